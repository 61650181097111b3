// The backend as the audited page meets a hosted one: somewhere else. The embedded backend (PGlite)
// answers each question once; the audits get the recorded answer from memory, so a refresh under
// audit takes no database CPU from the two cores the browser is measured on.
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Recorded = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Hop-by-hop headers, which belong to one connection and are never replayed. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date']);

export type BackendReplay = { origin: string; recorded: () => number; replayed: () => number; close: () => Promise<void> };

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function forward(upstream: URL, incoming: IncomingMessage, body: Buffer): Promise<Recorded> {
  const headers = { ...incoming.headers, host: upstream.host };
  return new Promise((resolve, reject) => {
    const out = request({ hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, async (answer) => {
      try {
        const kept = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
        resolve({ status: answer.statusCode!, headers: kept, body: await readBody(answer) });
      } catch (error) {
        reject(error);
      }
    });
    out.on('error', reject);
    out.end(body);
  });
}

/** The answer depends on what was asked and by whom: method, path and query, body, origin and key. */
const keyOf = (incoming: IncomingMessage, body: Buffer) =>
  JSON.stringify([incoming.method, incoming.url, body.toString('base64'), incoming.headers.origin ?? '', incoming.headers.apikey ?? '', incoming.headers.authorization ?? '']);

/** Listens on `port` (0 for any), asking `upstream` only what it has not recorded yet. */
export async function startBackendReplay({ upstream, port }: { upstream: string; port: number }): Promise<BackendReplay> {
  const target = new URL(upstream);
  const answers = new Map<string, Promise<Recorded>>();
  let replayed = 0;
  const server: Server = createServer(async (incoming, response) => {
    let key: string | undefined;
    try {
      const body = await readBody(incoming);
      key = keyOf(incoming, body);
      if (answers.has(key)) replayed++;
      else answers.set(key, forward(target, incoming, body));
      const { status, headers, body: answer } = await answers.get(key)!;
      response.writeHead(status, headers);
      response.end(answer);
    } catch (error) {
      if (key) answers.delete(key); // a question that got no answer is asked again next time
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The backend replay could not reach ${upstream}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    recorded: () => answers.size,
    replayed: () => replayed,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
