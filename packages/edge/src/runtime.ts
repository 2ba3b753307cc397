import { inWorktime, type CameraWithSecrets, type VideoAnalytics } from '@argus/contracts';
import type { NewEvent } from './delivery/spool';
import { AbandonedModule } from './modules/ao';
import { FaceModule } from './modules/fr';
import { FastFaceModule } from './modules/fr-fast';
import { PlateModule } from './modules/lpr';
import { measure } from './modules/measure';
import { SituationModule } from './modules/sa';
import { TamperDetector, type TpSwitches } from './modules/tp';
import { DeviceFeed, isExternal } from './vendors/feed';
import { FrameSource, type Frame, type FrameInput } from './video/frames';

type ModuleName = keyof VideoAnalytics['modules'];

export interface RuntimeOptions {
  fps: number;
  width: number;
  /** The camera's frames: the media service's live stream (see main.ts), or a clip in tests. */
  source: (camera: CameraWithSecrets) => Promise<FrameInput>;
  clock?: 'wall' | { origin: number };
  reconnect?: boolean;
  emit: (event: NewEvent) => void;
  onEnd?: (cameraId: number) => void;
  log?: (message: string) => void;
  /** fr on motion regions with the Tiny Face Detector, the accurate nets once per track (FastFaceModule). */
  frFast?: boolean;
}

export interface CameraFigures {
  id: number;
  kind: 'video' | 'device';
  frames: number;
  starts: number;
  dropped: number;
  forwarded: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One camera on this edge: its decoder and the modules the camera enables. The camera record is
 * replaced on every change the API reports (update), and each frame reads the current one, so a
 * config or worktime change applies to the next frame without restarting the decoder.
 */
export class CameraRuntime {
  private readonly frames: FrameSource;
  private readonly tp = new TamperDetector();
  private readonly fr: FaceModule | FastFaceModule;
  private readonly sa: SituationModule;
  private readonly ao: AbandonedModule;
  private readonly lpr: PlateModule;
  private frOn = false;
  private saKey = '';
  private aoKey = '';
  private lprKey = '';
  private tpVersion = '';
  /** Recent frames, so an event can carry the picture of the moment its condition began. */
  private readonly recent: Frame[] = [];

  constructor(
    private camera: CameraWithSecrets,
    private readonly o: RuntimeOptions,
  ) {
    this.fr = o.frFast ? new FastFaceModule(camera.id, o.emit) : new FaceModule(camera.id, o.emit);
    this.sa = new SituationModule(camera.id, o.emit);
    this.ao = new AbandonedModule(camera.id, o.emit);
    this.lpr = new PlateModule(camera.id, o.emit);
    this.frames = new FrameSource({
      fps: o.fps,
      width: o.width,
      clock: o.clock ?? 'wall',
      reconnect: o.reconnect ?? true,
      resolve: () => o.source(this.camera),
      onFrame: (f) => this.onFrame(f),
      // Faces and plate passes still open when a clip ends are reported before saying it ended.
      onEnd: () => void Promise.all([this.fr.flush(), this.lpr.flush()]).then(() => o.onEnd?.(this.camera.id)),
      log: (m) => o.log?.(`camera ${this.camera.id}: ${m}`),
    });
  }

  get id(): number {
    return this.camera.id;
  }

  /** Frames analysed, decoder (re)starts and frames dropped (analysis busy) so far. */
  get stats(): { frames: number; starts: number; dropped: number } {
    return { frames: this.frames.frames, starts: this.frames.starts, dropped: this.frames.dropped };
  }

  /** Decoders replaced by a fresh input's before theirs expired (playback tickets). */
  get handovers(): number {
    return this.frames.handovers;
  }

  start(): void {
    this.frames.start();
  }

  stop(): void {
    this.frames.stop();
    void this.fr.flush();
    void this.lpr.flush();
  }

  update(camera: CameraWithSecrets): void {
    this.camera = camera;
  }

  /** The module's settings when it is enabled on the camera and inside its worktime at `ts`. */
  private active<M extends ModuleName>(name: M, ts: number): NonNullable<VideoAnalytics['modules'][M]> | null {
    const m = this.camera.video_analytics.modules[name];
    if (!m || !this.camera.video_modules.includes(name)) return null;
    return inWorktime(m.worktime, ts) ? (m as NonNullable<VideoAnalytics['modules'][M]>) : null;
  }

  private async onFrame(frame: Frame): Promise<void> {
    this.recent.push(frame);
    if (this.recent.length > 6) this.recent.shift();
    await this.runTp(frame);
    await this.runFr(frame);
    await this.runSa(frame);
    await this.runAo(frame);
    await this.runLpr(frame);
  }

