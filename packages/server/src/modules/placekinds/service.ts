import type { CreatePlacekind, Placekind, UpdatePlacekind } from '@argus/contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { assertNameFree, organizationOf } from '../places/scope';
import * as repo from './repo';

/** Place kinds: a name and an icon of the console's fixed set (PLACEKIND_ICONS, checked by the schema). Deleting one leaves its places without a kind. */
type Row = repo.PlacekindRow;

const present = (r: Row): Placekind => ({
  id: r.id,
  name: r.name,
  icon: r.icon,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

async function visible(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const r = await repo.findPlacekind(ctx.db, id);
  if (!r || r.organization_id !== p.organizationId) throw notFound('Place kind');
  return r;
}

const checkName = (ctx: AppContext, organizationId: number, name: string, exceptId: number | null) =>
  assertNameFree(ctx, 'placekinds', organizationId, name, exceptId);

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Placekind> {
  return present(await visible(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlacekind, meta: RequestMeta): Promise<Placekind> {
  const organizationId = organizationOf(p);
  await checkName(ctx, organizationId, body.name, null);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.insertPlacekind(tx, { organization_id: organizationId, ...body, created_at: now, updated_at: now });
    await audit(tx, changeBy(p, 'placekind_create', 'placekind', r.id, now, meta, { after: { ...body }, organizationId }));
    return r;
  });
  return present(row);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlacekind, meta: RequestMeta): Promise<Placekind> {
  const k = await visible(ctx, p, id);
  if (body.name !== undefined) await checkName(ctx, k.organization_id, body.name, id);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.updatePlacekind(tx, id, { ...body, updated_at: now });
    await audit(
      tx,
      changeBy(p, 'placekind_update', 'placekind', id, now, meta, {
        before: { name: k.name, icon: k.icon },
        after: { ...body },
        organizationId: k.organization_id,
      }),
    );
    return r;
  });
  return present(row);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const k = await visible(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deletePlacekind(tx, id);
    await audit(tx, changeBy(p, 'placekind_delete', 'placekind', id, now, meta, { before: { name: k.name }, organizationId: k.organization_id }));
  });
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit?: number }) {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo.placekindsOf(ctx.db, organizationOf(p), key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { placekinds: items.map(present), pagination };
}
