import { backoffDelay, inWorktime, type CameraWithSecrets } from '@argus/contracts';
import { OutboundRefused } from '@argus/outbound';
import { detectFaces, loadVision } from '@argus/vision';
import sharp from 'sharp';
import type { NewEvent } from '../delivery/spool';
import { DAHUA_CODES, dahuaSnapPath, DahuaEvents } from './dahua';
import { openDigestStream } from './digest';
import type { DeviceEvent, FaceCapture, PlateRead } from './events';
import { HIKVISION_ALERT_STREAM, HikvisionEvents } from './hikvision';
import { boundaryOf, MultipartReader } from './multipart';

type LprEvent = Extract<NewEvent, { event_type: 'lpr' }>;
type LprReason = LprEvent['event']['reason'];

/** Device event names that are a violation of the spec's list (anything else a device calls a violation is any_violation). */
const VIOLATIONS: Record<string, LprReason> = {
  TrafficOverSpeed: 'over_speed',
  overSpeed: 'over_speed',
  TrafficRetrograde: 'one_way_retrograde',
  retrograde: 'one_way_retrograde',
  TrafficOverLine: 'over_line',
  TrafficCrossLane: 'cross_lane',
  TrafficUTurn: 'u_turn',
  TrafficOverStopLine: 'over_stop_line',
  TrafficWithoutSafeBelt: 'no_safe_belt',
  TrafficDriverCalling: 'driver_calling',
};

export function isExternal(camera: CameraWithSecrets): boolean {
  const p = camera.source?.body?.protocol;
  return p === 'hikvision' || p === 'dahua';
}

/** A device clock more than this far from ours is not trusted: the event gets the time it arrived. */
const MAX_SKEW_MS = 10 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface DeviceFeedOptions {
  emit: (event: NewEvent) => void;
  log?: (message: string) => void;
  /** Now, ms (tests pin it). */
  now?: () => number;
}

/**
 * Camera-native events of an external camera (source protocol hikvision or dahua): the edge
 * subscribes to the device's own event stream with Digest authentication, reconnecting with
 * backoff, and turns the camera's `event_type` (lpr or fr) into events:
 * - Hikvision: ISAPI alert stream (multipart/mixed: EventNotificationAlert XML, then pictures);
 * - Dahua: snapManager attachFileProc (multipart: key=value event text, then the picture).
 * Forwarded while the camera is active and, when its lpr / fr module has settings, inside that
 * module's worktime (its video_modules listing it).
 */
export class DeviceFeed {
  private stopped = false;
  private attempt = 0;
  private abort: AbortController | null = null;
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** Events forwarded and connections made, for status and tests. */
  events = 0;
  connects = 0;
  /** Off: the outbound guard refused the device's address. */
  private refused = false;

  constructor(
    private camera: CameraWithSecrets,
    private readonly o: DeviceFeedOptions,
  ) {}

  get id(): number {
    return this.camera.id;
  }

  update(camera: CameraWithSecrets): void {
    const before = JSON.stringify(this.camera.source);
    this.camera = camera;
    // A new address or password: subscribe again (a feed off for a refused address starts again).
    if (JSON.stringify(camera.source) === before) return;
    if (this.refused) {
      this.refused = false;
      void this.run();
    } else this.abort?.abort();
  }

  start(): void {
    void this.run();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.abort?.abort();
  }

  /** Resolves when every event received so far has been emitted. */
  idle(): Promise<void> {
    return this.chain;
  }

  private async run(): Promise<void> {
    if (this.stopped) return;
    const body = this.camera.source.body as { protocol: string; host: string; port: number; username?: string; password?: string };
    const abort = new AbortController();
    this.abort = abort;
    const vendor = body.protocol === 'dahua' ? 'dahua' : 'hikvision';
    const path = vendor === 'dahua' ? dahuaSnapPath(DAHUA_CODES) : HIKVISION_ALERT_STREAM;
    try {
      const res = await openDigestStream(
        { host: body.host, port: body.port, username: body.username ?? '', password: body.password ?? '' },
        path,
        abort.signal,
      );
      this.connects++;
      const boundary = boundaryOf(res.headers['content-type']);
      if (!boundary) throw new Error(`not a multipart stream: ${res.headers['content-type'] ?? 'no content type'}`);
      const reader = new MultipartReader(boundary);
      const parser = vendor === 'dahua' ? new DahuaEvents() : new HikvisionEvents();
      await new Promise<void>((resolve) => {
        res.on('data', (chunk: Buffer) => {
          this.attempt = 0;
          for (const part of reader.push(chunk)) for (const e of parser.push(part)) this.queue(e);
        });
        res.on('end', resolve);
        res.on('error', resolve);
        res.on('close', resolve);
      });
      for (const e of parser.flush()) this.queue(e);
    } catch (error) {
      if (!abort.signal.aborted) this.o.log?.(`camera ${this.camera.id}: ${vendor} events: ${(error as Error).message}`);
      // The address will not become allowed by trying again: the feed stays off until the camera changes.
      if (error instanceof OutboundRefused) {
        this.refused = true;
        return;
      }
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.run(), abort.signal.aborted ? 0 : backoffDelay(this.attempt++, { initialMs: 500, maxMs: 30_000 }));
  }

