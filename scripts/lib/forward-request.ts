// For the proxies that ask once and answer again from memory (edge-cache.ts, bench/lib/backend-replay.ts):
// the answer is collected whole, so that it can be sent again with a length of its own.
import { request, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

export type Answer = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

/** Hop-by-hop or about the body's framing: they belong to the one connection the answer came on. */
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Asks `upstream` what `incoming` asked: its method and path exactly as asked, with `headers` and `body`. */
export function forwardRequest(upstream: URL, incoming: IncomingMessage, { headers, body }: { headers: IncomingHttpHeaders; body?: Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const forwarded = request({ hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      readBody(answer).then((collected) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !DROPPED.has(name));
        resolve({ status: answer.statusCode ?? 502, headers: Object.fromEntries(kept), body: collected });
      }, reject);
    });
    forwarded.on('error', reject);
    forwarded.end(body);
  });
}

/** An answer as recorded, with the length of the body it is sent with. */
export function sendAnswer(response: ServerResponse, answer: Answer, method?: string): void {
  response.writeHead(answer.status, { ...answer.headers, ...(method !== 'HEAD' && { 'content-length': answer.body.length }) });
  response.end(answer.body);
}
