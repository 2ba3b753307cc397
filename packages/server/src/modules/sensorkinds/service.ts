import type { CreateSensorkind, Sensorkind, UpdateSensorkind } from '@argus/contracts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';

/** Sensor kinds are platform-wide, kept by the superuser and keyed by ident (which never changes). */
type Row = Selectable<DB['sensorkinds']>;

const present = (r: Row): Sensorkind => ({ ident: r.ident, name: r.name, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

async function find(ctx: AppContext, ident: string): Promise<Row> {
  const r = await ctx.db.selectFrom('sensorkinds').selectAll().where('ident', '=', ident).executeTakeFirst();
  if (!r) throw notFound('Sensor kind');
  return r;
}

export async function get(ctx: AppContext, ident: string): Promise<Sensorkind> {
  return present(await find(ctx, ident));
}

export async function create(ctx: AppContext, p: Principal, body: CreateSensorkind, meta: RequestMeta): Promise<Sensorkind> {
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const taken = await tx.selectFrom('sensorkinds').select('ident').where('ident', '=', body.ident).executeTakeFirst();
    if (taken) throw new ApiError('conflict', 'The ident is in use', { ident: 'is already in use' });
    const r = await tx
      .insertInto('sensorkinds')
      .values({ ...body, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, changeBy(p, 'sensorkind_create', 'sensorkind', body.ident, now, meta, { after: { ...body }, organizationId: null }));
    return r;
  });
  return present(row);
}

export async function update(ctx: AppContext, p: Principal, ident: string, body: UpdateSensorkind, meta: RequestMeta): Promise<Sensorkind> {
  const k = await find(ctx, ident);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await tx
      .updateTable('sensorkinds')
      .set({ ...body, updated_at: now })
      .where('ident', '=', ident)
      .returningAll()
      .executeTakeFirstOrThrow();
    await audit(tx, changeBy(p, 'sensorkind_update', 'sensorkind', ident, now, meta, { before: { name: k.name }, after: { ...body }, organizationId: null }));
    return r;
  });
  return present(row);
}

/** A kind in use by a sensor of any organisation is not deleted (409 conflict). */
export async function remove(ctx: AppContext, p: Principal, ident: string, meta: RequestMeta): Promise<void> {
  const k = await find(ctx, ident);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    const used = await tx.selectFrom('sensors').select('id').where('kind', '=', ident).limit(1).executeTakeFirst();
    if (used) throw new ApiError('conflict', 'Sensors of this kind exist: delete or change them first');
    await tx.deleteFrom('sensorkinds').where('ident', '=', ident).execute();
    await audit(tx, changeBy(p, 'sensorkind_delete', 'sensorkind', ident, now, meta, { before: { name: k.name }, organizationId: null }));
  });
}

export async function list(ctx: AppContext, q: { cursor?: string; limit?: number }) {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await ctx.db
    .selectFrom('sensorkinds')
    .selectAll()
    .$if(key !== null, (b) => b.where('ident', '>', String(key?.[0])))
    .orderBy('ident')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.ident]);
  return { sensorkinds: items.map(present), pagination };
}
