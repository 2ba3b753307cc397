import type { DeviceState, EncoderConfig, Range, Vector } from './onvif-simulator-state';
import { child, escapeXml as e, num, numberOf, textOf, type XmlNode } from './onvif-xml';

/**
 * The operations of the ONVIF device simulator, one function per WSDL operation, each answering
 * the inner XML of the SOAP body (the `...Response` element) or throwing a SoapFault. Element
 * names, namespaces and the order of elements follow the ONVIF WSDLs and the tt: schema.
 */

export const NS = {
  env: 'http://www.w3.org/2003/05/soap-envelope',
  tds: 'http://www.onvif.org/ver10/device/wsdl',
  trt: 'http://www.onvif.org/ver10/media/wsdl',
  timg: 'http://www.onvif.org/ver20/imaging/wsdl',
  tptz: 'http://www.onvif.org/ver20/ptz/wsdl',
  tt: 'http://www.onvif.org/ver10/schema',
  ter: 'http://www.onvif.org/ver10/error',
} as const;

export class SoapFault extends Error {
  constructor(
    readonly code: 'Sender' | 'Receiver',
    readonly subcodes: string[],
    reason: string,
  ) {
    super(reason);
  }
}

const invalidArg = (subcode: string, reason: string) => new SoapFault('Sender', ['ter:InvalidArgVal', `ter:${subcode}`], reason);

export interface OpContext {
  state: DeviceState;
  /** The operation element of the request body. */
  op: XmlNode;
  /** host:port the client used, for XAddrs and stream URIs. */
  host: string;
  ptz: boolean;
}

type Op = (c: OpContext) => string;

const tt = (name: string, value: string | number | boolean) => `<tt:${name}>${typeof value === 'number' ? num(value) : e(String(value))}</tt:${name}>`;
const range = (name: string, r: Range) => `<tt:${name}><tt:Min>${num(r.min)}</tt:Min><tt:Max>${num(r.max)}</tt:Max></tt:${name}>`;

function required(op: XmlNode, name: string): string {
  const value = textOf(op, name);
  if (!value) throw new SoapFault('Sender', ['ter:InvalidArgVal'], `${name} is required`);
  return value;
}

function parseNumber(node: XmlNode | undefined, name: string, fallback: number): number {
  const n = numberOf(node, name);
  if (n === undefined) return fallback;
  if (Number.isNaN(n)) throw new SoapFault('Sender', ['ter:InvalidArgVal'], `${name} is not a number`);
  return n;
}

function parseBool(text: string | undefined, fallback: boolean): boolean {
  if (text === undefined) return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new SoapFault('Sender', ['ter:InvalidArgVal'], `"${text}" is not a boolean`);
}

// --- Device service (tds) ---

function services(c: OpContext): { ns: string; path: string }[] {
  const list: { ns: string; path: string }[] = [
    { ns: NS.tds, path: '/onvif/device_service' },
    { ns: NS.trt, path: '/onvif/media_service' },
    { ns: NS.timg, path: '/onvif/imaging_service' },
  ];
  if (c.ptz) list.push({ ns: NS.tptz, path: '/onvif/ptz_service' });
  return list;
}

