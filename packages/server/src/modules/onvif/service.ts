import type {
  OnvifDevice,
  OnvifImage,
  OnvifImageSetting,
  OnvifNetwork,
  OnvifNetworkInterface,
  OnvifStreamList,
  OnvifTicket,
  UpdateOnvifEncoder,
  UpdateOnvifNetwork,
} from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import type { OnvifClient } from './client';
import { openDevice, recordChange, visibleCamera } from './device';
import { presentEncoder, presentImage, presentInterface, tokenOf, withoutUserinfo } from './present';
import { issueTicket } from './ticket';
import { ticketSecret } from '../capacitygroups/repo';

/** Device information, network, streams, encoder, imaging and tickets (PTZ: ptz-service.ts). */

type Obj = Record<string, unknown>;

export async function device(ctx: AppContext, p: Principal, id: number): Promise<OnvifDevice> {
  const { device: d } = await openDevice(ctx, p, id);
  const info = (await d.call<Obj>('getDeviceInformation')) ?? {};
  const s = (k: string) => (typeof info[k] === 'string' || typeof info[k] === 'number' ? String(info[k]) : '');
  return {
    camera_id: id,
    manufacturer: s('manufacturer'),
    model: s('model'),
    firmware_version: s('firmwareVersion'),
    serial_number: s('serialNumber'),
    hardware_id: s('hardwareId'),
    services: d.services(),
  };
}

async function interfaces(d: OnvifClient): Promise<unknown[]> {
  const list = await d.call<unknown>('getNetworkInterfaces');
  return Array.isArray(list) ? list : list ? [list] : [];
}

export async function network(ctx: AppContext, p: Principal, id: number): Promise<OnvifNetwork> {
  const { device: d } = await openDevice(ctx, p, id);
  return { interfaces: (await interfaces(d)).map(presentInterface) };
}

export async function updateNetwork(ctx: AppContext, p: Principal, id: number, body: UpdateOnvifNetwork, meta: RequestMeta): Promise<OnvifNetwork> {
  const { camera, device: d } = await openDevice(ctx, p, id);
  const current = (await interfaces(d)).map(presentInterface).find((i) => i.token === body.token);
  if (!current) throw invalid({ token: 'names no network interface of the device' });
  const networkInterface: Obj = { enabled: body.enabled ?? current.enabled };
  const mtu = body.mtu ?? current.mtu;
  if (mtu !== null) networkInterface.MTU = mtu;
  if (body.ipv4) {
    const address = body.ipv4.address ?? current.ipv4?.address;
    const prefixLength = body.ipv4.prefix_length ?? current.ipv4?.prefix_length;
    if (!address || !prefixLength) throw invalid({ 'ipv4.address': 'is required: the interface has no IPv4 address' });
    networkInterface.IPv4 = {
      enabled: body.ipv4.enabled ?? current.ipv4?.enabled ?? true,
      DHCP: body.ipv4.dhcp ?? current.ipv4?.dhcp ?? false,
      manual: { address, prefixLength },
    };
  }
  const answer = await d.call<Obj>('setNetworkInterfaces', { interfaceToken: body.token, networkInterface });
  // A new address moves the device (and the library follows it): read back only when it stays put.
  const moved = body.ipv4?.address !== undefined && body.ipv4.address !== current.ipv4?.address;
  const after = moved
    ? [{ ...current, enabled: networkInterface.enabled as boolean, mtu, ipv4: applied(current, networkInterface) }]
    : (await interfaces(d)).map(presentInterface);
  await recordChange(ctx, p, camera, meta, 'onvif_update', 'network', { before: { ...current }, after: { ...body } });
  return { interfaces: after, reboot_needed: answer?.rebootNeeded === true };
}

function applied(current: OnvifNetworkInterface, sent: Obj): OnvifNetworkInterface['ipv4'] {
  const v4 = sent.IPv4 as { enabled: boolean; DHCP: boolean; manual: { address: string; prefixLength: number } } | undefined;
  return v4 ? { enabled: v4.enabled, dhcp: v4.DHCP, address: v4.manual.address, prefix_length: v4.manual.prefixLength } : current.ipv4;
}

export async function streams(ctx: AppContext, p: Principal, id: number): Promise<OnvifStreamList> {
  const { device: d } = await openDevice(ctx, p, id);
  const out: OnvifStreamList['streams'] = [];
  for (const profile of d.profiles()) {
    const p0 = profile as Obj;
    const profileToken = tokenOf(p0);
    const media = await d.call<Obj>('getStreamUri', { protocol: 'RTSP', profileToken });
    const uri = typeof media?.uri === 'string' ? withoutUserinfo(media.uri) : null;
    out.push({
      profile_token: profileToken,
      name: typeof p0.name === 'string' ? p0.name : profileToken,
      uri,
      encoder: p0.videoEncoderConfiguration ? presentEncoder(p0.videoEncoderConfiguration) : null,
    });
  }
  return { streams: out };
}

