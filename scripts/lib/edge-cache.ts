// wrangler compresses every file on every request, CPU a small machine takes from the browser measured.
import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http';

type Answer = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

function encodingOf(acceptEncoding = ''): string {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

// Hop-by-hop or about the body's framing: the cached body is sent whole, with its own length.
const DROPPED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export function startEdgeCache({ port, host = '127.0.0.1', upstream }: { port: number; host?: string; upstream: string }): Promise<Server> {
  const cache = new Map<string, Answer>();

  function fetchUpstream(req: IncomingMessage, encoding: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, 'accept-encoding': encoding };
      // The path exactly as asked, not normalised: what wrangler makes of it is what is tested.
      const { hostname, port: upstreamPort } = new URL(upstream);
      const forwarded = request({ hostname, port: upstreamPort, path: req.url, method: req.method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const kept = Object.entries(res.headers).filter(([name]) => !DROPPED.has(name));
          resolve({ status: res.statusCode ?? 502, headers: Object.fromEntries(kept), body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      });
      forwarded.on('error', reject);
      forwarded.end();
    });
  }

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
      res.writeHead(answer.status, { ...answer.headers, ...(req.method !== 'HEAD' && { 'content-length': answer.body.length }) });
      res.end(answer.body);
    } catch (error) {
      console.error('[edge-cache]', error);
      res.writeHead(502).end();
    }
  });
  return new Promise<Server>((resolve) => server.listen(port, host, () => resolve(server)));
}
