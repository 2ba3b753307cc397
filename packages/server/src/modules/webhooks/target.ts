import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isForbiddenAddress } from '../streams/guard';

/**
 * Where a webhook may send (SSRF): never to link-local or cloud-metadata addresses (streams/guard),
 * and not to loopback, private, CGNAT, unspecified or multicast networks unless the configuration
 * allows private targets (ARGUS_WEBHOOK_ALLOW_PRIVATE, for tests and closed installations).
 * Checked on the URL when saved and on every resolved address when connecting (a name that later
 * resolves elsewhere is refused too). Redirects are never followed.
 */

function v4(ip: string): number[] | null {
  const m = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(ip);
  return m ? m.slice(1).map(Number) : null;
}

export function isPrivateAddress(ip: string): boolean {
  const a = v4(ip);
  if (a) {
    const [x = 0, y = 0] = a;
    return x === 10 || x === 127 || x === 0 || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 100 && y >= 64 && y <= 127) || x >= 224;
  }
  const low = ip.toLowerCase();
  return low === '::1' || low === '::' || low.startsWith('fc') || low.startsWith('fd') || low.startsWith('ff');
}

/** null when the address may be reached; else why not. */
export function refusedAddress(ip: string, allowPrivate: boolean): string | null {
  if (isForbiddenAddress(ip)) return 'is a link-local or cloud metadata address';
  if (!allowPrivate && isPrivateAddress(ip)) return 'is a loopback or private network address';
  return null;
}

const METADATA_NAMES = new Set(['metadata.google.internal', 'metadata', 'metadata.azure.internal', 'instance-data', 'instance-data.ec2.internal']);

/** The URL check when a webhook is saved: scheme, credentials, literal addresses and known names. */
export function refusedUrl(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be http or https';
  if (url.username || url.password) return 'must not carry credentials (use authentication)';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (METADATA_NAMES.has(host)) return 'is a cloud metadata address';
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return 'is a loopback address';
  if (isIP(host)) return refusedAddress(host, allowPrivate);
  return null;
}

export class RefusedTarget extends Error {}

/** A dns.lookup for http.request that refuses forbidden addresses at connect time. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '');
      const list = addresses as LookupAddress[];
      const bad = list.map((a) => refusedAddress(a.address, allowPrivate)).find((r) => r !== null);
      if (bad) return callback(new RefusedTarget(`${hostname} ${bad}`), '');
      if ((options as { all?: boolean }).all) return callback(null, list);
      const first = list[0];
      return first ? callback(null, first.address, first.family) : callback(new Error(`${hostname} has no address`), '');
    });
  };
}
