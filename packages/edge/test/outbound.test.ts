import { createServer, type AddressInfo, type Server } from 'node:net';
import type { CameraWithSecrets } from '@argus/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DeviceFeed } from '../src/vendors/feed';
import { waitFor } from './support/world';

const camera = (host: string, port: number): CameraWithSecrets =>
  ({
    id: 31,
    state: 'active',
    video_modules: [],
    source: {
      url: '',
      address_status: 'completed',
      body: { protocol: 'hikvision', host, port, username: 'admin', password: 'pw', event_type: 'lpr', ptz: false },
    },
    video_analytics: { version: 1, modules: {} },
  }) as unknown as CameraWithSecrets;

/**
 * The edge subscribes to a camera's own event stream only where the outbound guard allows: a
 * device named by any spelling of a loopback or link-local address is refused before connecting,
 * logged once (no retries), and subscribed to again once the camera's address changes. The
 * "device" is a TCP listener counting connections; the policy is the environment's, as in the edge.
 */
describe('device event feeds and the outbound guard', () => {
  let listener: Server;
  let port = 0;
  let connections = 0;
  let feed: DeviceFeed | null = null;
  const previous = process.env.ARGUS_OUTBOUND_ALLOW_CIDRS;

  beforeAll(async () => {
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => listener.close(() => r())));
  afterEach(() => {
    feed?.stop();
    feed = null;
    if (previous === undefined) delete process.env.ARGUS_OUTBOUND_ALLOW_CIDRS;
    else process.env.ARGUS_OUTBOUND_ALLOW_CIDRS = previous;
  });

  it.each([['::ffff:7f00:1'], ['[::ffff:127.0.0.1]'], ['2130706433'], ['0x7f.1'], ['localhost'], ['169.254.169.254'], ['::ffff:a9fe:a9fe']])(
    '%s is refused before connecting, once',
    async (host) => {
      delete process.env.ARGUS_OUTBOUND_ALLOW_CIDRS;
      connections = 0;
      const logs: string[] = [];
      feed = new DeviceFeed(camera(host, port), { emit: () => {}, log: (m) => logs.push(m) });
      feed.start();
      await waitFor('the refusal logged', () => logs.length > 0, 5000);
      await new Promise((r) => setTimeout(r, 1200)); // a retry would come after 500 ms
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(/loopback|link-local/);
      expect(logs[0]).not.toContain('pw');
      expect(connections).toBe(0);
    },
  );

  it('subscribes again when the address changes to an allowed one', async () => {
    delete process.env.ARGUS_OUTBOUND_ALLOW_CIDRS;
    connections = 0;
    const logs: string[] = [];
    feed = new DeviceFeed(camera('::ffff:7f00:1', port), { emit: () => {}, log: (m) => logs.push(m) });
    feed.start();
    await waitFor('the refusal logged', () => logs.length > 0, 5000);
    process.env.ARGUS_OUTBOUND_ALLOW_CIDRS = '127.0.0.1';
    feed.update(camera('127.0.0.1', port));
    await waitFor('a connection', () => connections > 0, 5000);
  });
});