const escapeXml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function updateEncoder(ctx: AppContext, p: Principal, id: number, body: UpdateOnvifEncoder, meta: RequestMeta) {
  const { camera, device: d } = await openDevice(ctx, p, id);
  const raw = await d.call<Obj>('getVideoEncoderConfiguration', body.token);
  const current = presentEncoder(raw);
  const encoding = body.encoding ?? current.encoding;
  const width = body.width ?? current.width;
  const height = body.height ?? current.height;
  const rate = (raw.rateControl ?? {}) as Obj;
  const options: Obj = {
    token: body.token,
    ...(current.name ? { name: escapeXml(current.name) } : {}),
    encoding,
    ...(width && height ? { resolution: { width, height } } : {}),
    ...((body.quality ?? current.quality) !== null ? { quality: body.quality ?? current.quality } : {}),
    rateControl: {
      frameRateLimit: body.frame_rate ?? current.frame_rate ?? undefined,
      encodingInterval: rate.encodingInterval ?? undefined,
      bitrateLimit: body.bitrate ?? current.bitrate ?? undefined,
    },
    ...(encoding === 'H264'
      ? { H264: { govLength: body.gov_length ?? current.gov_length ?? undefined, profile: body.h264_profile ?? current.h264_profile ?? undefined } }
      : {}),
    ...(raw.multicast ? { multicast: raw.multicast } : {}),
    ...(typeof raw.sessionTimeout === 'string' ? { sessionTimeout: raw.sessionTimeout } : {}),
  };
  const updated = presentEncoder(await d.call('setVideoEncoderConfiguration', options));
  await recordChange(ctx, p, camera, meta, 'onvif_update', 'stream.encoder', { before: { ...current }, after: { ...updated } });
  return updated;
}

/** Our setting names → the library's ImagingSettings keys (saturation is ColorSaturation in ONVIF). */
const IMAGING_KEYS: Record<OnvifImageSetting, string> = {
  brightness: 'brightness',
  contrast: 'contrast',
  saturation: 'colorSaturation',
  sharpness: 'sharpness',
};

async function readImage(d: OnvifClient): Promise<OnvifImage> {
  if (!d.services().imaging) throw new ApiError('onvif_not_supported', 'The ONVIF device offers no imaging service');
  const token = d.activeSource().sourceToken;
  const settings = await d.call('getImagingSettings', { token });
  let options: unknown = {};
  try {
    options = await d.call('getVideoSourceOptions', { token });
  } catch (err) {
    // GetOptions is optional on some devices: the ranges stay unknown and the device judges values.
    if (!(err instanceof ApiError) || (err.type !== 'onvif_not_supported' && err.type !== 'onvif_fault')) throw err;
  }
  return presentImage(token, settings, options);
}

export async function image(ctx: AppContext, p: Principal, id: number): Promise<OnvifImage> {
  const { device: d } = await openDevice(ctx, p, id);
  return readImage(d);
}

export async function updateImage(
  ctx: AppContext,
  p: Principal,
  id: number,
  setting: OnvifImageSetting,
  value: number,
  meta: RequestMeta,
): Promise<OnvifImage> {
  const { camera, device: d } = await openDevice(ctx, p, id);
  const before = await readImage(d);
  const range = before.ranges[setting];
  if (range && (value < range.min || value > range.max)) throw invalid({ value: `must be between ${range.min} and ${range.max}` });
  // The library leaves out falsy values: 0 must go as the string '0'.
  await d.call('setImagingSettings', { token: before.video_source_token, [IMAGING_KEYS[setting]]: String(value) });
  const after = await readImage(d);
  await recordChange(ctx, p, camera, meta, 'onvif_update', `image.${setting}`, {
    before: { [setting]: before[setting] },
    after: { [setting]: after[setting] },
  });
  return after;
}

export async function ticket(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<OnvifTicket> {
  const camera = await visibleCamera(ctx, p, id);
  const secret = await ticketSecret(ctx.db, camera.capacitygroup_token);
  if (!secret) throw new ApiError('internal_error', 'The camera has no capacity group');
  const ttl = ctx.config.public.ticket_ttl;
  const { ticket: value, claims } = issueTicket(
    { cam: camera.id, org: camera.organization_id, usr: p.userId, cg: camera.capacitygroup_token },
    secret,
    ctx.clock(),
    ttl,
  );
  await recordChange(ctx, p, camera, meta, 'ticket_create', 'ticket', { after: { expires_at: new Date(claims.exp).toISOString() } });
  return { ticket: value, camera_id: camera.id, capacitygroup_token: camera.capacitygroup_token, expires_at: new Date(claims.exp).toISOString(), ttl };
}
