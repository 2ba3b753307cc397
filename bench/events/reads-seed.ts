/**
 * The data of the read bench (reads.ts): an organisation, its administrator, four cameras and
 * EVENTS events over the last 7 days, skewed as a real site is (camera 1 has most of them, camera
 * 4 few; one event in 200 matched a list).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../packages/server/src/context';
import type { DB } from '../../packages/server/src/db/types';
import { dayKey, ensurePartitions } from '../../packages/server/src/modules/events/partitions';
import { createUser } from '../../packages/server/src/modules/users/service';
import { benchCameras } from './world';

const DAY_MS = 86_400_000;
export const READER = { username: 'bench-reader', password: 'bench-reader-password' };

export async function seedReads(ctx: AppContext, events: number): Promise<void> {
  const db: Kysely<DB> = ctx.db;
  const org = await db
    .insertInto('organizations')
    .values({ name: `Reads ${randomUUID().slice(0, 8)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('users').where('username', '=', READER.username).execute();
  await createUser(ctx, { ...READER, organizationId: org.id, roleId: 1, passwordInitiallyChanged: true });
  const cgToken = `reads-${randomUUID()}`;
  await db
    .insertInto('capacitygroups')
    .values({ token: cgToken, name: cgToken, capacity: 100, rpc_auth_secret_hash: 'x', ticket_secret: 'x' } as never)
    .execute();
  const cameras = await benchCameras(db, org.id, cgToken, 'Reads');
  await ensurePartitions(
    db,
    Array.from({ length: 9 }, (_, i) => dayKey(new Date(Date.now() - (i - 1) * DAY_MS))),
  );
  // Camera k of 4 is drawn with weight 8, 4, 2, 1 (random()^3 leans to the first).
  await sql`
    insert into events (event_id, ts, organization_id, camera_id, event_type, reason, camera_name, inner_ts, number, plate_norm, matched, match_list_ids, top_priority)
    select gen_random_uuid(), t, ${org.id}::int, (${sql.val(cameras)}::int[])[1 + floor(4 * random() ^ 3)::int],
           (array['fr', 'lpr', 'sa'])[1 + (i % 3)], 'any', 'Reads camera', t,
           case when i % 3 = 1 then 'A' || lpad((i % 1000)::text, 3, '0') || 'BC77' end,
           case when i % 3 = 1 then 'A' || lpad((i % 1000)::text, 3, '0') || 'BC77' end,
           i % 200 = 0, case when i % 200 = 0 then array[1] else '{}'::int[] end, case when i % 200 = 0 then 5 end
    from (select i, now() - random() * interval '7 days' as t from generate_series(1, ${events}::int) i) g
  `.execute(db);
  await sql`analyze events`.execute(db);
}
