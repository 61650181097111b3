// The backend as the audited page meets a hosted one: somewhere else. The embedded backend (PGlite)
// answers each question once; the audits get the recorded answer from memory, so a refresh under
// audit takes no database CPU from the two cores the browser is measured on.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, forwardRequest, readBody, sendAnswer } from '../../scripts/lib/forward-request';

export type BackendReplay = { origin: string; recorded: () => number; replayed: () => number; close: () => Promise<void> };

/** Without the recorded Date: each answer replayed gets its own, as a live backend's would. */
async function record(upstream: URL, incoming: IncomingMessage, body: Buffer): Promise<Answer> {
  const answer = await forwardRequest(upstream, incoming, { headers: { ...incoming.headers, host: upstream.host }, body });
  delete answer.headers.date;
  return answer;
}

/** The answer depends on what was asked and by whom: method, path and query, body, origin and key. */
const keyOf = (incoming: IncomingMessage, body: Buffer) =>
  JSON.stringify([incoming.method, incoming.url, body.toString('base64'), incoming.headers.origin ?? '', incoming.headers.apikey ?? '', incoming.headers.authorization ?? '']);

/** Listens on `port` (0 for any), asking `upstream` only what it has not recorded yet. */
export async function startBackendReplay({ upstream, port }: { upstream: string; port: number }): Promise<BackendReplay> {
  const target = new URL(upstream);
  const answers = new Map<string, Promise<Answer>>();
  let replayed = 0;
  const server: Server = createServer(async (incoming, response) => {
    let key: string | undefined;
    try {
      const body = await readBody(incoming);
      key = keyOf(incoming, body);
      if (answers.has(key)) replayed++;
      else answers.set(key, record(target, incoming, body));
      sendAnswer(response, await answers.get(key)!, incoming.method);
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
