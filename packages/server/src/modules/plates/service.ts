import type { CreatePlate, Plate, PlateList, UpdatePlate } from '@argus/contracts';
import { groupIn } from '../../access';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { urlSigner } from '../../lib/files';
import { containsPattern } from '../../lib/like';
import { listVisible, organizationOf } from '../facelists/scope';
import { checkPersonFields } from '../faces/fields';
import * as lists from '../platelists/repo';
import { pacsVehiclesOf } from '../pacses/queue/vehicles/repo';
import { organizationUpload } from '../uploads/repo';
import { requirePlateRoom } from './limits';
import { plateDisplay, plateKey } from './normalize';
import * as repo from './repo';

async function presentPlates(ctx: AppContext, rows: readonly repo.PlateRow[]): Promise<Plate[]> {
  const sign = await urlSigner(ctx);
  const pacs = await pacsVehiclesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    owner_full_name: r.owner_full_name,
    owner_document_number: r.owner_document_number,
    owner_birth_date: r.owner_birth_date,
    vehicle_manufacturer: r.vehicle_manufacturer,
    vehicle_model: r.vehicle_model,
    vehicle_type: r.vehicle_type,
    vehicle_color: r.vehicle_color as Plate['vehicle_color'],
    vehicle_manufacture_date: r.vehicle_manufacture_date,
    vehicle_image_id: r.vehicle_image_id,
    vehicle_image_url: sign(r.vehicle_image_file),
    platelist_id: r.platelist_id,
    attributes: r.attributes,
    pacs_vehicles: pacs.get(r.id) ?? [],
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

export async function visiblePlate(ctx: AppContext, p: Principal, id: number): Promise<repo.PlateRow> {
  const r = await repo.findPlate(ctx.db, id);
  if (!r || !listVisible(p, r)) throw notFound('Plate');
  return r;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Plate> {
  const [plate] = await presentPlates(ctx, [await visiblePlate(ctx, p, id)]);
  if (!plate) throw notFound('Plate');
  return plate;
}

async function writablePlatelist(ctx: AppContext, p: Principal, id: number): Promise<lists.PlatelistRow> {
  const l = await lists.findPlatelist(ctx.db, id);
  if (!listVisible(p, l)) throw invalid({ platelist_id: 'names no plate list you can see' });
  return l as lists.PlatelistRow;
}

/** Dates, mandatory data (owner full name and document number), the number and the vehicle photo (an upload of kind vehicle). */
async function checkPlateBody(ctx: AppContext, p: Principal, body: UpdatePlate, creating: boolean): Promise<void> {
  const detail = checkPersonFields(ctx, body, ['owner_birth_date', 'vehicle_manufacture_date'], ['owner_full_name', 'owner_document_number'], creating);
  if (body.number !== undefined && plateKey(body.number).length < 2) detail.number = 'must hold letters or digits';
  if (typeof body.vehicle_image_id === 'string') {
    const upload = /^[0-9a-f-]{36}$/i.test(body.vehicle_image_id) ? await organizationUpload(ctx.db, body.vehicle_image_id, organizationOf(p)) : undefined;
    if (!upload || upload.kind !== 'vehicle') detail.vehicle_image_id = 'names no vehicle upload of the organisation';
  }
  if (Object.keys(detail).length > 0) throw invalid(detail);
}

function plateValues(body: UpdatePlate) {
  const out: Record<string, unknown> = {};
  for (const key of [
    'owner_full_name',
    'owner_document_number',
    'owner_birth_date',
    'vehicle_manufacturer',
    'vehicle_model',
    'vehicle_type',
    'vehicle_color',
    'vehicle_manufacture_date',
    'vehicle_image_id',
  ] as const) {
    if (body[key] !== undefined) out[key] = body[key];
  }
  if (body.attributes !== undefined) out.attributes = JSON.stringify(body.attributes);
  if (body.number !== undefined) Object.assign(out, { number: plateDisplay(body.number), number_key: plateKey(body.number) });
  return out;
}

export async function create(ctx: AppContext, p: Principal, body: CreatePlate, meta: RequestMeta) {
  const list = await writablePlatelist(ctx, p, body.platelist_id);
  await checkPlateBody(ctx, p, body, true);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    await requirePlateRoom(ctx, tx, list.organization_id, list.id);
    const newId = await repo.insertPlate(tx, {
      organization_id: list.organization_id,
      platelist_id: list.id,
      number: plateDisplay(body.number),
      number_key: plateKey(body.number),
      ...plateValues(body),
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'plate_create', 'plate', newId, now, meta, { after: { ...body } }));
    return newId;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePlate, meta: RequestMeta) {
  const plate = await visiblePlate(ctx, p, id);
  const target = body.platelist_id !== undefined && body.platelist_id !== plate.platelist_id ? await writablePlatelist(ctx, p, body.platelist_id) : null;
  await checkPlateBody(ctx, p, body, false);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (target) await requirePlateRoom(ctx, tx, target.organization_id, target.id);
    await repo.updatePlate(tx, id, { ...plateValues(body), ...(target ? { platelist_id: target.id } : {}), updated_at: now });
    await audit(
      tx,
      changeBy(p, 'plate_update', 'plate', id, now, meta, { before: { number: plate.number, platelist_id: plate.platelist_id }, after: { ...body } }),
    );
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const plate = await visiblePlate(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deletePlate(tx, id);
    await audit(tx, changeBy(p, 'plate_delete', 'plate', id, now, meta, { before: { number: plate.number, platelist_id: plate.platelist_id } }));
  });
}

/** text: a number in any spelling (matched on the normalised key) or an owner's name or document. */
export async function search(
  ctx: AppContext,
  p: Principal,
  body: { query: { text?: string; platelist_id?: number }; cursor?: string; limit?: number },
): Promise<PlateList> {
  const limit = body.limit ?? 20;
  const q = body.query;
  const key = decodeCursor(body.cursor, 1);
  const text = q.text?.trim() ?? '';
  const numberKey = plateKey(text);
  const rows = await repo
    .platesQuery(ctx.db)
    .where('p.organization_id', '=', organizationOf(p))
    .where(groupIn(p, 'l.group_id'))
    .$if(text !== '', (b) =>
      b.where((eb) =>
        eb.or([
          ...(numberKey ? [eb('p.number_key', 'like', containsPattern(numberKey).toUpperCase())] : []),
          eb('p.owner_full_name', 'ilike', containsPattern(text)),
          eb('p.owner_document_number', 'ilike', containsPattern(text)),
        ]),
      ),
    )
    .$if(q.platelist_id !== undefined, (b) => b.where('p.platelist_id', '=', q.platelist_id as number))
    .$if(key !== null, (b) => b.where('p.id', '>', Number(key?.[0])))
    .orderBy('p.id')
    .limit(limit + 1)
    .execute();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { plates: await presentPlates(ctx, items), pagination };
}
