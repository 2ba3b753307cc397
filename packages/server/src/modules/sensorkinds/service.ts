import type { CreateSensorkind, Sensorkind, UpdateSensorkind } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { kindInUse } from '../sensors/repo';
import * as repo from './repo';

/** Sensor kinds are platform-wide, kept by the superuser and keyed by ident (which never changes). */
type Row = repo.SensorkindRow;

const present = (r: Row): Sensorkind => ({ ident: r.ident, name: r.name, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() });

async function find(ctx: AppContext, ident: string): Promise<Row> {
  const r = await repo.findSensorkind(ctx.db, ident);
  if (!r) throw notFound('Sensor kind');
  return r;
}

export async function get(ctx: AppContext, ident: string): Promise<Sensorkind> {
  return present(await find(ctx, ident));
}

export async function create(ctx: AppContext, p: Principal, body: CreateSensorkind, meta: RequestMeta): Promise<Sensorkind> {
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    if (await repo.sensorkindExists(tx, body.ident)) throw new ApiError('conflict', 'The ident is in use', { ident: 'is already in use' });
    const r = await repo.insertSensorkind(tx, { ...body, created_at: now, updated_at: now });
    await audit(tx, changeBy(p, 'sensorkind_create', 'sensorkind', body.ident, now, meta, { after: { ...body }, organizationId: null }));
    return r;
  });
  return present(row);
}

export async function update(ctx: AppContext, p: Principal, ident: string, body: UpdateSensorkind, meta: RequestMeta): Promise<Sensorkind> {
  const k = await find(ctx, ident);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.updateSensorkind(tx, ident, { ...body, updated_at: now });
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
    if (await kindInUse(tx, ident)) throw new ApiError('conflict', 'Sensors of this kind exist: delete or change them first');
    await repo.deleteSensorkind(tx, ident);
    await audit(tx, changeBy(p, 'sensorkind_delete', 'sensorkind', ident, now, meta, { before: { name: k.name }, organizationId: null }));
  });
}

export async function list(ctx: AppContext, q: { cursor?: string; limit?: number }) {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo.sensorkindsAfter(ctx.db, key === null ? null : String(key[0]), limit);
  const { items, pagination } = page(rows, limit, (r) => [r.ident]);
  return { sensorkinds: items.map(present), pagination };
}