  private queue(e: DeviceEvent): void {
    this.chain = this.chain
      .then(() => this.forward(e))
      .catch((error: unknown) => this.o.log?.(`camera ${this.camera.id}: event dropped: ${(error as Error).message}`));
  }

  private async forward(e: DeviceEvent): Promise<void> {
    const wanted = (this.camera.source.body as { event_type?: string }).event_type ?? e.kind;
    if (e.kind !== wanted) return;
    const now = this.o.now?.() ?? Date.now();
    const ts = e.ts !== null && Math.abs(e.ts - now) <= MAX_SKEW_MS ? e.ts : now;
    const m = this.camera.video_analytics.modules[e.kind];
    if (m && this.camera.video_modules.includes(e.kind) && !inWorktime(m.worktime, ts)) return;
    const event = e.kind === 'lpr' ? await this.plate(e, ts) : await this.face(e, ts);
    this.events++;
    this.o.emit(event);
  }

  private async plate(e: PlateRead, ts: number): Promise<NewEvent> {
    const scene = isJpeg(e.scene) ? e.scene : null;
    let plate = isJpeg(e.plate) ? e.plate : null;
    if (!plate && scene && e.plateBox) plate = await cut(scene, e.plateBox);
    const reason: LprReason = VIOLATIONS[e.original.replace(/^ANPR /, '')] ?? (e.violation ? 'any_violation' : 'any');
    return {
      event_type: 'lpr',
      ts: iso(ts),
      stream_id: this.camera.id,
      number: e.number,
      region: e.region,
      ...(plate ? { plate_jpeg: plate.toString('base64'), snapshot_jpeg: plate.toString('base64') } : {}),
      ...(scene ? { scene_jpeg: scene.toString('base64') } : {}),
      event: {
        reason,
        label: null,
        detection: e.plateBox ? { rect: e.plateBox } : null,
        trajectory: [],
        roi: null,
        line: null,
        attributes: {
          original_reason: [e.original, e.plateColor ? `plate ${e.plateColor.toLowerCase()}` : null].filter(Boolean).join(', ').slice(0, 128),
          ...(e.vehicleColor ? { color: e.vehicleColor } : {}),
          ...(e.speed !== null && e.speed >= 0 ? { speed: e.speed } : {}),
          ...(e.vehicleType ? { type: e.vehicleType.slice(0, 64) } : {}),
          ...(e.make ? { make: e.make.slice(0, 64) } : {}),
        },
        ts: iso(ts),
      },
    };
  }

  /** A device face: its picture is described here (descriptor, and age/gender the device did not give) so the API can match it. */
  private async face(e: FaceCapture, ts: number): Promise<NewEvent> {
    const face = isJpeg(e.face) ? e.face : null;
    const scene = isJpeg(e.scene) ? e.scene : null;
    let descriptor: number[] | null = null;
    let age = e.age;
    let gender = e.gender;
    if (face) {
      try {
        await loadVision();
        const best = (await detectFaces(face, { minFaceSize: 20 })).faces.sort((a, b) => b.score - a.score)[0];
        if (best) {
          descriptor = Array.from(best.descriptor);
          age ??= Math.round(best.age);
          gender ??= best.gender;
        }
      } catch {
        // A picture the models cannot read still makes an event, without a descriptor.
      }
    }
    return {
      event_type: 'fr',
      ts: iso(ts),
      stream_id: this.camera.id,
      ...(face ? { snapshot_jpeg: face.toString('base64') } : {}),
      ...(scene ? { scene_jpeg: scene.toString('base64') } : {}),
      event: {
        reason: 'any',
        label: null,
        detection: null,
        trajectory: [],
        roi: null,
        line: null,
        attributes: {
          original_reason: e.original.slice(0, 128),
          ...(age !== null ? { age: Math.max(0, Math.min(150, Math.round(age))) } : {}),
          ...(gender ? { gender } : {}),
        },
        ...(descriptor ? { descriptor } : {}),
        ts: iso(ts),
      },
    };
  }
}

const isJpeg = (b: Buffer | null): b is Buffer => Boolean(b && b.length > 3 && b[0] === 0xff && b[1] === 0xd8);

async function cut(jpeg: Buffer, r: { x_min: number; y_min: number; x_max: number; y_max: number }): Promise<Buffer | null> {
  const meta = await sharp(jpeg).metadata();
  const W = meta.width ?? 0;
  const H = meta.height ?? 0;
  const left = Math.max(0, Math.floor(r.x_min * W));
  const top = Math.max(0, Math.floor(r.y_min * H));
  const width = Math.min(W - left, Math.ceil((r.x_max - r.x_min) * W));
  const height = Math.min(H - top, Math.ceil((r.y_max - r.y_min) * H));
  if (width < 2 || height < 2) return null;
  return sharp(jpeg).extract({ left, top, width, height }).jpeg({ quality: 90 }).toBuffer();
}