const device: Record<string, Op> = {
  GetSystemDateAndTime: () => {
    const d = new Date();
    return (
      '<tds:GetSystemDateAndTimeResponse><tds:SystemDateAndTime>' +
      '<tt:DateTimeType>Manual</tt:DateTimeType><tt:DaylightSavings>false</tt:DaylightSavings>' +
      '<tt:TimeZone><tt:TZ>UTC0</tt:TZ></tt:TimeZone><tt:UTCDateTime>' +
      `<tt:Time><tt:Hour>${d.getUTCHours()}</tt:Hour><tt:Minute>${d.getUTCMinutes()}</tt:Minute><tt:Second>${d.getUTCSeconds()}</tt:Second></tt:Time>` +
      `<tt:Date><tt:Year>${d.getUTCFullYear()}</tt:Year><tt:Month>${d.getUTCMonth() + 1}</tt:Month><tt:Day>${d.getUTCDate()}</tt:Day></tt:Date>` +
      '</tt:UTCDateTime></tds:SystemDateAndTime></tds:GetSystemDateAndTimeResponse>'
    );
  },
  GetServices: (c) =>
    '<tds:GetServicesResponse>' +
    services(c)
      .map(
        (s) =>
          `<tds:Service><tds:Namespace>${s.ns}</tds:Namespace><tds:XAddr>http://${e(c.host)}${s.path}</tds:XAddr><tds:Version><tt:Major>2</tt:Major><tt:Minor>60</tt:Minor></tds:Version></tds:Service>`,
      )
      .join('') +
    '</tds:GetServicesResponse>',
  GetCapabilities: (c) => {
    const x = (path: string) => `<tt:XAddr>http://${e(c.host)}${path}</tt:XAddr>`;
    return (
      '<tds:GetCapabilitiesResponse><tds:Capabilities>' +
      `<tt:Device>${x('/onvif/device_service')}</tt:Device>` +
      `<tt:Imaging>${x('/onvif/imaging_service')}</tt:Imaging>` +
      `<tt:Media>${x('/onvif/media_service')}<tt:StreamingCapabilities><tt:RTPMulticast>false</tt:RTPMulticast><tt:RTP_TCP>true</tt:RTP_TCP><tt:RTP_RTSP_TCP>true</tt:RTP_RTSP_TCP></tt:StreamingCapabilities></tt:Media>` +
      (c.ptz ? `<tt:PTZ>${x('/onvif/ptz_service')}</tt:PTZ>` : '') +
      '</tds:Capabilities></tds:GetCapabilitiesResponse>'
    );
  },
  GetDeviceInformation: ({ state: { info } }) =>
    '<tds:GetDeviceInformationResponse>' +
    `<tds:Manufacturer>${e(info.manufacturer)}</tds:Manufacturer><tds:Model>${e(info.model)}</tds:Model>` +
    `<tds:FirmwareVersion>${e(info.firmwareVersion)}</tds:FirmwareVersion><tds:SerialNumber>${e(info.serialNumber)}</tds:SerialNumber>` +
    `<tds:HardwareId>${e(info.hardwareId)}</tds:HardwareId></tds:GetDeviceInformationResponse>`,
  GetNetworkInterfaces: ({ state }) =>
    '<tds:GetNetworkInterfacesResponse>' +
    state.network
      .map(
        (n) =>
          `<tds:NetworkInterfaces token="${e(n.token)}">${tt('Enabled', n.enabled)}` +
          `<tt:Info>${tt('Name', n.name)}${tt('HwAddress', n.hwAddress)}${tt('MTU', n.mtu)}</tt:Info>` +
          `<tt:IPv4>${tt('Enabled', n.ipv4.enabled)}<tt:Config>` +
          (n.ipv4.dhcp
            ? `<tt:FromDHCP>${tt('Address', n.ipv4.address)}${tt('PrefixLength', n.ipv4.prefixLength)}</tt:FromDHCP>`
            : `<tt:Manual>${tt('Address', n.ipv4.address)}${tt('PrefixLength', n.ipv4.prefixLength)}</tt:Manual>`) +
          `${tt('DHCP', n.ipv4.dhcp)}</tt:Config></tt:IPv4></tds:NetworkInterfaces>`,
      )
      .join('') +
    '</tds:GetNetworkInterfacesResponse>',
  SetNetworkInterfaces: ({ state, op }) => {
    const token = required(op, 'InterfaceToken');
    const target = state.network.find((n) => n.token === token);
    if (!target) throw invalidArg('InvalidNetworkInterface', `No network interface ${token}`);
    const ni = child(op, 'NetworkInterface');
    if (!ni) throw new SoapFault('Sender', ['ter:InvalidArgVal'], 'NetworkInterface is required');
    const enabled = parseBool(textOf(ni, 'Enabled'), target.enabled);
    const mtu = parseNumber(ni, 'MTU', target.mtu);
    if (!Number.isInteger(mtu) || mtu < 576 || mtu > 9000) throw invalidArg('InvalidMtuValue', `MTU ${mtu} is out of range`);
    const v4 = child(ni, 'IPv4');
    const next = { ...target.ipv4 };
    if (v4) {
      next.enabled = parseBool(textOf(v4, 'Enabled'), next.enabled);
      next.dhcp = parseBool(textOf(v4, 'DHCP'), next.dhcp);
      const address = textOf(v4, 'Manual', 'Address');
      if (address !== undefined) {
        if (!/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(address) || address.split('.').some((p) => Number(p) > 255)) {
          throw invalidArg('InvalidIPv4Address', `${address} is not an IPv4 address`);
        }
        next.address = address;
      }
      const prefix = parseNumber(child(v4, 'Manual'), 'PrefixLength', next.prefixLength);
      if (!Number.isInteger(prefix) || prefix < 1 || prefix > 32) throw invalidArg('InvalidIPv4Address', `Prefix length ${prefix} is out of range`);
      next.prefixLength = prefix;
    }
    Object.assign(target, { enabled, mtu, ipv4: next });
    return '<tds:SetNetworkInterfacesResponse><tds:RebootNeeded>false</tds:RebootNeeded></tds:SetNetworkInterfacesResponse>';
  },
};

