import type { CameraList, Plan, PlanList } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { groupIn } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { fileStore, urlSigner } from '../../lib/files';
import { presentListItem } from '../cameras/present';
import { camerasQuery, unplaceCamerasOfPlan } from '../cameras/repo';
import { visiblePlace } from '../places/service';
import { uploadFile } from '../uploads/repo';
import * as repo from './repo';
import { planImageKey, removePlanImages, storePlanImage, type PlanImage } from './image';

/** A plan is seen by whoever sees its place. The image comes as a file (multipart) or as an upload id of kind plan. */
type Row = repo.PlanRow;

export interface PlanInput {
  name?: string;
  place_id?: number;
  image_id?: string;
  file?: Buffer;
}

async function presenter(ctx: AppContext) {
  const sign = await urlSigner(ctx);
  return (r: Row): Plan => ({
    id: r.id,
    name: r.name,
    place_id: r.place_id,
    image_id: r.image_id,
    image_url: sign(planImageKey(r.image_id)) ?? '',
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  });
}

export async function visiblePlan(ctx: AppContext, p: Principal, id: number): Promise<Row & { organization_id: number }> {
  const r = await repo.findPlan(ctx.db, id);
  if (!r) throw notFound('Plan');
  try {
    const place = await visiblePlace(ctx, p, r.place_id);
    return { ...r, organization_id: place.organization_id };
  } catch {
    throw notFound('Plan');
  }
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Plan> {
  return (await presenter(ctx))(await visiblePlan(ctx, p, id));
}

/** The image of a create or update: the file itself, or an upload of kind plan of the organisation. */
async function image(ctx: AppContext, p: Principal, input: PlanInput): Promise<PlanImage | null> {
  if (input.file) return storePlanImage(ctx, input.file);
  if (input.image_id === undefined) return null;
  const upload = await uploadFile(ctx.db, input.image_id);
  if (!upload || upload.organization_id !== p.organizationId || upload.kind !== 'plan') throw invalid({ image_id: 'names no plan upload' });
  const data = await fileStore(ctx).get(upload.file);
  if (!data) throw invalid({ image_id: 'names an upload whose file is gone' });
  return storePlanImage(ctx, data);
}

export async function create(ctx: AppContext, p: Principal, input: PlanInput, meta: RequestMeta): Promise<Plan> {
  const detail: Record<string, string> = {};
  if (!input.name || input.name.trim().length < ctx.config.public.data_min_length)
    detail.name = `must be at least ${ctx.config.public.data_min_length} characters`;
  if (input.place_id === undefined) detail.place_id = 'is required';
  if (!input.file && input.image_id === undefined) detail.image = 'is required: a file, or image_id of an upload of kind plan';
  if (Object.keys(detail).length > 0) throw invalid(detail);
  const place = await visiblePlace(ctx, p, input.place_id as number).catch(() => {
    throw invalid({ place_id: 'names a place that does not exist' });
  });
  const img = (await image(ctx, p, input)) as PlanImage;
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const created = await repo.insertPlan(tx, {
      place_id: place.id,
      name: input.name as string,
      image_id: img.imageId,
      image_mime: img.mime,
      image_width: img.width,
      image_height: img.height,
      created_at: now,
      updated_at: now,
    });
    await audit(
      tx,
      changeBy(p, 'plan_create', 'plan', created, now, meta, {
        after: { name: input.name, place_id: place.id, image_id: img.imageId },
        organizationId: place.organization_id,
      }),
    );
    return created;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, input: PlanInput, meta: RequestMeta): Promise<Plan> {
  const plan = await visiblePlan(ctx, p, id);
  if (input.name !== undefined && input.name.trim().length < ctx.config.public.data_min_length) {
    throw invalid({ name: `must be at least ${ctx.config.public.data_min_length} characters` });
  }
  const img = await image(ctx, p, input);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updatePlan(tx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(img ? { image_id: img.imageId, image_mime: img.mime, image_width: img.width, image_height: img.height } : {}),
      updated_at: now,
    });
    const after = { ...(input.name !== undefined ? { name: input.name } : {}), ...(img ? { image_id: img.imageId } : {}) };
    await audit(
      tx,
      changeBy(p, 'plan_update', 'plan', id, now, meta, { before: { name: plan.name, image_id: plan.image_id }, after, organizationId: plan.organization_id }),
    );
  });
  if (img) await removePlanImages(ctx, [plan.image_id]);
  return get(ctx, p, id);
}

/** Cameras on the plan stay at their place, without a plan position. */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const plan = await visiblePlan(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await unplaceCamerasOfPlan(tx, id);
    await repo.deletePlan(tx, id);
    await audit(
      tx,
      changeBy(p, 'plan_delete', 'plan', id, now, meta, { before: { name: plan.name, place_id: plan.place_id }, organizationId: plan.organization_id }),
    );
  });
  await removePlanImages(ctx, [plan.image_id]);
}

export async function ofPlace(ctx: AppContext, p: Principal, placeId: number, q: { cursor?: string; limit?: number }): Promise<PlanList> {
  await visiblePlace(ctx, p, placeId);
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo.plansOfPlace(ctx.db, placeId, key !== null ? Number(key[0]) : null, limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  const present = await presenter(ctx);
  return { plans: items.map(present), pagination };
}

/** The cameras positioned on the plan that the caller may see (camera group scope applies too). */
export async function cameras(ctx: AppContext, p: Principal, planId: number, q: { cursor?: string; limit?: number }): Promise<CameraList> {
  await visiblePlan(ctx, p, planId);
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await camerasQuery(ctx.db)
    .where('c.plan_id', '=', planId)
    .where('c.organization_id', '=', p.organizationId as number)
    .where(groupIn(p, 'c.group_id'))
    .$if(key !== null, (b) => b.where('c.id', '>', Number(key?.[0])))
    .orderBy('c.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { cameras: items.map(presentListItem), pagination };
}
