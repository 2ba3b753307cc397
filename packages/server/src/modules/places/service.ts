import type { CreatePlace, GeoBox, Place, PlaceList, UpdatePlace } from '@argus/contracts';
import { checkAssignableGroup, groupIn, inGroups } from '../../access';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { unplaceCamerasOfPlans } from '../cameras/repo';
import { removePlanImages } from '../plans/image';
import { plansAtPlace } from '../plans/repo';
import { presentPlace } from './present';
import * as repo from './repo';
import { organizationOf } from './scope';

export interface PlaceQuery {
  text?: string;
  group_id?: number;
  placecategory_id?: number;
  placekind_id?: number;
  placetag_id?: number;
  box?: GeoBox;
}

/** The place if the caller may see it (organisation, then group scope); 404 otherwise. */
export async function visiblePlace(ctx: AppContext, p: Principal, id: number): Promise<repo.PlaceRecord> {
  const r = await repo.findPlace(ctx.db, id);
  if (!r || r.organization_id !== p.organizationId || !inGroups(p, r.group_id)) throw notFound('Place');
  return r;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Place> {
  return presentPlace(await visiblePlace(ctx, p, id));
}

/** Category, kind and tags must be the organisation's own. */
async function checkRefs(ctx: AppContext, organizationId: number, body: UpdatePlace): Promise<void> {
  const detail: Record<string, string> = {};
  if (
    body.category_id !== undefined &&
    body.category_id !== null &&
    (await repo.countOwned(ctx.db, 'placecategories', organizationId, [body.category_id])) !== 1
  ) {
    detail.category_id = 'names a category that does not exist';
  }
  if (body.kind_id !== undefined && body.kind_id !== null && (await repo.countOwned(ctx.db, 'placekinds', organizationId, [body.kind_id])) !== 1) {
    detail.kind_id = 'names a kind that does not exist';
  }
  if (body.tag_ids && (await repo.countOwned(ctx.db, 'placetags', organizationId, body.tag_ids)) !== body.tag_ids.length) {
    detail.tag_ids = 'names a tag that does not exist';
  }
  if (Object.keys(detail).length > 0) throw invalid(detail);
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlace, meta: RequestMeta): Promise<Place> {
  const organizationId = organizationOf(p);
  await checkAssignableGroup(ctx.db, p, organizationId, body.group_id);
  await checkRefs(ctx, organizationId, body);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const created = await repo.insertPlace(tx, {
      organization_id: organizationId,
      group_id: body.group_id ?? null,
      name: body.name,
      description: body.description ?? '',
      latitude: body.latitude,
      longitude: body.longitude,
      cohort_tracking: body.cohort_tracking ?? false,
      category_id: body.category_id ?? null,
      kind_id: body.kind_id ?? null,
      created_at: now,
      updated_at: now,
    });
    await repo.setTags(tx, created, body.tag_ids ?? []);
    await audit(tx, changeBy(p, 'place_create', 'place', created, now, meta, { after: { ...body }, organizationId }));
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlace, meta: RequestMeta): Promise<Place> {
  const r = await visiblePlace(ctx, p, id);
  if (body.group_id !== undefined) await checkAssignableGroup(ctx.db, p, r.organization_id, body.group_id);
  await checkRefs(ctx, r.organization_id, body);
  const { tag_ids: tagIds, ...fields } = body;
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updatePlace(tx, id, { ...fields, updated_at: now });
    if (tagIds) await repo.setTags(tx, id, tagIds);
    const before = { name: r.name, group_id: r.group_id, latitude: r.latitude, longitude: r.longitude, category_id: r.category_id, kind_id: r.kind_id };
    await audit(tx, changeBy(p, 'place_update', 'place', id, now, meta, { before, after: { ...body }, organizationId: r.organization_id }));
  });
  return get(ctx, p, id);
}

/** Deleting a place deletes its plans; cameras and sensors stay, without a place (and plan position). */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const r = await visiblePlace(ctx, p, id);
  const now = ctx.clock();
  const images = await ctx.db.transaction().execute(async (tx) => {
    const plans = await plansAtPlace(tx, id);
    if (plans.length > 0) {
      await unplaceCamerasOfPlans(
        tx,
        plans.map((x) => x.id),
      );
    }
    await repo.deletePlace(tx, id);
    await audit(tx, changeBy(p, 'place_delete', 'place', id, now, meta, { before: { name: r.name }, organizationId: r.organization_id }));
    return plans.map((x) => x.image_id);
  });
  await removePlanImages(ctx, images);
}

export async function search(ctx: AppContext, p: Principal, body: { cursor?: string; limit?: number; query?: PlaceQuery }): Promise<PlaceList> {
  const limit = body.limit ?? 20;
  const q = body.query ?? {};
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo.searchPlaces(ctx.db, organizationOf(p), groupIn(p, 'p.group_id'), q, key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { places: items.map(presentPlace), pagination };
}
