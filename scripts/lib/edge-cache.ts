// wrangler compresses every file on every request, CPU a small machine takes from the browser measured.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type Answer, forwardRequest, sendAnswer } from './forward-request';

function encodingOf(acceptEncoding = ''): string {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

export function startEdgeCache({ port, host = '127.0.0.1', upstream }: { port: number; host?: string; upstream: string }): Promise<Server> {
  const cache = new Map<string, Answer>();

  // The path exactly as asked, not normalised: what wrangler makes of it is what is tested.
  const fetchUpstream = (req: IncomingMessage, encoding: string): Promise<Answer> =>
    forwardRequest(new URL(upstream), req, { headers: { ...req.headers, 'accept-encoding': encoding } });

  const server = createServer(async (req, res) => {
    try {
      const encoding = encodingOf(req.headers['accept-encoding']);
      const key = `${req.method} ${encoding} ${req.url}`;
      const cacheable = req.method === 'GET' && !req.headers['if-none-match'] && !req.headers.range;
      let answer = cacheable ? cache.get(key) : undefined;
      if (!answer) {
        answer = await fetchUpstream(req, encoding);
        if (cacheable) cache.set(key, answer);
      }
      sendAnswer(res, answer, req.method);
    } catch (error) {
      console.error('[edge-cache]', error);
      res.writeHead(502).end();
    }
  });
  return new Promise<Server>((resolve) => server.listen(port, host, () => resolve(server)));
}
