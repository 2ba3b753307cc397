import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { paths } from '@argus/contracts/openapi';
import { machineApi, settle, type MachineApi } from '../api/http';
import type { MediaService } from '../service';
import { cutClip, type CutJob } from './cut';

/** What the stream server says of a clip task (PUT /streamservers/{id}/tasks/{task_id}). */
type TaskReport = NonNullable<paths['/api/v1/streamservers/{streamserver_id}/tasks/{task_id}']['put']['requestBody']>['content']['application/json'];

/** A clip task as GET /streamservers/{id}/tasks gives it. */
export interface ClipTask {
  id: number;
  kind: 'videoclip_export';
  status: 'pending' | 'running';
  camera_id: number;
  stream_id: string;
  range_start: string;
  range_end: string;
}

export interface ClipWorkerOptions {
  apiUrl: string;
  /** The stream server's registration (null until registered). */
  registration: () => { id: number; credential: string } | null;
  service: MediaService;
  pollMs?: number;
  /** Cut at the recording's pace (see CutRequest.realtime). */
  realtime?: boolean;
  log?: (message: string) => void;
}

/** Where a clip's MP4 lives: one folder per stream, so the camera's ticket alone decides who may read it. */
export function clipPath(dataDir: string, streamId: string, taskId: number): string {
  return join(dataDir, 'clips', streamId, `${taskId}.mp4`);
}

/**
 * Clip tasks of this stream server. Protocol (see the server's modules/tasks): poll
 * GET /streamservers/{id}/tasks → {tasks, keep}; a task not being cut here is claimed by
 * PUT .../tasks/{task_id} {status:'running'}; progress follows (at most twice a second), then
 * {status:'succeeded', result:{bytes, duration}} or {status:'failed', error}. A 409 or 404 on any
 * PUT, or a task no longer listed, means it was aborted or deleted: ffmpeg is killed at once.
 * Clip files of tasks in neither `tasks` nor `keep` are deleted (their clip was deleted).
 */
export class ClipWorker {
  private readonly jobs = new Map<number, CutJob>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  /** Cut at the recording's pace from the next task on. */
  realtime: boolean;

  constructor(private readonly o: ClipWorkerOptions) {
    this.realtime = o.realtime ?? false;
  }

  start(): void {
    this.timer = setInterval(() => void this.poll(), this.o.pollMs ?? 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    for (const job of this.jobs.values()) job.abort();
    this.jobs.clear();
  }

  /** The ffmpeg of a task being cut (tests check that abort ends it). */
  pid(taskId: number): number | undefined {
    return this.jobs.get(taskId)?.child?.pid;
  }

  /** A call as this stream server (status 0 before it is registered). */
  private async call<D>(make: (api: MachineApi, path: { streamserver_id: number }) => Promise<{ data?: D; error?: unknown; response: Response }>) {
    const reg = this.o.registration();
    if (!reg) return { status: 0, body: null };
    return settle(make(machineApi(this.o.apiUrl, { credential: reg.credential }), { streamserver_id: reg.id }));
  }

  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const reply = await this.call((api, path) => api.GET('/api/v1/streamservers/{streamserver_id}/tasks', { params: { path } }));
      if (reply.status !== 200 || !reply.body) return;
      const listed = new Set(reply.body.tasks.map((t) => t.id));
      for (const [id, job] of this.jobs) {
        if (!listed.has(id)) {
          job.abort();
          this.jobs.delete(id);
        }
      }
      for (const t of reply.body.tasks) if (!this.jobs.has(t.id)) this.run(t);
      this.sweep(new Set([...listed, ...reply.body.keep]));
    } finally {
      this.polling = false;
    }
  }

  private sweep(wanted: Set<number>): void {
    const root = join(this.o.service.dataDir, 'clips');
    if (!existsSync(root)) return;
    for (const stream of readdirSync(root)) {
      for (const file of readdirSync(join(root, stream))) {
        const id = Number(/^(\d+)\.mp4/.exec(file)?.[1]);
        if (id && !wanted.has(id) && !this.jobs.has(id)) rmSync(join(root, stream, file), { recursive: true, force: true });
      }
    }
  }

  private run(t: ClipTask): void {
    const fromMs = Date.parse(t.range_start);
    const toMs = Date.parse(t.range_end);
    const segments = this.o.service.index.range(t.stream_id, fromMs, toMs);
    const out = clipPath(this.o.service.dataDir, t.stream_id, t.id);
    mkdirSync(join(this.o.service.dataDir, 'clips', t.stream_id), { recursive: true });
    let last = 0;
    const job = cutClip({
      dataDir: this.o.service.dataDir,
      segments,
      fromMs,
      toMs,
      out,
      realtime: this.realtime,
      onProgress: (progress) => {
        if (Date.now() - last < 500) return;
        last = Date.now();
        void this.report(t.id, job, { status: 'running', progress });
      },
    });
    this.jobs.set(t.id, job);
    // A job aborted before anyone waits for it (the task withdrawn at its first report, the worker
    // stopped) still rejects: mark that handled here; the waiting below sees the same rejection.
    job.done.catch(() => undefined);
    void (async () => {
      if (!(await this.report(t.id, job, { status: 'running', progress: 0 }))) return;
      try {
        const result = await job.done;
        await this.report(t.id, job, { status: 'succeeded', progress: 100, result });
      } catch (error) {
        const message = (error as Error).message;
        if (message !== 'aborted') await this.report(t.id, job, { status: 'failed', error: message.slice(0, 1000) });
      } finally {
        if (this.jobs.get(t.id) === job) this.jobs.delete(t.id);
      }
    })();
  }

  /** False (and ffmpeg killed) when the API says the task is no longer ours to do. */
  private async report(id: number, job: CutJob, body: TaskReport): Promise<boolean> {
    const reply = await this.call((api, path) =>
      api.PUT('/api/v1/streamservers/{streamserver_id}/tasks/{task_id}', { params: { path: { ...path, task_id: id } }, body }),
    );
    if (reply.status === 409 || reply.status === 404) {
      job.abort();
      return false;
    }
    if (reply.status !== 200) this.o.log?.(`task ${id}: report answered ${reply.status}`);
    return true;
  }
}
