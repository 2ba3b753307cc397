import { spawn, type ChildProcess } from 'node:child_process';
import { backoffDelay } from '../backoff';
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

  constructor(private readonly options: Omit<DemoSceneOptions, 'photos'>) {
    this.photos = demoFacePhotos();
  }

  start(): void {
    this.stopped = false;
    const child = spawn(locateFfmpeg().ffmpeg, demoSceneArgs({ ...this.options, photos: this.photos }), { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child = child;
    const startedAt = Date.now();
    child.stderr?.on('data', () => undefined);
    child.on('close', () => {
      this.child = null;
      if (this.stopped) return;
      this.attempt = Date.now() - startedAt > 30_000 ? 0 : this.attempt + 1;
      this.timer = setTimeout(() => this.start(), backoffDelay(this.attempt, { initialMs: 500, maxMs: 10_000, factor: 2, jitter: 0 }));
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
