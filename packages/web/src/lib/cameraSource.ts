import type { RequestOf } from '../api/operations';
import { CAMERA_TRANSPORTS, EXTERNAL_EVENT_TYPES, EXTERNAL_PROTOCOLS, INTERNAL_PROTOCOLS } from '@argus/contracts';

/**
 * The camera source form of spec section 5, as pure functions: the form's values (strings as
 * typed), the rules per field, the address built from the parts and the wire body.
 */
export type SourceValues = {
  protocol: string;
  host: string;
  port: string;
  username: string;
  password: string;
  path: string;
  transport: string;
  eventType: string;
  ptz: boolean;
};

export type SourceField = Exclude<keyof SourceValues, 'ptz'>;
/** Why a field is refused; the console words each rule. */
export type SourceRule = 'required' | 'protocol' | 'host' | 'number' | 'port' | 'pathSlash' | 'transport' | 'eventType';
export type SourceErrors = Partial<Record<SourceField, SourceRule>>;

export const EMPTY_SOURCE: SourceValues = {
  protocol: 'rtsp',
  host: '',
  port: '554',
  username: '',
  password: '',
  path: '/',
  transport: 'tcp',
  eventType: 'fr',
  ptz: false,
};

/** The usual port of each protocol, filled in when the protocol changes. */
export const DEFAULT_PORTS: Record<string, string> = { rtsp: '554', rtmp: '1935', hikvision: '80', dahua: '80' };

export const isInternal = (protocol: string) => (INTERNAL_PROTOCOLS as readonly string[]).includes(protocol);
export const isExternal = (protocol: string) => (EXTERNAL_PROTOCOLS as readonly string[]).includes(protocol);

const blank = (v: string) => v.trim() === '';
const HOST = /^[^\s/@?#]+$/;

/** Section 5: internal (rtsp, rtmp) and external (hikvision, dahua) rules. Empty result: valid. */
export function validateSource(v: SourceValues): SourceErrors {
  const e: SourceErrors = {};
  if (blank(v.protocol)) e.protocol = 'required';
  else if (!isInternal(v.protocol) && !isExternal(v.protocol)) e.protocol = 'protocol';
  if (blank(v.host)) e.host = 'required';
  else if (!HOST.test(v.host.trim())) e.host = 'host';
  if (blank(v.port)) e.port = 'required';
  else if (!/^\d+$/.test(v.port.trim())) e.port = 'number';
  else if (Number(v.port) < 1 || Number(v.port) > 65535) e.port = 'port';
  if (isInternal(v.protocol)) {
    // Username and password: each required only when the other is filled.
    if (!blank(v.username) && v.password === '') e.password = 'required';
    if (blank(v.username) && v.password !== '') e.username = 'required';
    if (blank(v.path)) e.path = 'required';
    else if (!v.path.startsWith('/')) e.path = 'pathSlash';
    if (blank(v.transport)) e.transport = 'required';
    else if (!(CAMERA_TRANSPORTS as readonly string[]).includes(v.transport)) e.transport = 'transport';
  } else if (isExternal(v.protocol)) {
    if (blank(v.username)) e.username = 'required';
    if (v.password === '') e.password = 'required';
    if (blank(v.eventType)) e.eventType = 'required';
    else if (!(EXTERNAL_EVENT_TYPES as readonly string[]).includes(v.eventType)) e.eventType = 'eventType';
  }
  return e;
}

/** The address built from the parts, without credentials: `rtsp://host:554/path`, `dahua://host:80`. */
export function buildAddress(v: Pick<SourceValues, 'protocol' | 'host' | 'port' | 'path'>): string {
  const raw = v.host.trim();
  const host = raw.includes(':') && !raw.startsWith('[') ? `[${raw}]` : raw;
  const port = /^\d+$/.test(v.port.trim()) ? String(Number(v.port)) : v.port.trim();
  const base = `${v.protocol}://${host}:${port}`;
  return isInternal(v.protocol) ? base + v.path : base;
}

/** completed when the built address is a valid URL with a host, else uncompleted (spec section 4). */
export function addressStatus(url: string): 'completed' | 'uncompleted' {
  try {
    return new URL(url).hostname ? 'completed' : 'uncompleted';
  } catch {
    return 'uncompleted';
  }
}

/** True when the stored address is not the one the stored parts build (shown as a mismatch error). */
export function addressMismatch(storedUrl: string | null | undefined, v: SourceValues): boolean {
  return !!storedUrl && buildAddress(v) !== storedUrl;
}

/** A camera's source body as the API takes it (POST /streams/verify, the camera's `source.body`). */
export type SourceBody = NonNullable<RequestOf<'/streams/verify', 'post'>['body']>;
type StreamBody = Extract<SourceBody, { path: string }>;
type VendorBody = Extract<SourceBody, { eventType: string }>;

/** The wire body (camelCase; the client snakifies) of valid values: validateSource has checked the choices. */
export function toSourceBody(v: SourceValues): SourceBody {
  const common = { host: v.host.trim(), port: Number(v.port) };
  if (isInternal(v.protocol)) {
    const creds = blank(v.username) ? {} : { username: v.username.trim(), password: v.password };
    return { ...common, ...creds, protocol: v.protocol as StreamBody['protocol'], path: v.path, transport: v.transport as StreamBody['transport'] };
  }
  return {
    ...common,
    protocol: v.protocol as VendorBody['protocol'],
    username: v.username.trim(),
    password: v.password,
    eventType: v.eventType as VendorBody['eventType'],
    ptz: v.ptz,
  };
}

/** Form values of a stored source body (the API never returns the password). */
export function fromSourceBody(body: Record<string, unknown> | null | undefined): SourceValues {
  if (!body) return { ...EMPTY_SOURCE };
  const s = (k: string, d = '') => (typeof body[k] === 'string' ? (body[k] as string) : typeof body[k] === 'number' ? String(body[k]) : d);
  return {
    protocol: s('protocol', 'rtsp'),
    host: s('host'),
    port: s('port'),
    username: s('username'),
    password: '',
    path: s('path', '/'),
    transport: s('transport', 'tcp'),
    eventType: s('eventType', 'fr'),
    ptz: body.ptz === true,
  };
}

/** Changing the protocol swaps the default port when the port was the previous protocol's default. */
export function withProtocol(v: SourceValues, protocol: string): SourceValues {
  const port = v.port === '' || v.port === DEFAULT_PORTS[v.protocol] ? (DEFAULT_PORTS[protocol] ?? v.port) : v.port;
  return { ...v, protocol, port };
}
