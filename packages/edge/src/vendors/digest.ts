import { createHash, randomBytes } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { guardedLookup, OutboundRefused, policyFromEnv, refusedHost, type OutboundPolicy } from '@argus/outbound';

export interface DigestChallenge {
  realm: string;
  nonce: string;
  qop: string | null;
  opaque: string | null;
  algorithm: string;
}

/** The Digest challenge of a WWW-Authenticate header (RFC 7616), or null when it is not Digest. */
export function parseChallenge(header: string | undefined): DigestChallenge | null {
  if (!header || !/^digest\s/i.test(header)) return null;
  const params = new Map<string, string>();
  for (const m of header.slice(7).matchAll(/([a-z0-9_-]+)\s*=\s*(?:"([^"]*)"|([^,\s]*))/gi)) params.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? '');
  const realm = params.get('realm');
  const nonce = params.get('nonce');
  if (realm === undefined || nonce === undefined) return null;
  const qops = (params.get('qop') ?? '').split(',').map((q) => q.trim());
  return { realm, nonce, qop: qops.includes('auth') ? 'auth' : null, opaque: params.get('opaque') ?? null, algorithm: params.get('algorithm') ?? 'MD5' };
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** The Authorization header answering a challenge (MD5, qop auth or none). */
export function digestAuthorization(c: DigestChallenge, method: string, uri: string, username: string, password: string, nc = 1): string {
  const ha1 = md5(`${username}:${c.realm}:${password}`);
  const ha2 = md5(`${method}:${uri}`);
  const cnonce = randomBytes(8).toString('hex');
  const ncs = nc.toString(16).padStart(8, '0');
  const response = c.qop ? md5(`${ha1}:${c.nonce}:${ncs}:${cnonce}:${c.qop}:${ha2}`) : md5(`${ha1}:${c.nonce}:${ha2}`);
  const parts = [`username="${username}"`, `realm="${c.realm}"`, `nonce="${c.nonce}"`, `uri="${uri}"`, `algorithm=MD5`, `response="${response}"`];
  if (c.qop) parts.push(`qop=${c.qop}`, `nc=${ncs}`, `cnonce="${cnonce}"`);
  if (c.opaque !== null) parts.push(`opaque="${c.opaque}"`);
  return `Digest ${parts.join(', ')}`;
}

/** Server side (device simulators): whether an Authorization header answers our challenge with this password. */
export function checkDigest(header: string | undefined, method: string, realm: string, nonce: string, username: string, password: string): boolean {
  if (!header || !/^digest\s/i.test(header)) return false;
  const p = new Map<string, string>();
  for (const m of header.slice(7).matchAll(/([a-z0-9_-]+)\s*=\s*(?:"([^"]*)"|([^,\s]*))/gi)) p.set((m[1] ?? '').toLowerCase(), m[2] ?? m[3] ?? '');
  if (p.get('username') !== username || p.get('realm') !== realm || p.get('nonce') !== nonce) return false;
  const ha1 = md5(`${username}:${realm}:${password}`);
  const ha2 = md5(`${method}:${p.get('uri') ?? ''}`);
  const expected = p.get('qop')
    ? md5(`${ha1}:${nonce}:${p.get('nc') ?? ''}:${p.get('cnonce') ?? ''}:${p.get('qop') ?? ''}:${ha2}`)
    : md5(`${ha1}:${nonce}:${ha2}`);
  return p.get('response') === expected;
}

export interface DeviceTarget {
  host: string;
  port: number;
  username: string;
  password: string;
  /** Where devices may be (the outbound guard); from the environment when not given. */
  policy?: OutboundPolicy;
}

/**
 * GET a long-lived device stream with HTTP Digest authentication: the first request is answered
 * 401 with a challenge, the second carries the answer. Resolves with the open response (status
 * 200) for the caller to read; rejects on any other status or a network error, and with
 * OutboundRefused (before connecting) when the outbound guard refuses the device's address: in
 * any spelling as given, or what its name resolves to when connecting.
 */
export function openDigestStream(target: DeviceTarget, path: string, signal: AbortSignal): Promise<IncomingMessage> {
  const policy = target.policy ?? policyFromEnv(process.env);
  const refused = refusedHost('camera', target.host, target.port, policy);
  if (refused) return Promise.reject(new OutboundRefused(`${target.host} ${refused}`));
  const host = target.host.replace(/^\[|\]$/g, '');
  const lookup = guardedLookup('camera', target.port, policy);
  const get = (authorization?: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({ host, port: target.port, path, method: 'GET', headers: authorization ? { authorization } : {}, signal, lookup }, resolve);
      req.on('error', reject);
      req.end();
    });
  return (async () => {
    const first = await get();
    if (first.statusCode === 200) return first;
    first.resume();
    if (first.statusCode !== 401) throw new Error(`device answered ${first.statusCode}`);
    const challenge = parseChallenge(first.headers['www-authenticate']);
    if (!challenge) throw new Error('device asked for an authentication other than Digest');
    const second = await get(digestAuthorization(challenge, 'GET', path, target.username, target.password));
    if (second.statusCode !== 200) {
      second.resume();
      throw new Error(second.statusCode === 401 ? 'device refused the username or password' : `device answered ${second.statusCode}`);
    }
    return second;
  })();
}
