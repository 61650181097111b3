import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBackendReplay, type BackendReplay } from './backend-replay';

/** An upstream that says how many times it was asked, so a replayed answer is told from a fresh one. */
let asked: string[];
let upstream: Server;
let replay: BackendReplay;

beforeEach(async () => {
  asked = [];
  upstream = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => (body += chunk));
    incoming.on('end', () => {
      asked.push(`${incoming.method} ${incoming.url} ${body}`);
      response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': incoming.headers.origin ?? '*', 'content-range': '0-0/1' });
      response.end(JSON.stringify({ answer: asked.length, origin: incoming.headers.origin ?? null }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  replay = await startBackendReplay({ upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, port: 0 });
});

afterEach(async () => {
  await replay.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('the backend replay', () => {
  it('asks the backend each question once and answers it again from memory, headers and all', async () => {
    const ask = () => fetch(`${replay.origin}/rest/v1/content_version?select=version`, { headers: { origin: 'http://127.0.0.1:1', apikey: 'anon' } });
    const first = await ask();
    const again = await ask();
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('content-range')).toBe('0-0/1');
    expect(again.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:1');
    expect(asked).toEqual(['GET /rest/v1/content_version?select=version ']);
    expect([replay.recorded(), replay.replayed()]).toEqual([1, 1]);
  });

  it('tells questions apart by path and query, body, and origin', async () => {
    await fetch(`${replay.origin}/rest/v1/projects?select=*`);
    await fetch(`${replay.origin}/rest/v1/roles?select=*`);
    await fetch(`${replay.origin}/rpc/read`, { method: 'POST', body: '{"a":1}' });
    await fetch(`${replay.origin}/rpc/read`, { method: 'POST', body: '{"a":2}' });
    await fetch(`${replay.origin}/rest/v1/roles?select=*`, { headers: { origin: 'http://127.0.0.1:2' } });
    expect(asked).toHaveLength(5);
  });

  it('answers 502 naming the backend when it cannot be reached, and keeps no answer for that question', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    const failed = await fetch(`${replay.origin}/rest/v1/roles`);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toMatch(/^The backend replay could not reach http:\/\/127\.0\.0\.1:\d+: /);
    expect(replay.recorded()).toBe(0);
  });
});
