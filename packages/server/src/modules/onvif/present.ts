import type { OnvifEncoder, OnvifImage, OnvifNetworkInterface, OnvifPtzStatus } from '@argus/contracts';

/**
 * From the library's parsed SOAP answers (xml2js through its `linerase`: single elements are
 * objects, repeated ones arrays, attributes under `$`, numbers and booleans converted) to our
 * wire shapes. Devices differ: every field is read defensively.
 */

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {});
const first = (v: unknown): Obj => obj(Array.isArray(v) ? v[0] : v);
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
const intOrNull = (v: unknown): number | null => {
  const n = numOrNull(v);
  return n === null ? null : Math.round(n);
};
const bool = (v: unknown): boolean => v === true || v === 'true' || v === 1;

export const tokenOf = (v: unknown): string => str(obj(obj(v).$).token);

export function presentInterface(raw: unknown): OnvifNetworkInterface {
  const ni = obj(raw);
  const info = obj(ni.info);
  const v4 = obj(ni.IPv4);
  const config = obj(v4.config);
  const dhcp = bool(config.DHCP);
  const address = first(dhcp ? (config.fromDHCP ?? config.manual) : (config.manual ?? config.fromDHCP));
  return {
    token: tokenOf(ni),
    name: str(info.name),
    hw_address: str(info.hwAddress),
    enabled: bool(ni.enabled),
    mtu: intOrNull(info.MTU),
    ipv4:
      ni.IPv4 === undefined ? null : { enabled: bool(v4.enabled), dhcp, address: str(address.address) || null, prefix_length: intOrNull(address.prefixLength) },
  };
}

export function presentEncoder(raw: unknown): OnvifEncoder {
  const v = obj(raw);
  const resolution = obj(v.resolution);
  const rate = obj(v.rateControl);
  const h264 = obj(v.H264);
  return {
    token: tokenOf(v),
    name: str(v.name),
    encoding: str(v.encoding),
    width: intOrNull(resolution.width),
    height: intOrNull(resolution.height),
    quality: numOrNull(v.quality),
    frame_rate: numOrNull(rate.frameRateLimit),
    bitrate: intOrNull(rate.bitrateLimit),
    gov_length: intOrNull(h264.govLength),
    h264_profile: str(h264.H264Profile) || null,
  };
}

/** A stream address without any credentials the device may have put into it. */
export function withoutUserinfo(uri: string): string {
  return uri.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}

const range = (v: unknown) => {
  const r = obj(v);
  const min = numOrNull(r.min);
  const max = numOrNull(r.max);
  return min === null || max === null ? null : { min, max };
};

export function presentImage(sourceToken: string, settings: unknown, options: unknown): OnvifImage {
  const s = obj(settings);
  const o = obj(options);
  return {
    video_source_token: sourceToken,
    brightness: numOrNull(s.brightness),
    contrast: numOrNull(s.contrast),
    saturation: numOrNull(s.colorSaturation),
    sharpness: numOrNull(s.sharpness),
    ranges: { brightness: range(o.brightness), contrast: range(o.contrast), saturation: range(o.colorSaturation), sharpness: range(o.sharpness) },
  };
}

export function presentPtzStatus(raw: unknown, limits: OnvifPtzStatus['limits']): OnvifPtzStatus {
  const s = obj(raw);
  const position = obj(s.position);
  const move = obj(s.moveStatus);
  const time = s.utcTime instanceof Date ? s.utcTime.toISOString() : str(s.utcTime) || null;
  return {
    position: { x: numOrNull(position.x) ?? 0, y: numOrNull(position.y) ?? 0, zoom: numOrNull(position.zoom) ?? 0 },
    move_status: { pan_tilt: str(move.panTilt) || null, zoom: str(move.zoom) || null },
    utc_time: time,
    limits,
  };
}
