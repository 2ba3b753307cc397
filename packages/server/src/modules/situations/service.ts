import type { CreateSituation, Situation, SituationList, UpdateSituation } from '@argus/contracts';
import { checkAssignableGroup, inGroups } from '../../access';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { visiblePlace } from '../places/service';
import { organizationOf } from '../places/scope';
import * as repo from './repo';

/**
 * Situations (fields our design, contracts/entities/situation.ts): a named scenario of situation
 * analytics that ROI boxes and lines point to. Group scope as cameras: administrators see all,
 * others their groups' (and must give one of their groups). An sa situation may name a reason;
 * an ao situation has none. Deleting a situation leaves the ROIs that named it pointing nowhere:
 * the edge treats an unknown situation_id as none.
 */
type Row = repo.SituationRow;

const present = (r: Row): Situation => ({
  id: r.id,
  name: r.name,
  description: r.description,
  event_type: r.event_type as Situation['event_type'],
  reason: r.reason as Situation['reason'],
  priority: r.priority as Situation['priority'],
  place_id: r.place_id,
  group_id: r.group_id,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

async function visible(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const r = await repo.findSituation(ctx.db, id);
  if (!r || r.organization_id !== p.organizationId || !inGroups(p, r.group_id)) throw notFound('Situation');
  return r;
}

async function check(ctx: AppContext, p: Principal, organizationId: number, body: UpdateSituation, current: Row | null): Promise<void> {
  if (body.group_id !== undefined || !current) await checkAssignableGroup(ctx.db, p, organizationId, body.group_id);
  if (body.place_id !== undefined && body.place_id !== null)
    await visiblePlace(ctx, p, body.place_id).catch(() => {
      throw invalid({ place_id: 'names a place that does not exist' });
    });
  const eventType = body.event_type ?? current?.event_type;
  const reason = body.reason !== undefined ? body.reason : current?.reason;
  if (eventType === 'ao' && reason) throw invalid({ reason: 'an ao situation has no reason' });
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Situation> {
  return present(await visible(ctx, p, id));
}

export async function create(ctx: AppContext, p: Principal, body: CreateSituation, meta: RequestMeta): Promise<Situation> {
  const organizationId = organizationOf(p);
  await check(ctx, p, organizationId, body, null);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.insertSituation(tx, {
      organization_id: organizationId,
      group_id: body.group_id ?? null,
      place_id: body.place_id ?? null,
      name: body.name,
      description: body.description ?? '',
      event_type: body.event_type,
      reason: body.reason ?? null,
      priority: body.priority ?? 'medium',
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'situation_create', 'situation', r.id, now, meta, { after: { ...body }, organizationId }));
    return r;
  });
  return present(row);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateSituation, meta: RequestMeta): Promise<Situation> {
  const s = await visible(ctx, p, id);
  await check(ctx, p, s.organization_id, body, s);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.updateSituation(tx, id, { ...body, updated_at: now });
    const before = { name: s.name, event_type: s.event_type, reason: s.reason, priority: s.priority, place_id: s.place_id, group_id: s.group_id };
    await audit(tx, changeBy(p, 'situation_update', 'situation', id, now, meta, { before, after: { ...body }, organizationId: s.organization_id }));
    return r;
  });
  return present(row);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const s = await visible(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteSituation(tx, id);
    await audit(tx, changeBy(p, 'situation_delete', 'situation', id, now, meta, { before: { name: s.name }, organizationId: s.organization_id }));
  });
}

export async function search(
  ctx: AppContext,
  p: Principal,
  body: { cursor?: string; limit?: number; query?: { text?: string; place_id?: number; event_type?: string } },
): Promise<SituationList> {
  const limit = body.limit ?? 20;
  const q = body.query ?? {};
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo.searchSituations(ctx.db, p, organizationOf(p), q, key !== null ? Number(key[0]) : null, limit + 1);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { situations: items.map(present), pagination };
}
