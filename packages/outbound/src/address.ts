import ipaddr from 'ipaddr.js';

/**
 * Every spelling of a host reduced to one answer: an IP address (canonical text, and the IPv4
 * address an IPv6 one carries, since that is where the packets go) with its class, or a name.
 *
 * Spellings that reach the same address: IPv4 as decimal (2130706433), octal (0177.0.0.1), hex
 * (0x7f.1), short forms (127.1); IPv6 in brackets, upper case, with a zone id (%eth0, %25eth0);
 * IPv4 inside IPv6 (mapped ::ffff:7f00:1 and ::ffff:127.0.0.1, compatible ::7f00:1, SIIT
 * ::ffff:0:7f00:1, NAT64 64:ff9b::7f00:1, 6to4 2002:7f00:1::); a trailing dot.
 */

export type AddressClass = 'public' | 'private' | 'loopback' | 'link-local' | 'unspecified' | 'multicast' | 'broadcast' | 'metadata';

/** Cloud metadata services reached at ordinary addresses (the link-local ones are refused as such). */
const METADATA_ADDRESSES = new Set(['fd00:ec2::254', '100.100.100.200', '168.63.129.16']);
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
  'metadata.platformequinix.com',
]);

export type Host = { kind: 'ip'; address: string; cls: AddressClass } | { kind: 'name'; name: string; cls: 'loopback' | 'metadata' | null };

/** The IPv4 address an IPv6 address stands for, when it carries one. */
function embeddedV4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const b = a.toByteArray();
  const v4 = (at: number) => new ipaddr.IPv4(b.slice(at, at + 4));
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const range = a.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return v4(12);
  if (range === '6to4') return v4(2);
  // IPv4-compatible (::a.b.c.d, deprecated): all but the last 32 bits zero; :: and ::1 are themselves.
  if (zero(0, 12) && !zero(12, 15)) return v4(12);
  return null;
}

function classOf(a: ipaddr.IPv4 | ipaddr.IPv6): AddressClass {
  if (METADATA_ADDRESSES.has(a.toString())) return 'metadata';
  if (a.kind() === 'ipv6') {
    const inner = embeddedV4(a as ipaddr.IPv6);
    if (inner) return classOf(inner);
  }
  // As text: the typings lag the ranges the library knows (deprecatedSiteLocal, discard).
  switch (a.range() as string) {
    case 'unicast':
    case 'teredo':
    case 'as112':
    case 'as112v6':
    case 'amt':
      return 'public';
    case 'loopback':
      return 'loopback';
    case 'linkLocal':
    case 'deprecatedSiteLocal':
      return 'link-local';
    case 'unspecified':
    case 'discard':
      return 'unspecified';
    case 'multicast':
      return 'multicast';
    case 'broadcast':
      return 'broadcast';
    default:
      // private, carrierGradeNat, uniqueLocal, reserved, benchmarking, documentation…: not the internet.
      return 'private';
  }
}

/** The canonical text of an address: an IPv6 carrying an IPv4 address is written as that IPv4 address. */
function canonical(a: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (a.kind() === 'ipv6') {
    const inner = embeddedV4(a as ipaddr.IPv6);
    if (inner) return inner.toString();
    const copy = ipaddr.IPv6.parse(a.toString().replace(/%.*$/, ''));
    return copy.toString();
  }
  return a.toString();
}

/** Parses an address in any spelling; null when the text is not an IP address. */
export function parseAddress(text: string): { address: string; cls: AddressClass } | null {
  let t = text.trim().toLowerCase();
  if (t.startsWith('[') && t.endsWith(']')) t = t.slice(1, -1);
  t = t.replace(/%25/, '%').replace(/\.+$/, '');
  const zone = t.indexOf('%');
  if (zone >= 0) t = t.slice(0, zone); // the zone id picks an interface, not a different address
  if (!ipaddr.isValid(t)) return null;
  const a = ipaddr.parse(t);
  return { address: canonical(a), cls: classOf(a) };
}

/** A host (from a URL or a form): an address, or a name with what its spelling alone says about it. */
export function parseHost(host: string): Host {
  const ip = parseAddress(host);
  if (ip) return { kind: 'ip', ...ip };
  const name = host.trim().toLowerCase().replace(/\.+$/, '');
  if (METADATA_NAMES.has(name)) return { kind: 'name', name, cls: 'metadata' };
  if (name === 'localhost' || name.endsWith('.localhost') || name === 'localhost.localdomain') return { kind: 'name', name, cls: 'loopback' };
  return { kind: 'name', name, cls: null };
}

/** Whether an address (canonical, from parseAddress) lies in one of the CIDR ranges. */
export function inRanges(address: string, ranges: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][]): boolean {
  const a = ipaddr.parse(address);
  return ranges.some((r) => a.kind() === r[0].kind() && a.match(r));
}

/** CIDRs ("10.0.0.0/8", "fd12::/16", a bare address) from a comma-separated list; throws on a bad one. */
export function parseRanges(text: string): [ipaddr.IPv4 | ipaddr.IPv6, number][] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const cidr = s.includes('/') ? s : `${s}/${ipaddr.parse(s).kind() === 'ipv4' ? 32 : 128}`;
      if (!ipaddr.isValidCIDR(cidr)) throw new Error(`not a CIDR range: ${s}`);
      const [base, bits] = ipaddr.parseCIDR(cidr);
      // A mapped IPv6 range means its IPv4 range (addresses are compared in canonical form).
      if (base.kind() === 'ipv6' && (base as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) return [(base as ipaddr.IPv6).toIPv4Address(), bits - 96];
      return [base, bits];
    });
}
