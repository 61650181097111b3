import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium the tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else a browser Playwright
 * downloaded itself, else Debian's. Browser downloads are impossible on some machines, so the
 * Debian package is the usual answer.
 */
export function findChromium(): string {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    safely(() => chromium.executablePath()),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one with `apt-get install -y chromium` ' +
        '(Debian) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH to a Chromium binary.',
    );
  }
  return found;
}

function safely(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Headless as root on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
