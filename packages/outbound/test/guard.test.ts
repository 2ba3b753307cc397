import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, OutboundRefused, parseHost, policyFromEnv, refusedHost, refusedUrl, resolveChecked, type Caller, type Resolver } from '../src';

const CALLERS: Caller[] = ['webhook', 'camera', 'verify', 'onvif', 'pacs', 'mqtt'];
const none = policyFromEnv({});

/** Every spelling, what it is, and the address it reaches. */
const SPELLINGS: [string, string, string][] = [
  // loopback
  ['127.0.0.1', 'loopback', '127.0.0.1'],
  ['127.0.0.1.', 'loopback', '127.0.0.1'],
  ['127.1', 'loopback', '127.0.0.1'],
  ['2130706433', 'loopback', '127.0.0.1'],
  ['0x7f000001', 'loopback', '127.0.0.1'],
  ['0x7f.1', 'loopback', '127.0.0.1'],
  ['0X7F.0.0.1', 'loopback', '127.0.0.1'],
  ['0177.0.0.1', 'loopback', '127.0.0.1'],
  ['127.255.255.254', 'loopback', '127.255.255.254'],
  ['::1', 'loopback', '::1'],
  ['[::1]', 'loopback', '::1'],
  ['0:0:0:0:0:0:0:1', 'loopback', '::1'],
  ['::ffff:7f00:1', 'loopback', '127.0.0.1'],
  ['[::ffff:7f00:1]', 'loopback', '127.0.0.1'],
  ['::ffff:127.0.0.1', 'loopback', '127.0.0.1'],
  ['::FFFF:7F00:1', 'loopback', '127.0.0.1'],
  ['0:0:0:0:0:ffff:7f00:1', 'loopback', '127.0.0.1'],
  ['::7f00:1', 'loopback', '127.0.0.1'],
  ['::127.0.0.1', 'loopback', '127.0.0.1'],
  ['::ffff:0:7f00:1', 'loopback', '127.0.0.1'],
  ['64:ff9b::7f00:1', 'loopback', '127.0.0.1'],
  ['2002:7f00:1::1', 'loopback', '127.0.0.1'],
  ['localhost', 'loopback', ''],
  ['LOCALHOST.', 'loopback', ''],
  ['api.localhost', 'loopback', ''],
  // link-local and metadata
  ['169.254.169.254', 'link-local', '169.254.169.254'],
  ['169.254.169.254.', 'link-local', '169.254.169.254'],
  ['2852039166', 'link-local', '169.254.169.254'],
  ['0xa9fea9fe', 'link-local', '169.254.169.254'],
  ['0251.0376.0251.0376', 'link-local', '169.254.169.254'],
  ['::ffff:a9fe:a9fe', 'link-local', '169.254.169.254'],
  ['::ffff:169.254.169.254', 'link-local', '169.254.169.254'],
  ['64:ff9b::a9fe:a9fe', 'link-local', '169.254.169.254'],
  ['fe80::1', 'link-local', 'fe80::1'],
  ['FE80::1%eth0', 'link-local', 'fe80::1'],
  ['[fe80::1%25eth0]', 'link-local', 'fe80::1'],
  ['fec0::1', 'link-local', 'fec0::1'],
  ['fd00:ec2::254', 'metadata', 'fd00:ec2::254'],
  ['100.100.100.200', 'metadata', '100.100.100.200'],
  ['metadata.google.internal', 'metadata', ''],
  ['Metadata.Google.Internal.', 'metadata', ''],
  ['metadata', 'metadata', ''],
  ['instance-data.ec2.internal', 'metadata', ''],
  // unspecified, multicast, broadcast
  ['0.0.0.0', 'unspecified', '0.0.0.0'],
  ['0', 'unspecified', '0.0.0.0'],
  ['::', 'unspecified', '::'],
  ['::ffff:0.0.0.0', 'unspecified', '0.0.0.0'],
  ['224.0.0.1', 'multicast', '224.0.0.1'],
  ['ff02::1', 'multicast', 'ff02::1'],
  ['::ffff:e000:1', 'multicast', '224.0.0.1'],
  ['255.255.255.255', 'broadcast', '255.255.255.255'],
  // private
  ['10.0.0.1', 'private', '10.0.0.1'],
  ['167772161', 'private', '10.0.0.1'],
  ['012.0.0.1', 'private', '10.0.0.1'],
  ['::ffff:a00:1', 'private', '10.0.0.1'],
  ['172.16.0.1', 'private', '172.16.0.1'],
  ['192.168.1.10', 'private', '192.168.1.10'],
  ['0xc0a8010a', 'private', '192.168.1.10'],
  ['100.64.0.1', 'private', '100.64.0.1'],
  ['fd00::1', 'private', 'fd00::1'],
  ['fc00::1', 'private', 'fc00::1'],
  // public
  ['8.8.8.8', 'public', '8.8.8.8'],
  ['::ffff:808:808', 'public', '8.8.8.8'],
  ['2001:4860:4860::8888', 'public', '2001:4860:4860::8888'],
  ['example.com', 'name', ''],
];

/** What each caller is told, by class: null is allowed. */
function expected(caller: Caller, cls: string): boolean {
  if (cls === 'public' || cls === 'name') return true;
  if (cls === 'private') return caller !== 'webhook';
  return false;
}

describe('every spelling is reduced to the address it reaches', () => {
  it.each(SPELLINGS)('%s is %s (%s)', (spelling, cls, address) => {
    const h = parseHost(spelling);
    if (h.kind === 'ip') {
      expect(h.cls).toBe(cls);
      expect(h.address).toBe(address);
    } else {
      expect(h.cls ?? 'name').toBe(cls);
    }
  });
});