// --- Media service (trt) ---

function encoderXml(v: EncoderConfig, element: string): string {
  return (
    `<${element} token="${e(v.token)}">${tt('Name', v.name)}${tt('UseCount', 1)}${tt('Encoding', v.encoding)}` +
    `<tt:Resolution>${tt('Width', v.width)}${tt('Height', v.height)}</tt:Resolution>${tt('Quality', v.quality)}` +
    `<tt:RateControl>${tt('FrameRateLimit', v.frameRate)}${tt('EncodingInterval', v.encodingInterval)}${tt('BitrateLimit', v.bitrate)}</tt:RateControl>` +
    `<tt:H264>${tt('GovLength', v.govLength)}${tt('H264Profile', v.h264Profile)}</tt:H264>` +
    `<tt:Multicast><tt:Address><tt:Type>IPv4</tt:Type><tt:IPv4Address>0.0.0.0</tt:IPv4Address></tt:Address>${tt('Port', 0)}${tt('TTL', 1)}${tt('AutoStart', false)}</tt:Multicast>` +
    `${tt('SessionTimeout', 'PT60S')}</${element}>`
  );
}

function encoder(state: DeviceState, token: string): EncoderConfig {
  const found = state.encoders.find((v) => v.token === token);
  if (!found) throw invalidArg('NoConfig', `No video encoder configuration ${token}`);
  return found;
}

function profile(state: DeviceState, op: XmlNode) {
  const token = required(op, 'ProfileToken');
  const found = state.profiles.find((p) => p.token === token);
  if (!found) throw invalidArg('NoProfile', `No profile ${token}`);
  return found;
}

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isFinite(value) || value < min || value > max)
    throw new SoapFault('Sender', ['ter:InvalidArgVal', 'ter:ConfigModify'], `${name} ${value} is outside ${min}..${max}`);
}

