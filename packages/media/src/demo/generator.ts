import { existsSync } from 'node:fs';

export interface DemoSceneOptions {
  width?: number;
  height?: number;
  fps?: number;
  /** Video bitrate, e.g. '2M'. */
  bitrate?: string;
  /** Photos composited into the scene, moving across it (see demoFacePhotos). */
  photos?: string[];
  /** Output: an rtmp:// address to push to (flv), or an rtsp:// address to publish to. */
  output: string;
  /** RTSP publishing transport. */
  rtspTransport?: 'tcp' | 'udp';
  /** Stop after this many seconds (runs until killed otherwise). */
  durationS?: number;
  /** The lens covered: the scene behind an almost opaque dark layer (what tampering detection looks for). */
  covered?: boolean;
  /**
   * The burned-in clock from this time (Unix seconds) at the first frame, by the frames' timestamps,
   * instead of the wall clock: a scene rendered faster than real time (a test's clip) comes out the
   * same on every run.
   */
  clockFrom?: number;
}

const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf';

/** Pixels a second the demo photos move in the top and bottom lanes. */
const LANE_SPEEDS = [60, 80] as const;

/** How a demo photo crosses the scene: x = mod(t·speed + phase, loop) − box, in pixels of the scene. */
export interface DemoPhotoPath {
  lane: 0 | 1;
  /** The photo's box width (each photo fitted into it). */
  box: number;
  speed: number;
  phase: number;
  loop: number;
}

/**
 * The photos' paths in a scene `width` pixels wide: two lanes (top, bottom), the photos of a lane one
 * behind the other on a loop long enough for all of them, so that no photo ever hides another (drawn
 * over each other, later photos covered the watch list's people for most of their passes).
 */
export function demoPhotoPaths(width: number, count: number): DemoPhotoPath[] {
  const box = 2 * Math.round((width * 0.72) / 2);
  const gap = Math.round(width / 8);
  return Array.from({ length: count }, (_, i) => {
    const lane = (i % 2) as 0 | 1;
    const inLane = Math.ceil((count - lane) / 2);
    return { lane, box, speed: LANE_SPEEDS[lane], phase: Math.floor(i / 2) * (box + gap), loop: width + inLane * (box + gap) };
  });
}

/** The left edge of a photo's box at `t` s, in pixels of the scene: the overlay's x expression in demoSceneArgs, evaluated. */
export function demoPhotoLeft(path: DemoPhotoPath, t: number): number {
  return ((((t * path.speed + path.phase) % path.loop) + path.loop) % path.loop) - path.box;
}

/**
 * The band of each photo shown: its top DEMO_BAND.crop (the sample photos are group pictures with the
 * faces in their upper half), fitted into the box `band.height` high (faces about a seventh of the
 * frame height, large enough for the analytics to recognise the people), at `band.y[lane]`.
 */
export const DEMO_BAND = { crop: 0.55, height: 0.46, y: [0.03, 0.51] } as const;

/** The band's height and each lane's top, in pixels of a scene `height` pixels high. */
export function demoBand(height: number): { height: number; y: [number, number] } {
  return { height: Math.round(height * DEMO_BAND.height), y: [Math.round(height * DEMO_BAND.y[0]), Math.round(height * DEMO_BAND.y[1])] };
}

/**
 * Where a photo `photoW`×`photoH` lands in its box (box × band height): its band scaled to fit and
 * centred, as ffmpeg's crop, scale (force_original_aspect_ratio=decrease) and pad do it in
 * demoSceneArgs — the same rounding, to the pixel. `left` and `width` are in pixels from the box's left edge.
 */
export function demoPhotoFit(path: DemoPhotoPath, sceneHeight: number, photoW: number, photoH: number): { left: number; width: number; height: number } {
  const bandH = demoBand(sceneHeight).height;
  // as ffmpeg rounds the crop's height (the sample photos are 4:2:2: no row parity)
  const cropH = Math.round(photoH * DEMO_BAND.crop);
  const width = Math.min(path.box, Math.round((bandH * photoW) / cropH));
  const height = Math.min(bandH, Math.round((path.box * cropH) / photoW));
  return { left: Math.floor((path.box - width) / 2), width, height };
}

function fontOption(): string {
  return existsSync(FONT) ? `fontfile=${FONT}:` : '';
}

/**
 * ffmpeg arguments for the demo camera: a moving generated scene (lavfi testsrc2) with a
 * burned-in UTC wall clock and frame counter, optional photos gliding across it, encoded as
 * H.264 with one keyframe a second and pushed in real time. Nothing is read from the network.
 */
export function demoSceneArgs(o: DemoSceneOptions): string[] {
  const w = o.width ?? 1280;
  const h = o.height ?? 720;
  const fps = o.fps ?? 25;
  const photos = o.photos ?? [];
  const inputs = ['-re', '-f', 'lavfi', '-i', `testsrc2=size=${w}x${h}:rate=${fps}`];
  // each photo is one decoded frame; overlay repeats an ended input's last frame (eof_action=repeat), so it is decoded and scaled once
  for (const p of photos) inputs.push('-i', p);
  const size = Math.max(16, Math.round(h / 18));
  const chains: string[] = [];
  const band = demoBand(h);
  const bandH = band.height;
  demoPhotoPaths(w, photos.length).forEach((path, i) => {
    const n = i + 1;
    const y = band.y[path.lane];
    chains.push(
      `[${n}:v]crop=iw:ih*${DEMO_BAND.crop}:0:0,scale=${path.box}:${bandH}:force_original_aspect_ratio=decrease,format=rgba,pad=${path.box}:${bandH}:(ow-iw)/2:(oh-ih)/2:color=black@0[p${n}]`,
    );
    chains.push(
      `[${i === 0 ? '0:v' : `v${i}`}][p${n}]overlay=x='mod(t*${path.speed}+${path.phase}\\,${path.loop})-w':y=${y}:shortest=0:eof_action=repeat[v${n}]`,
    );
  });
  // The clock over the photos, where it stays readable.
  chains.push(
    `[${photos.length ? `v${photos.length}` : '0:v'}]drawtext=${fontOption()}text='%{${o.clockFrom === undefined ? 'gmtime' : `pts\\:gmtime\\:${Math.floor(o.clockFrom)}`}\\:%Y-%m-%d %H\\\\\\:%M\\\\\\:%S} UTC  #%{n}':fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=6:x=10:y=10[clock]`,
  );
  let last = 'clock';
  if (o.covered) {
    chains.push(`[${last}]drawbox=x=0:y=0:w=iw:h=ih:color=black@0.97:t=fill[covered]`);
    last = 'covered';
  }
  const out = o.output.startsWith('rtsp://') ? ['-f', 'rtsp', '-rtsp_transport', o.rtspTransport ?? 'tcp', o.output] : ['-f', 'flv', o.output];
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    chains.join(';'),
    '-map',
    `[${last}]`,
    ...(o.durationS ? ['-t', String(o.durationS)] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(fps),
    '-keyint_min',
    String(fps),
    '-sc_threshold',
    '0',
    '-b:v',
    o.bitrate ?? '2M',
    '-maxrate',
    o.bitrate ?? '2M',
    '-bufsize',
    o.bitrate ?? '2M',
    ...out,
  ];
}