describe('every caller, every spelling', () => {
  const cases = CALLERS.flatMap((caller) => SPELLINGS.map(([spelling, cls]) => [caller, spelling, cls] as const));
  it.each(cases)('%s → %s (%s)', (caller, spelling, cls) => {
    const why = refusedHost(caller, spelling, 80, none);
    expect(why === null).toBe(expected(caller, cls));
    // In a URL the same: brackets for IPv6, any scheme.
    const host = spelling.includes(':') && !spelling.startsWith('[') ? `[${spelling.replace('%', '%25')}]` : spelling;
    const url = `${caller === 'webhook' ? 'http' : 'rtsp'}://${host}:80/x`;
    if (URL.canParse(url)) expect(refusedUrl(caller, url, none) === null).toBe(expected(caller, cls));
  });
});

describe('the allow-list and the ingest ports', () => {
  const policy = policyFromEnv({
    ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8, 10.1.0.0/16, ::ffff:192.168.5.0/120, 169.254.0.0/16',
    ARGUS_MEDIA_INGEST_PORTS: '19350',
  });

  it('lets webhooks reach the allowed ranges in every spelling, and no other private one', () => {
    expect(refusedHost('webhook', '::ffff:7f00:1', 80, policy)).toBeNull();
    expect(refusedHost('webhook', '0x7f.1', 80, policy)).toBeNull();
    expect(refusedHost('webhook', '10.1.2.3', 80, policy)).toBeNull();
    expect(refusedHost('webhook', '::ffff:a01:203', 80, policy)).toBeNull();
    expect(refusedHost('webhook', '192.168.5.7', 80, policy)).toBeNull();
    expect(refusedHost('webhook', '10.2.0.1', 80, policy)).toMatch(/private/);
    expect(refusedHost('webhook', 'fd00::1', 80, policy)).toMatch(/private/);
  });

  it('never lets anyone reach link-local, metadata, unspecified or multicast, whatever the allow-list says', () => {
    for (const caller of CALLERS) {
      expect(refusedHost(caller, '169.254.169.254', 80, policy)).toMatch(/link-local/);
      expect(refusedHost(caller, '::ffff:a9fe:a9fe', 80, policy)).toMatch(/link-local/);
      expect(refusedHost(caller, 'metadata.google.internal', 80, policy)).toMatch(/metadata/);
      expect(refusedHost(caller, '0.0.0.0', 80, policy)).toMatch(/unspecified/);
      expect(refusedHost(caller, '224.0.0.1', 80, policy)).toMatch(/multicast/);
    }
  });

  it('lets cameras and probes reach loopback at the ingest ports only', () => {
    const ingestOnly = policyFromEnv({ ARGUS_MEDIA_INGEST_PORTS: '19350,19351' });
    expect(refusedHost('camera', '127.0.0.1', 19350, ingestOnly)).toBeNull();
    expect(refusedHost('camera', '::ffff:7f00:1', 19351, ingestOnly)).toBeNull();
    expect(refusedHost('verify', 'localhost', 19350, ingestOnly)).toBeNull();
    expect(refusedHost('camera', '127.0.0.1', 8080, ingestOnly)).toMatch(/loopback/);
    expect(refusedHost('webhook', '127.0.0.1', 19350, ingestOnly)).toMatch(/loopback/);
    expect(refusedHost('onvif', '127.0.0.1', 19350, ingestOnly)).toMatch(/loopback/);
    expect(policyFromEnv({}, { ingestPorts: [19350] }).ingestPorts).toEqual([19350]);
  });

  it('refuses a malformed allow-list at start', () => {
    expect(() => policyFromEnv({ ARGUS_OUTBOUND_ALLOW_CIDRS: '10.0.0.0/40' })).toThrow(/10\.0\.0\.0\/40/);
  });
});

describe('names are checked on what they resolve to, when connecting', () => {
  const table: Record<string, string[]> = {
    'camera.example': ['192.168.1.20'],
    'rebind.example': ['93.184.216.34', '127.0.0.1'],
    'mapped.example': ['::ffff:a9fe:a9fe'],
  };
  const resolver: Resolver = async (name) => (table[name] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a name when any of its addresses is refused', async () => {
    await expect(resolveChecked('camera', 'camera.example', 554, none, resolver)).resolves.toEqual([{ address: '192.168.1.20', family: 4 }]);
    await expect(resolveChecked('webhook', 'camera.example', 443, none, resolver)).rejects.toThrow(/192\.168\.1\.20, which is a private network address/);
    await expect(resolveChecked('webhook', 'rebind.example', 443, none, resolver)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(resolveChecked('pacs', 'mapped.example', 80, none, resolver)).rejects.toThrow(/link-local/);
  });

  describe('over real HTTP', () => {
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      server = createServer((_req, res) => res.end('reached'));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    const get = (host: string, lookup: ReturnType<typeof guardedLookup>) =>
      new Promise<string>((resolve, reject) => {
        const req = request({ host, port, path: '/', lookup }, (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });

    it('a name resolving to loopback is refused at connect time; allowed, the same request arrives', async () => {
      const local: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
      await expect(get('hooks.example', guardedLookup('webhook', port, none, local))).rejects.toBeInstanceOf(OutboundRefused);
      const allowed = policyFromEnv({ ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.1' });
      await expect(get('hooks.example', guardedLookup('webhook', port, allowed, local))).resolves.toBe('reached');
    });

    it('a name that answers differently the second time is checked again', async () => {
      let calls = 0;
      const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
      await expect(resolveChecked('webhook', 'rebind.example', port, none, rebinding)).resolves.toHaveLength(1);
      await expect(get('rebind.example', guardedLookup('webhook', port, none, rebinding))).rejects.toThrow(/127\.0\.0\.1, which is a loopback address/);
    });
  });
});
