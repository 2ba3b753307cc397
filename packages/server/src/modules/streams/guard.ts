import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Addresses a probe must never reach: link-local (169.254.0.0/16, fe80::/10, which hold the
 * cloud metadata services) and the known metadata endpoints by name or address. Checked on
 * every address the host resolves to, before ffprobe runs. (Private and loopback networks are
 * allowed: cameras live there.)
 */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata', 'metadata.azure.internal', 'instance-data', 'instance-data.ec2.internal']);
const METADATA_ADDRESSES = new Set(['100.100.100.200', 'fd00:ec2::254']);

function ipv4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

/** ::ffff:a.b.c.d and its hex spelling ::ffff:xxxx:yyyy (as URL normalises it) are IPv4 addresses. */
function unmapped(ip: string): string {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (hex?.[1] && hex[2]) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return ip;
}

export function isForbiddenAddress(ip: string): boolean {
  const address = unmapped(ip);
  if (METADATA_ADDRESSES.has(address.toLowerCase())) return true;
  if (isIP(address) === 4) return (ipv4Number(address) & 0xffff0000) >>> 0 === ipv4Number('169.254.0.0');
  if (isIP(address) === 6) {
    const first = parseInt(address.split(':')[0] || '0', 16);
    return (first & 0xffc0) === 0xfe80;
  }
  return false;
}

/** null when the host may be probed; else why not. */
export async function forbiddenHost(host: string): Promise<string | null> {
  const name = host.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '');
  if (METADATA_HOSTS.has(name)) return 'is a cloud metadata address';
  if (isIP(name)) return isForbiddenAddress(name) ? 'is a link-local or metadata address' : null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(name, { all: true });
  } catch {
    return null; // unresolvable: ffprobe will report it unreachable
  }
  return addresses.some((a) => isForbiddenAddress(a.address)) ? 'resolves to a link-local or metadata address' : null;
}