const media: Record<string, Op> = {
  GetProfiles: ({ state, ptz }) =>
    '<trt:GetProfilesResponse>' +
    state.profiles
      .map(
        (p) =>
          `<trt:Profiles token="${e(p.token)}" fixed="true">${tt('Name', p.name)}` +
          `<tt:VideoSourceConfiguration token="vsc_1">${tt('Name', 'Video source')}${tt('UseCount', state.profiles.length)}${tt('SourceToken', state.videoSourceToken)}` +
          '<tt:Bounds x="0" y="0" width="1920" height="1080"/></tt:VideoSourceConfiguration>' +
          encoderXml(encoder(state, p.encoderToken), 'tt:VideoEncoderConfiguration') +
          (ptz
            ? `<tt:PTZConfiguration token="ptz_cfg">${tt('Name', 'PTZ')}${tt('UseCount', state.profiles.length)}${tt('NodeToken', 'ptz_node')}</tt:PTZConfiguration>`
            : '') +
          '</trt:Profiles>',
      )
      .join('') +
    '</trt:GetProfilesResponse>',
  GetVideoSources: ({ state }) =>
    `<trt:GetVideoSourcesResponse><trt:VideoSources token="${e(state.videoSourceToken)}">${tt('Framerate', 25)}` +
    '<tt:Resolution><tt:Width>1920</tt:Width><tt:Height>1080</tt:Height></tt:Resolution></trt:VideoSources></trt:GetVideoSourcesResponse>',
  GetStreamUri: ({ state, op, host }) => {
    const p = profile(state, op);
    const protocol = textOf(op, 'StreamSetup', 'Transport', 'Protocol') ?? '';
    if (!['RTSP', 'UDP', 'TCP', 'HTTP'].includes(protocol)) throw invalidArg('InvalidStreamSetup', `Transport protocol ${protocol} is not supported`);
    const hostname = host.replace(/:\d+$/, '');
    return (
      `<trt:GetStreamUriResponse><trt:MediaUri>${tt('Uri', `rtsp://${hostname}:554${p.streamPath}`)}` +
      `${tt('InvalidAfterConnect', false)}${tt('InvalidAfterReboot', false)}${tt('Timeout', 'PT0S')}</trt:MediaUri></trt:GetStreamUriResponse>`
    );
  },
  GetVideoEncoderConfigurations: ({ state }) =>
    `<trt:GetVideoEncoderConfigurationsResponse>${state.encoders.map((v) => encoderXml(v, 'trt:Configurations')).join('')}</trt:GetVideoEncoderConfigurationsResponse>`,
  GetVideoEncoderConfiguration: ({ state, op }) =>
    `<trt:GetVideoEncoderConfigurationResponse>${encoderXml(encoder(state, required(op, 'ConfigurationToken')), 'trt:Configuration')}</trt:GetVideoEncoderConfigurationResponse>`,
  SetVideoEncoderConfiguration: ({ state, op }) => {
    const cfg = child(op, 'Configuration');
    const target = encoder(state, cfg?.attrs.token ?? '');
    const encoding = textOf(cfg, 'Encoding') ?? target.encoding;
    if (encoding !== 'H264' && encoding !== 'JPEG' && encoding !== 'MPEG4')
      throw new SoapFault('Sender', ['ter:InvalidArgVal', 'ter:ConfigModify'], `Encoding ${encoding} is not supported`);
    const width = parseNumber(child(cfg, 'Resolution'), 'Width', target.width);
    const height = parseNumber(child(cfg, 'Resolution'), 'Height', target.height);
    if (!state.resolutions.some((r) => r.width === width && r.height === height)) {
      throw new SoapFault('Sender', ['ter:InvalidArgVal', 'ter:ConfigModify'], `Resolution ${width}x${height} is not supported`);
    }
    const quality = parseNumber(cfg, 'Quality', target.quality);
    checkRange('Quality', quality, 1, 100);
    const rate = child(cfg, 'RateControl');
    const frameRate = parseNumber(rate, 'FrameRateLimit', target.frameRate);
    checkRange('FrameRateLimit', frameRate, 1, 30);
    const encodingInterval = parseNumber(rate, 'EncodingInterval', target.encodingInterval);
    const bitrate = parseNumber(rate, 'BitrateLimit', target.bitrate);
    checkRange('BitrateLimit', bitrate, 64, 16384);
    const h264 = child(cfg, 'H264');
    const govLength = parseNumber(h264, 'GovLength', target.govLength);
    checkRange('GovLength', govLength, 1, 300);
    const h264Profile = textOf(h264, 'H264Profile') ?? target.h264Profile;
    if (!['Baseline', 'Main', 'Extended', 'High'].includes(h264Profile))
      throw new SoapFault('Sender', ['ter:InvalidArgVal', 'ter:ConfigModify'], `H264Profile ${h264Profile} is not supported`);
    const name = textOf(cfg, 'Name') ?? target.name;
    Object.assign(target, { name, encoding, width, height, quality, frameRate, encodingInterval, bitrate, govLength, h264Profile });
    return '<trt:SetVideoEncoderConfigurationResponse/>';
  },
};

