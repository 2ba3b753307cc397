import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { inRanges, parseAddress, parseHost, parseRanges, type AddressClass } from './address';

/**
 * The outbound guard: where the platform may connect on a user's behalf.
 *
 * - Always refused: link-local (169.254.0.0/16, fe80::/10: the cloud metadata services),
 *   metadata addresses and names, unspecified, multicast and broadcast addresses.
 * - Loopback: refused, save for the media service's own ingest ports (cameras pushed into it,
 *   the demo camera) and ranges the operator allows (ARGUS_OUTBOUND_ALLOW_CIDRS).
 * - Private networks (RFC 1918, CGNAT, fc00::/7 and other non-internet ranges): allowed for the
 *   devices that live there (cameras, stream probes, ONVIF, PACS, the MQTT broker); refused for
 *   webhooks unless allowed.
 *
 * The address checked is the one connected to: literals before connecting (Node does not look
 * them up), names through `lookup` at connect time (so a name that rebinds is checked again).
 */

export type Caller = 'webhook' | 'camera' | 'verify' | 'onvif' | 'pacs' | 'mqtt';

export interface OutboundPolicy {
  /** Ranges any caller may reach beyond its defaults (never the always-refused classes). */
  allow: ReturnType<typeof parseRanges>;
  /** Loopback ports of the media service's own ingest (cameras and probes may reach them). */
  ingestPorts: readonly number[];
  /** How names are resolved (the system's resolver unless a test gives its own). */
  resolver?: Resolver;
}

export class OutboundRefused extends Error {
  readonly code = 'EOUTBOUNDREFUSED';
}

const ALWAYS_REFUSED: ReadonlySet<AddressClass> = new Set(['link-local', 'metadata', 'unspecified', 'multicast', 'broadcast']);
const DEVICE_CALLERS: ReadonlySet<Caller> = new Set(['camera', 'verify', 'onvif', 'pacs', 'mqtt']);

const REASONS: Record<AddressClass, string> = {
  public: '',
  private: 'is a private network address',
  loopback: 'is a loopback address',
  'link-local': 'is a link-local address',
  metadata: 'is a cloud metadata address',
  unspecified: 'is an unspecified address',
  multicast: 'is a multicast address',
  broadcast: 'is a broadcast address',
};

/** The policy from the environment: ARGUS_OUTBOUND_ALLOW_CIDRS and ARGUS_MEDIA_INGEST_PORTS. */
export function policyFromEnv(env: Record<string, string | undefined>, defaults: { ingestPorts?: number[] } = {}): OutboundPolicy {
  const ports = (env.ARGUS_MEDIA_INGEST_PORTS ?? '')
    .split(',')
    .map((p) => Number(p.trim()))
    .filter((p) => Number.isInteger(p) && p > 0 && p < 65536);
  return { allow: parseRanges(env.ARGUS_OUTBOUND_ALLOW_CIDRS ?? ''), ingestPorts: ports.length ? ports : (defaults.ingestPorts ?? []) };
}

/** null when the caller may connect to this address (any spelling) at this port; else why not. */
export function refusedAddress(caller: Caller, address: string, port: number | null, policy: OutboundPolicy): string | null {
  const ip = parseAddress(address);
  if (!ip) return 'is not an IP address';
  if (ip.cls === 'public') return null;
  if (ALWAYS_REFUSED.has(ip.cls)) return REASONS[ip.cls];
  if (inRanges(ip.address, policy.allow)) return null;
  if (ip.cls === 'loopback') {
    const ingest = (caller === 'camera' || caller === 'verify') && port !== null && policy.ingestPorts.includes(port);
    return ingest ? null : REASONS.loopback;
  }
  return DEVICE_CALLERS.has(caller) ? null : REASONS.private;
}

/**
 * The check of a host before connecting: an address in any spelling is decided here; a name is
 * refused when it is a metadata or loopback name, otherwise left to the check at connect time.
 */
export function refusedHost(caller: Caller, host: string, port: number | null, policy: OutboundPolicy): string | null {
  const h = parseHost(host);
  if (h.kind === 'ip') return refusedAddress(caller, h.address, port, policy);
  if (h.cls === 'metadata') return REASONS.metadata;
  if (h.cls === 'loopback') return refusedAddress(caller, '127.0.0.1', port, policy);
  return null;
}

/** The host and port of a URL (default ports by scheme), or null when it is not a URL with a host. */
export function urlTarget(raw: string): { host: string; port: number | null; protocol: string } | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!url.hostname) return null;
  const defaults: Record<string, number> = {
    'http:': 80,
    'https:': 443,
    'rtsp:': 554,
    'rtsps:': 322,
    'rtmp:': 1935,
    'rtmps:': 443,
    'mqtt:': 1883,
    'mqtts:': 8883,
    'ws:': 80,
    'wss:': 443,
  };
  const port = url.port ? Number(url.port) : (defaults[url.protocol] ?? null);
  return { host: url.hostname, port, protocol: url.protocol };
}

/** The URL check: as refusedHost on the URL's host; null also for what is not a URL (the caller's own checks say so). */
export function refusedUrl(caller: Caller, raw: string, policy: OutboundPolicy): string | null {
  const t = urlTarget(raw);
  return t ? refusedHost(caller, t.host, t.port, policy) : null;
}

export type Resolver = (name: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (name) =>
  new Promise((resolve, reject) => dnsLookup(name, { all: true }, (err, list) => (err ? reject(err) : resolve(list))));

/**
 * The addresses to connect to for a host, every one checked: a literal as it is, a name resolved
 * now. Throws OutboundRefused when any is refused (a name pointing anywhere forbidden is refused
 * as a whole). For programs that connect by themselves (ffmpeg): give them the address, pinned.
 */
export async function resolveChecked(
  caller: Caller,
  host: string,
  port: number | null,
  policy: OutboundPolicy,
  resolver: Resolver = policy.resolver ?? systemResolver,
): Promise<LookupAddress[]> {
  const first = refusedHost(caller, host, port, policy);
  if (first) throw new OutboundRefused(`${host} ${first}`);
  const h = parseHost(host);
  if (h.kind === 'ip') return [{ address: h.address, family: h.address.includes(':') ? 6 : 4 }];
  const list = await resolver(h.name);
  if (list.length === 0) throw Object.assign(new Error(`${host} has no address`), { code: 'ENOTFOUND' });
  for (const a of list) {
    const why = refusedAddress(caller, a.address, port, policy);
    if (why) throw new OutboundRefused(`${host} resolves to ${a.address}, which ${why}`);
  }
  return list;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/http/https connections (and agents) that checks what a name resolves to at
 * connect time. Node skips lookup for IP literals: check those with refusedHost first.
 */
export function guardedLookup(caller: Caller, port: number | null, policy: OutboundPolicy, resolver: Resolver = policy.resolver ?? systemResolver) {
  return (hostname: string, options: object, callback: LookupCallback): void => {
    resolveChecked(caller, hostname, port, policy, resolver).then(
      (checked) => {
        const o = options as { all?: boolean; family?: number | string };
        const family = o.family === 'IPv4' ? 4 : o.family === 'IPv6' ? 6 : Number(o.family) || 0;
        const list = family ? checked.filter((a) => a.family === family) : checked;
        const a = list[0];
        if (!a) return callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '');
        return o.all ? callback(null, list) : callback(null, a.address, a.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/** The URL with its host replaced by a checked address, for a program that would resolve the name again. */
export function pinUrl(raw: string, address: string): string {
  const url = new URL(raw);
  url.hostname = address.includes(':') ? `[${address}]` : address;
  return url.toString();
}
