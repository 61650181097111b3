import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePorts } from './processes';

// A port the kernel may hand out by itself could be taken by another server's internal sockets
// between the pick and the listen (it happened in CI, to wrangler's workerd): none are picked there.
test('free ports are distinct, free, and outside the range the kernel hands out', async () => {
  const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  const ports = await freePorts(5);

  expect(new Set(ports).size).toBe(5);
  for (const port of ports) {
    expect(port < low! || port > high!).toBe(true);
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  }
});