// --- Imaging service (timg) ---

const IMAGING_FIELDS = [
  ['Brightness', 'brightness'],
  ['ColorSaturation', 'saturation'],
  ['Contrast', 'contrast'],
  ['Sharpness', 'sharpness'],
] as const;

function videoSource(state: DeviceState, op: XmlNode): void {
  const token = required(op, 'VideoSourceToken');
  if (token !== state.videoSourceToken) throw invalidArg('NoSource', `No video source ${token}`);
}

const imaging: Record<string, Op> = {
  GetImagingSettings: ({ state, op }) => {
    videoSource(state, op);
    return `<timg:GetImagingSettingsResponse><timg:ImagingSettings>${IMAGING_FIELDS.map(([el, key]) => tt(el, state.imaging[key])).join('')}</timg:ImagingSettings></timg:GetImagingSettingsResponse>`;
  },
  SetImagingSettings: ({ state, op }) => {
    videoSource(state, op);
    const settings = child(op, 'ImagingSettings');
    if (!settings) throw new SoapFault('Sender', ['ter:InvalidArgVal'], 'ImagingSettings is required');
    const next = { ...state.imaging };
    for (const [el, key] of IMAGING_FIELDS) {
      const value = parseNumber(settings, el, next[key]);
      const r = state.imagingRanges[key];
      if (value < r.min || value > r.max || Number.isNaN(value)) throw invalidArg('SettingsInvalid', `${el} ${value} is outside ${r.min}..${r.max}`);
      next[key] = value;
    }
    state.imaging = next;
    return '<timg:SetImagingSettingsResponse/>';
  },
  GetOptions: ({ state, op }) => {
    videoSource(state, op);
    return `<timg:GetOptionsResponse><timg:ImagingOptions>${IMAGING_FIELDS.map(([el, key]) => range(el, state.imagingRanges[key])).join('')}</timg:ImagingOptions></timg:GetOptionsResponse>`;
  },
};

// --- PTZ service (tptz) ---

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A tt:PTZVector (or tt:PTZSpeed) of the request: PanTilt x/y attributes and Zoom x. */
export function vectorOf(node: XmlNode | undefined): Partial<Vector> {
  const pt = child(node, 'PanTilt');
  const z = child(node, 'Zoom');
  const out: Partial<Vector> = {};
  const read = (n: XmlNode | undefined, attr: string) => {
    const raw = n?.attrs[attr];
    if (raw === undefined) return undefined;
    const v = Number(raw);
    if (!Number.isFinite(v)) throw new SoapFault('Sender', ['ter:InvalidArgVal'], `${attr}="${raw}" is not a number`);
    return v;
  };
  const x = read(pt, 'x');
  const y = read(pt, 'y');
  const zoom = read(z, 'x');
  if (x !== undefined) out.x = x;
  if (y !== undefined) out.y = y;
  if (zoom !== undefined) out.zoom = zoom;
  return out;
}

function within(v: Partial<Vector>, panTilt: Range, zoom: Range, subcode: string): void {
  for (const axis of ['x', 'y'] as const) {
    const value = v[axis];
    if (value !== undefined && (value < panTilt.min || value > panTilt.max)) throw invalidArg(subcode, `${axis} ${value} is outside the generic space`);
  }
  if (v.zoom !== undefined && (v.zoom < zoom.min || v.zoom > zoom.max)) throw invalidArg(subcode, `zoom ${v.zoom} is outside the generic space`);
}

