// The node project's tests and hooks start PGlite, servers and child processes: 30 s each, not 5.
jest.setTimeout(30_000);
