import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { streamIdOf } from '../playback/service';
import { cameraHome } from '../cameras/repo';
import { findTask, keptClipTasks, streamserverTasks, writeActiveTask } from './repo';

export interface TaskReport {
  status: 'running' | 'succeeded' | 'failed';
  progress?: number;
  error?: string;
  result?: { bytes: number; duration: number };
}

/**
 * GET /streamservers/{id}/tasks: the clip tasks this stream server is to do — pending ones of the
 * cameras it records now, and those it claimed — and `keep`, the tasks whose clip files it holds
 * for clips that still exist (any other clip file of its may be deleted).
 */
export async function tasksOf(ctx: AppContext, streamserverId: number) {
  const rows = await streamserverTasks(ctx.db, streamserverId);
  const keep = await keptClipTasks(ctx.db, streamserverId);
  return {
    tasks: rows.map((t) => ({
      id: t.id,
      kind: 'videoclip_export' as const,
      status: t.status as 'pending' | 'running',
      camera_id: t.camera_id as number,
      stream_id: streamIdOf(t.camera_id as number),
      range_start: String(t.params.range_start),
      range_end: String(t.params.range_end),
    })),
    keep: keep.map((k) => k.id),
  };
}

/**
 * PUT /streamservers/{id}/tasks/{task_id}: the first report claims a pending task for this stream
 * server; later ones move progress and finish it. A task that is another server's, or whose clip
 * was deleted, answers 404; one already finished (aborted) answers 409: the server stops ffmpeg.
 */
export async function report(ctx: AppContext, streamserverId: number, taskId: number, body: TaskReport) {
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (tx) => {
    const t = await findTask(tx, taskId);
    const camera = t?.camera_id ? await cameraHome(tx, t.camera_id) : undefined;
    const mine = t && (t.streamserver_id === streamserverId || (t.streamserver_id === null && camera?.streamserver_id === streamserverId));
    if (!t || !mine) throw notFound('Task');
    const finished = body.status !== 'running';
    // Written only while still active: a finished task, or one aborted after the read above,
    // answers 409 with its status instead of being written back to running or succeeded.
    const written = await writeActiveTask(tx, taskId, {
      status: body.status,
      progress: body.status === 'succeeded' ? 100 : Math.max(t.progress, Math.min(99, body.progress ?? t.progress)),
      error: body.status === 'failed' ? (body.error ?? 'failed') : null,
      result: body.result ? JSON.stringify(body.result) : t.result ? JSON.stringify(t.result) : null,
      streamserver_id: streamserverId,
      updated_at: now,
      ...(finished ? { finished_at: now } : {}),
    });
    if (!written) {
      const status = (await findTask(tx, taskId))?.status ?? 'aborted';
      throw new ApiError('conflict', `The task is ${status}`, { status });
    }
    return { id: taskId, status: body.status };
  });
}