  private async runLpr(frame: Frame): Promise<void> {
    const lpr = this.active('lpr', frame.ts);
    // Off, or its ROIs changed: passes and the previous frame are forgotten.
    const key = lpr ? JSON.stringify(lpr.config) : '';
    if (key !== this.lprKey) {
      this.lprKey = key;
      await this.lpr.flush();
      this.lpr.reset();
    }
    if (lpr) await this.lpr.analyse(frame, lpr);
  }

  private async runSa(frame: Frame): Promise<void> {
    const sa = this.active('sa', frame.ts);
    // Off, or its ROIs and lines changed: its background, tracks and timers start again.
    const key = sa ? JSON.stringify(sa.config) : '';
    if (key !== this.saKey) {
      this.saKey = key;
      this.sa.reset();
    }
    if (sa) await this.sa.analyse(frame, sa);
  }

  private async runAo(frame: Frame): Promise<void> {
    const ao = this.active('ao', frame.ts);
    const key = ao ? JSON.stringify(ao.config) : '';
    if (key !== this.aoKey) {
      this.aoKey = key;
      this.ao.reset();
    }
    if (ao) await this.ao.analyse(frame, ao);
  }

  private async runFr(frame: Frame): Promise<void> {
    const fr = this.active('fr', frame.ts);
    if (!fr) {
      if (this.frOn) await this.fr.flush();
      this.frOn = false;
      return;
    }
    this.frOn = true;
    await this.fr.analyse(frame, fr);
  }

  private async runTp(frame: Frame): Promise<void> {
    const tp = this.active('tp', frame.ts);
    if (!tp) {
      // Off or outside its worktime: forget the reference, it is stale when the module resumes.
      this.tp.reset();
      return;
    }
    const c = tp.config;
    // The contract has no switch of its own for a moved view: it is a kind of tampering.
    const on: TpSwitches = { tampering: c.detect_tampering, flashing: c.detect_flashing, blurring: c.detect_blurring, shifting: c.detect_tampering };
    const key = JSON.stringify(on);
    if (key !== this.tpVersion) {
      this.tpVersion = key;
      this.tp.reset();
    }
    const m = await measure(frame.jpeg);
    for (const f of this.tp.update(m, frame.ts, on)) {
      const picture = this.recent.find((r) => r.ts === f.ts) ?? frame;
      this.o.emit({
        event_type: 'tp',
        ts: iso(f.ts),
        stream_id: this.camera.id,
        scene_jpeg: picture.jpeg.toString('base64'),
        event: { reason: f.kind, label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts: iso(f.ts) },
      });
    }
  }
}

/**
 * The cameras of this edge: started, updated and stopped as the API's list changes. Cameras with
 * a video source run their modules on decoded frames; external cameras (hikvision, dahua) forward
 * the device's own events.
 */
export class Cameras {
  private readonly running = new Map<number, CameraRuntime | DeviceFeed>();

  constructor(private readonly o: RuntimeOptions) {}

  get size(): number {
    return this.running.size;
  }

  /** Per camera: video (frames analysed, decoder starts, frames dropped while busy) or a device feed (events forwarded, connections). */
  figures(): CameraFigures[] {
    return [...this.running].map(([id, rt]) =>
      rt instanceof DeviceFeed
        ? { id, kind: 'device' as const, frames: 0, starts: rt.connects, dropped: 0, forwarded: rt.events }
        : { id, kind: 'video' as const, ...rt.stats, forwarded: 0 },
    );
  }

  get(id: number): CameraRuntime | undefined {
    const rt = this.running.get(id);
    return rt instanceof CameraRuntime ? rt : undefined;
  }

  feed(id: number): DeviceFeed | undefined {
    const f = this.running.get(id);
    return f instanceof DeviceFeed ? f : undefined;
  }

  apply(cameras: CameraWithSecrets[]): void {
    const wanted = new Map(cameras.filter((c) => c.state === 'active' && (isExternal(c) || c.video_modules.length > 0)).map((c) => [c.id, c]));
    for (const [id, rt] of this.running) {
      const next = wanted.get(id);
      // Gone, or its source changed between a video stream and a device feed.
      if (!next || isExternal(next) !== rt instanceof DeviceFeed) {
        rt.stop();
        this.running.delete(id);
      }
    }
    for (const [id, camera] of wanted) {
      const rt = this.running.get(id);
      if (rt) rt.update(camera);
      else {
        const created = isExternal(camera) ? new DeviceFeed(camera, { emit: this.o.emit, log: this.o.log }) : new CameraRuntime(camera, this.o);
        this.running.set(id, created);
        created.start();
      }
    }
  }

  stop(): void {
    for (const rt of this.running.values()) rt.stop();
    this.running.clear();
  }
}
