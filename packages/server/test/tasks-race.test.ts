import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '../src/modules/tasks/machine';
import { ENGINES, startServer, type TestServer } from './support/harness';

/**
 * A stream server's progress report racing an abort. Only PostgreSQL can interleave them: the
 * embedded engine has one connection, so its transactions never overlap.
 */
describe.skipIf(!ENGINES.includes('postgres'))('task reports and aborts at once (PostgreSQL)', () => {
  let s: TestServer;
  let streamserverId: number;
  let organizationId: number;

  beforeAll(async () => {
    s = await startServer('postgres');
    const db = s.ctx.db;
    const org = await db.insertInto('organizations').values({ name: 'Race' }).returning('id').executeTakeFirstOrThrow();
    organizationId = org.id;
    await db
      .insertInto('capacitygroups')
      .values({ token: 'race-cg', name: 'race-cg', capacity: 10, rpc_auth_secret_hash: 'x', ticket_secret: 'x' } as never)
      .execute();
    const ss = await db
      .insertInto('streamservers')
      .values({ name: 'Race media', public_url: 'http://127.0.0.1:9', internal_url: 'http://127.0.0.1:9', capacitygroup_token: 'race-cg' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    streamserverId = ss.id;
  });
  afterAll(async () => {
    await s?.close();
  });

  async function runningTask(): Promise<number> {
    const now = new Date();
    const t = await s.ctx.db
      .insertInto('tasks')
      .values({
        organization_id: organizationId,
        kind: 'videoclip_export',
        status: 'running',
        progress: 40,
        streamserver_id: streamserverId,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return t.id;
  }

  it('an abort committed while a report is being written wins: the report answers conflict and the task stays aborted', async () => {
    const taskId = await runningTask();
    const other = new pg.Client({ connectionString: s.ctx.config.databaseUrl ?? '' });
    await other.connect();
    try {
      // The abort's transaction holds the row, so the report reads it as running and then waits to write.
      await other.query('begin');
      await other.query('select id from tasks where id = $1 for update', [taskId]);
      const reporting = report(s.ctx, streamserverId, taskId, { status: 'succeeded', result: { size: 10 } } as never).then(
        (answer) => ({ answer, error: null }),
        (error: unknown) => ({ answer: null, error: error as { type?: string } }),
      );
      const deadline = Date.now() + 10_000;
      for (;;) {
        // Polled on another connection: inside a transaction pg_stat_activity stays as first read.
        const { rows } = await sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update "tasks"%'`.execute(s.ctx.db);
        if (rows.length > 0) break;
        if (Date.now() > deadline) throw new Error('the report never waited for the row');
        await new Promise((r) => setTimeout(r, 20));
      }
      await other.query(`update tasks set status = 'aborted', finished_at = now() where id = $1`, [taskId]);
      await other.query('commit');
      const { answer, error } = await reporting;
      expect(answer).toBeNull();
      expect(error?.type).toBe('conflict');
    } finally {
      await other.end();
    }
    const after = await s.ctx.db.selectFrom('tasks').select(['status', 'progress', 'result']).where('id', '=', taskId).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'aborted', progress: 40, result: null });
  });

  it('a report on a task that is still active is written', async () => {
    const taskId = await runningTask();
    expect(await report(s.ctx, streamserverId, taskId, { status: 'running', progress: 70 } as never)).toEqual({ id: taskId, status: 'running' });
    const after = await s.ctx.db.selectFrom('tasks').select(['status', 'progress']).where('id', '=', taskId).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'running', progress: 70 });
  });
});
