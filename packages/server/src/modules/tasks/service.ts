import type { Task } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { abortActiveTask, findTask, type TaskRow } from './repo';

export function presentTask(t: TaskRow): Task {
  return {
    id: t.id,
    kind: t.kind as Task['kind'],
    status: t.status as Task['status'],
    progress: t.progress,
    error: t.error,
    user_id: t.user_id,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
    finished_at: t.finished_at ? t.finished_at.toISOString() : null,
  };
}

/**
 * POST /tasks/{id}/abort: only the user who started the task (any other id answers 404). A pending
 * or running task becomes aborted at once; the stream server cutting it sees that on its next poll
 * or progress report (409) and kills ffmpeg. A finished task answers 409 conflict.
 */
export async function abort(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<Task> {
  const t = await findTask(ctx.db, id);
  if (!t || t.user_id !== p.userId || t.organization_id !== p.organizationId) throw notFound('Task');
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await abortActiveTask(tx, id, now))) throw new ApiError('conflict', `The task is already ${t.status}`, { status: t.status });
    await audit(
      tx,
      changeBy(p, 'task_abort', 'task', id, now, meta, { before: { status: t.status, progress: t.progress }, organizationId: t.organization_id }),
    );
  });
  return presentTask((await findTask(ctx.db, id)) as TaskRow);
}