const statusXml = (state: DeviceState) => {
  const p = state.ptz.position;
  const move = state.ptz.moving ? 'MOVING' : 'IDLE';
  return (
    '<tptz:GetStatusResponse><tptz:PTZStatus><tt:Position>' +
    `<tt:PanTilt x="${num(p.x)}" y="${num(p.y)}" space="http://www.onvif.org/ver10/tptz/PanTiltSpaces/PositionGenericSpace"/>` +
    `<tt:Zoom x="${num(p.zoom)}" space="http://www.onvif.org/ver10/tptz/ZoomSpaces/PositionGenericSpace"/>` +
    `</tt:Position><tt:MoveStatus>${tt('PanTilt', move)}${tt('Zoom', move)}</tt:MoveStatus>` +
    `${tt('UtcTime', new Date().toISOString().replace(/\.\d+Z$/, 'Z'))}</tptz:PTZStatus></tptz:GetStatusResponse>`
  );
};

const UNIT: Range = { min: -1, max: 1 };
const ZOOM_POSITION: Range = { min: 0, max: 1 };

const ptz: Record<string, Op> = {
  GetStatus: ({ state, op }) => {
    profile(state, op);
    return statusXml(state);
  },
  AbsoluteMove: ({ state, op }) => {
    profile(state, op);
    const to = vectorOf(child(op, 'Position'));
    within(to, UNIT, ZOOM_POSITION, 'InvalidPosition');
    state.ptz.position = { ...state.ptz.position, ...to };
    return '<tptz:AbsoluteMoveResponse/>';
  },
  RelativeMove: ({ state, op }) => {
    profile(state, op);
    const by = vectorOf(child(op, 'Translation'));
    within(by, UNIT, UNIT, 'InvalidTranslation');
    const p = state.ptz.position;
    state.ptz.position = { x: clamp(p.x + (by.x ?? 0), -1, 1), y: clamp(p.y + (by.y ?? 0), -1, 1), zoom: clamp(p.zoom + (by.zoom ?? 0), 0, 1) };
    return '<tptz:RelativeMoveResponse/>';
  },
  ContinuousMove: ({ state, op }) => {
    profile(state, op);
    const v = vectorOf(child(op, 'Velocity'));
    within(v, UNIT, UNIT, 'InvalidVelocity');
    state.ptz.velocity = { x: v.x ?? 0, y: v.y ?? 0, zoom: v.zoom ?? 0 };
    state.ptz.moving = true;
    return '<tptz:ContinuousMoveResponse/>';
  },
  Stop: ({ state, op }) => {
    profile(state, op);
    state.ptz.velocity = { x: 0, y: 0, zoom: 0 };
    state.ptz.moving = false;
    return '<tptz:StopResponse/>';
  },
  GotoHomePosition: ({ state, op }) => {
    profile(state, op);
    state.ptz.position = { ...state.ptz.home };
    return '<tptz:GotoHomePositionResponse/>';
  },
  SetHomePosition: ({ state, op }) => {
    profile(state, op);
    state.ptz.home = { ...state.ptz.position };
    return '<tptz:SetHomePositionResponse/>';
  },
};

/** Service path → namespace of its operations and the operations. */
export const SERVICES: Record<string, { ns: string; ops: Record<string, Op>; ptzOnly?: boolean }> = {
  '/onvif/device_service': { ns: NS.tds, ops: device },
  '/onvif/media_service': { ns: NS.trt, ops: media },
  '/onvif/imaging_service': { ns: NS.timg, ops: imaging },
  '/onvif/ptz_service': { ns: NS.tptz, ops: ptz, ptzOnly: true },
};

/** Operations every client may call before it authenticates (ONVIF Core, access class PRE_AUTH). */
export const PRE_AUTH = new Set(['GetSystemDateAndTime']);
