import { EXTERNAL_EVENT_TYPES, CAMERA_TRANSPORTS, type CameraSourceBody } from '@argus/contracts';
import { refusedHost, type OutboundPolicy } from '@argus/outbound';
import Type from 'typebox';
import { invalid } from '../../http/errors';

/**
 * Camera sources, section 5 of the spec, checked on the server with one message per field (the
 * route's schema is deliberately loose so that these messages, not schema noise, come back):
 * - rtsp and rtmp are internal: protocol, host, port (a number), path (beginning with "/") and
 *   transport required; username and password each required when the other is filled.
 * - hikvision and dahua are external: protocol, host, port, username, password required; event
 *   type fr or lpr.
 * - The address built from the parts (without credentials) must equal `source.url` when the
 *   client sends one, else a mismatch error on `source.url`.
 */
const str = Type.Optional(Type.String({ maxLength: 2048 }));
export const LooseSourceBodySchema = Type.Object(
  {
    protocol: str,
    host: str,
    port: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 16 })])),
    username: str,
    password: str,
    path: str,
    transport: str,
    event_type: str,
    ptz: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LooseSourceBody = Type.Static<typeof LooseSourceBodySchema>;
export const LooseSourceInputSchema = Type.Object(
  { url: Type.Optional(Type.String({ maxLength: 2048 })), body: LooseSourceBodySchema },
  { additionalProperties: false },
);

const INTERNAL = ['rtsp', 'rtmp'];
const EXTERNAL = ['hikvision', 'dahua'];
const HOST = /^[^\s/@?#]+$/;

/** The address of a source without credentials: `rtsp://host:554/path`, `dahua://host:80`. */
export function buildUrl(body: CameraSourceBody): string {
  const host = body.host.includes(':') && !body.host.startsWith('[') ? `[${body.host}]` : body.host;
  const base = `${body.protocol}://${host}:${body.port}`;
  return 'path' in body ? base + body.path : base;
}

/** completed when the built address is a valid URL. */
export function addressStatus(url: string): 'completed' | 'uncompleted' {
  try {
    const u = new URL(url);
    return u.hostname ? 'completed' : 'uncompleted';
  } catch {
    return 'uncompleted';
  }
}

/** The address with credentials, for the machines that pull the stream. */
export function urlWithCredentials(body: CameraSourceBody): string {
  const url = buildUrl(body);
  if (!body.username) return url;
  const auth = `${encodeURIComponent(body.username)}:${encodeURIComponent(body.password ?? '')}@`;
  return url.replace('://', `://${auth}`);
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function checkSource(input: { url?: string; body: LooseSourceBody }, prefix = 'source'): { body: CameraSourceBody; url: string } {
  const b = input.body;
  const at = (field: string) => `${prefix}.body.${field}`;
  const errors: Record<string, string> = {};
  const internal = INTERNAL.includes(b.protocol ?? '');
  const external = EXTERNAL.includes(b.protocol ?? '');
  if (blank(b.protocol)) errors[at('protocol')] = 'is required';
  else if (!internal && !external) errors[at('protocol')] = 'must be rtsp, rtmp (internal) or hikvision, dahua (external)';
  if (blank(b.host)) errors[at('host')] = 'is required';
  else if (!HOST.test(String(b.host)) || String(b.host).length > 253) errors[at('host')] = 'must be a host name or IP address';
  const port = typeof b.port === 'string' && /^\d+$/.test(b.port.trim()) ? Number(b.port) : b.port;
  if (blank(b.port)) errors[at('port')] = 'is required';
  else if (typeof port !== 'number' || !Number.isInteger(port)) errors[at('port')] = 'must be a number';
  else if (port < 1 || port > 65535) errors[at('port')] = 'must be between 1 and 65535';
  if (internal) {
    if (!blank(b.username) && blank(b.password)) errors[at('password')] = 'is required when the username is filled';
    if (blank(b.username) && !blank(b.password)) errors[at('username')] = 'is required when the password is filled';
    if (blank(b.path)) errors[at('path')] = 'is required';
    else if (!String(b.path).startsWith('/')) errors[at('path')] = 'must begin with "/"';
    if (blank(b.transport)) errors[at('transport')] = 'is required';
    else if (!(CAMERA_TRANSPORTS as readonly string[]).includes(String(b.transport))) errors[at('transport')] = 'must be tcp or udp';
    if (b.event_type !== undefined) errors[at('event_type')] = 'is not a field of an internal source';
    if (b.ptz !== undefined) errors[at('ptz')] = 'is not a field of an internal source';
  }
  if (external) {
    if (blank(b.username)) errors[at('username')] = 'is required';
    if (blank(b.password)) errors[at('password')] = 'is required';
    if (blank(b.event_type)) errors[at('event_type')] = 'is required';
    else if (!(EXTERNAL_EVENT_TYPES as readonly string[]).includes(String(b.event_type))) errors[at('event_type')] = 'must be fr or lpr';
    if (b.path !== undefined) errors[at('path')] = 'is not a field of an external source';
    if (b.transport !== undefined) errors[at('transport')] = 'is not a field of an external source';
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const creds = blank(b.username) ? {} : { username: String(b.username), password: String(b.password) };
  const body = (
    internal
      ? { protocol: b.protocol, host: b.host, port, ...creds, path: b.path, transport: b.transport }
      : { protocol: b.protocol, host: b.host, port, ...creds, event_type: b.event_type, ptz: b.ptz ?? false }
  ) as CameraSourceBody;
  const url = buildUrl(body);
  if (input.url !== undefined && input.url !== url) {
    throw invalid({ [`${prefix}.url`]: `does not match the address built from the source (${url})` });
  }
  return { body, url };
}

/**
 * The outbound guard on what a camera names (its source, its ONVIF device) when it is saved: an
 * address in any spelling, or a loopback or metadata name, that the media service, the edge or
 * this server must not connect to is refused here with the field; other names are checked on what
 * they resolve to when connected to.
 */
export function checkReach(policy: OutboundPolicy, source: { body: CameraSourceBody } | null, onvif: unknown, prefix = 'source'): void {
  const errors: Record<string, string> = {};
  if (source) {
    const why = refusedHost('camera', source.body.host, source.body.port, policy);
    if (why) errors[`${prefix}.body.host`] = why;
  }
  const o = onvif as { host?: unknown; port?: unknown } | null | undefined;
  if (o && typeof o.host === 'string' && o.host) {
    const why = refusedHost('onvif', o.host, typeof o.port === 'number' ? o.port : null, policy);
    if (why) errors['onvif.host'] = why;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
