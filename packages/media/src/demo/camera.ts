import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { backoffDelay } from '@argus/contracts';
import { locateFfmpeg } from '../ffmpeg';
import { demoFacePhotos } from './faces';
import { demoSceneArgs, type DemoSceneOptions } from './generator';

/** Keeps the demo scene generator running (restarted if it dies), pushing into an ingest address. */
export class DemoCamera {
  private child: ChildProcess | null = null;
  private stopped = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  readonly photos: string[];

  private covered: boolean;

  constructor(private readonly options: Omit<DemoSceneOptions, 'photos'>) {
    this.photos = demoFacePhotos();
    this.covered = options.covered ?? false;
  }

  get isCovered(): boolean {
    return this.covered;
  }

  /** Covers or uncovers the lens: the generator restarts with the other scene (the ingest sees a reconnect). */
  setCovered(covered: boolean): void {
    if (covered === this.covered) return;
    this.covered = covered;
    // the close handler starts the generator again, now with the new scene
    this.attempt = -1;
    this.child?.kill('SIGTERM');
  }

  /** Follows a switch file: the lens is covered while it exists (checked every `intervalMs`). */
  followCoverFile(file: string, intervalMs = 1000): () => void {
    const apply = () => this.setCovered(existsSync(file));
    apply();
    const timer = setInterval(apply, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  start(): void {
    this.stopped = false;
    const args = demoSceneArgs({ ...this.options, covered: this.covered, photos: this.photos });
    const child = spawn(locateFfmpeg().ffmpeg, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    const startedAt = Date.now();
    child.stderr?.on('data', () => undefined);
    child.on('close', () => {
      this.child = null;
      if (this.stopped) return;
      // a switch of scene (attempt -1) restarts at once
      this.attempt = this.attempt < 0 || Date.now() - startedAt > 30_000 ? 0 : this.attempt + 1;
      this.timer = setTimeout(() => this.start(), backoffDelay(this.attempt, { initialMs: 500, maxMs: 10_000, jitter: 0 }));
    });
  }

  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const child = this.child;
    if (!child) return Promise.resolve();
    return new Promise((resolve) => {
      child.on('close', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
