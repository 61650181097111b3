import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openEmbeddedBackend, type BackendHandler, type EmbeddedBackend, type EmbeddedBackendOptions } from './index';
import { EMBEDDED_BACKEND_HOST, EMBEDDED_BACKEND_PORT } from './keys';

export type EmbeddedBackendServer = {
  backend: EmbeddedBackend;
  url: string;
  close: () => Promise<void>;
};

export type EmbeddedBackendServerOptions = EmbeddedBackendOptions & {
  host?: string;
  /** 0 picks a free port (tests); the default is the Supabase CLI's 54321. */
  port?: number;
};

/** Serves the embedded backend over HTTP, so a browser (or any Supabase client) can reach it. */
export async function startEmbeddedBackendServer(
  options: EmbeddedBackendServerOptions = {},
): Promise<EmbeddedBackendServer> {
  const backend = await openEmbeddedBackend(options);
  const server = createServer((req, res) => {
    void respond(backend.handler, req, res);
  });
  const host = options.host ?? EMBEDDED_BACKEND_HOST;
  await listen(server, options.port ?? EMBEDDED_BACKEND_PORT, host);
  const { port } = server.address() as AddressInfo;
  return {
    backend,
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await backend.close();
    },
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

async function respond(handler: BackendHandler, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD' && chunks.length > 0;
    const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`), {
      method,
      headers,
      ...(hasBody && { body: Buffer.concat(chunks) }),
    });
    const response = await handler(request);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(method === 'HEAD' ? undefined : Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error('[embedded backend] request failed:', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ code: null, details: null, hint: null, message: 'Internal error' }));
  }
}
