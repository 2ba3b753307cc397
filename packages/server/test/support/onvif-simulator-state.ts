/** The state an ONVIF device simulator keeps between calls, and its defaults. */

export interface Range {
  min: number;
  max: number;
}

export interface EncoderConfig {
  token: string;
  name: string;
  encoding: 'JPEG' | 'MPEG4' | 'H264';
  width: number;
  height: number;
  quality: number;
  frameRate: number;
  encodingInterval: number;
  bitrate: number;
  govLength: number;
  h264Profile: 'Baseline' | 'Main' | 'Extended' | 'High';
}

export interface Profile {
  token: string;
  name: string;
  encoderToken: string;
  streamPath: string;
}

export interface NetworkInterface {
  token: string;
  name: string;
  hwAddress: string;
  enabled: boolean;
  mtu: number;
  ipv4: { enabled: boolean; dhcp: boolean; address: string; prefixLength: number };
}

export interface Vector {
  x: number;
  y: number;
  zoom: number;
}

export interface DeviceState {
  info: { manufacturer: string; model: string; firmwareVersion: string; serialNumber: string; hardwareId: string };
  videoSourceToken: string;
  profiles: Profile[];
  encoders: EncoderConfig[];
  /** Resolutions every encoder accepts. */
  resolutions: { width: number; height: number }[];
  network: NetworkInterface[];
  imaging: { brightness: number; contrast: number; saturation: number; sharpness: number };
  imagingRanges: { brightness: Range; contrast: Range; saturation: Range; sharpness: Range };
  ptz: { position: Vector; home: Vector; velocity: Vector; moving: boolean };
}

export function defaultState(): DeviceState {
  return {
    info: { manufacturer: 'Argus Labs', model: 'SIM-PTZ-1', firmwareVersion: '2.4.1', serialNumber: 'SIM0001', hardwareId: 'hw-sim-1' },
    videoSourceToken: 'vs_1',
    profiles: [
      { token: 'profile_main', name: 'mainStream', encoderToken: 'vec_main', streamPath: '/stream/main' },
      { token: 'profile_sub', name: 'subStream', encoderToken: 'vec_sub', streamPath: '/stream/sub' },
    ],
    encoders: [
      {
        token: 'vec_main',
        name: 'Main encoder',
        encoding: 'H264',
        width: 1920,
        height: 1080,
        quality: 80,
        frameRate: 25,
        encodingInterval: 1,
        bitrate: 4096,
        govLength: 50,
        h264Profile: 'Main',
      },
      {
        token: 'vec_sub',
        name: 'Sub encoder',
        encoding: 'H264',
        width: 640,
        height: 360,
        quality: 60,
        frameRate: 15,
        encodingInterval: 1,
        bitrate: 512,
        govLength: 30,
        h264Profile: 'Baseline',
      },
    ],
    resolutions: [
      { width: 1920, height: 1080 },
      { width: 1280, height: 720 },
      { width: 640, height: 360 },
    ],
    network: [
      {
        token: 'eth0',
        name: 'eth0',
        hwAddress: '02:00:00:00:00:01',
        enabled: true,
        mtu: 1500,
        ipv4: { enabled: true, dhcp: false, address: '192.168.1.64', prefixLength: 24 },
      },
    ],
    imaging: { brightness: 50, contrast: 50, saturation: 50, sharpness: 5 },
    imagingRanges: { brightness: { min: 0, max: 100 }, contrast: { min: 0, max: 100 }, saturation: { min: 0, max: 100 }, sharpness: { min: 0, max: 15 } },
    ptz: { position: { x: 0, y: 0, zoom: 0 }, home: { x: 0, y: 0, zoom: 0 }, velocity: { x: 0, y: 0, zoom: 0 }, moving: false },
  };
}
