import { refusedHost } from '@argus/outbound';
import type { CreatePacs, Pacs, PacsCheck, PacsCheckResult, PacsList, PacsSearch, UpdatePacs } from '@argus/contracts';
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { fileStore } from '../../lib/files';
import { serves, tokensByOrganization } from '../capacitygroups/repo';
import { findFacelist } from '../facelists/repo';
import { listVisible, organizationOf } from '../facelists/scope';
import { countFacesOfLists, findFace, isImageOfFace } from '../faces/repo';
import { placeOrganization } from '../places/repo';
import { findPlatelist } from '../platelists/repo';
import { countPlatesOfLists, findPlate } from '../plates/repo';
import { presentPacses } from './present';
import * as repo from './repo';
import * as queue from './queue/repo';
import * as personQueue from './queue/persons/repo';
import * as vehicleQueue from './queue/vehicles/repo';
import { deviceFor, PacsError } from './vendors';
import { pacsWorkerOf } from './worker';
import { givenFields } from '../../lib/patch';

/**
 * Access-control systems of an organisation. A person system is fed by face lists (and single
 * faces pushed by hand), a vehicle system by plate lists (and single plates). A list feeds at most
 * pacs_per_list_count systems; a system holds at most pacs_person_count persons or
 * pacs_vehicle_count vehicles. Every change only writes the sync queue (pacs_persons /
 * pacs_vehicles) in its transaction; the worker talks to the devices. The device password is
 * never answered and never audited.
 */

const CONNECTION_FIELDS = ['vendor', 'host', 'port', 'username', 'password', 'channel'] as const;

export async function visiblePacs(ctx: AppContext, p: Principal, id: number): Promise<repo.PacsRow> {
  const row = await repo.findPacs(ctx.db, id);
  if (!row || row.organization_id !== p.organizationId || row.deleted_at !== null) throw notFound('Access-control system');
  return row;
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Pacs> {
  const [pacs] = await presentPacses(ctx.db, [await visiblePacs(ctx, p, id)]);
  if (!pacs) throw notFound('Access-control system');
  return pacs;
}

function kick(ctx: AppContext): void {
  pacsWorkerOf(ctx)?.kick();
}

/** The audit shape of a body: the password never, only that the credentials changed. */
function auditable(body: CreatePacs | UpdatePacs): Record<string, unknown> {
  const { password, ...rest } = body;
  return { ...rest, ...(password !== undefined ? { credentials_changed: true } : {}) };
}

async function checkCapacitygroup(ctx: AppContext, organizationId: number, token: string | null | undefined): Promise<string | null> {
  if (token === null) return null;
  if (token === undefined) return (await tokensByOrganization(ctx.db, [organizationId])).get(organizationId)?.[0] ?? null;
  if (!(await serves(ctx.db, token, organizationId))) throw invalid({ capacitygroup_token: 'names a capacity group that does not serve the organisation' });
  return token;
}

async function checkPlace(ctx: AppContext, organizationId: number, placeId: number | null | undefined): Promise<void> {
  if (placeId === undefined || placeId === null) return;
  if ((await placeOrganization(ctx.db, placeId)) !== organizationId) throw invalid({ place_id: 'names no place of the organisation' });
}

/** Lists named in a body: visible to the caller, of the system's kind, each feeding fewer than pacs_per_list_count other systems. */
async function checkLinks(
  ctx: AppContext,
  p: Principal,
  kind: string,
  facelistIds: readonly number[],
  listIds: readonly number[],
  pacsId: number | null,
): Promise<void> {
  const detail: Record<string, string> = {};
  if (kind === 'person' && listIds.length > 0) detail.list_ids = 'a person system is fed by face lists only';
  if (kind === 'vehicle' && facelistIds.length > 0) detail.facelist_ids = 'a vehicle system is fed by plate lists only';
  for (const [i, id] of facelistIds.entries())
    if (!listVisible(p, await findFacelist(ctx.db, id))) detail[`facelist_ids.${i}`] = 'names no face list you can see';
  for (const [i, id] of listIds.entries()) if (!listVisible(p, await findPlatelist(ctx.db, id))) detail[`list_ids.${i}`] = 'names no plate list you can see';
  if (Object.keys(detail).length > 0) throw invalid(detail);

  const max = ctx.config.public.pacs_per_list_count;
  const others = pacsId ?? -1;
  for (const id of facelistIds) {
    if ((await repo.systemsFedByFacelist(ctx.db, id, others)) >= max)
      throw new ApiError('limit_exceeded', `A list may feed at most ${max} access-control systems`, { facelist_ids: 'pacs_per_list_count' });
  }
  for (const id of listIds) {
    if ((await repo.systemsFedByPlatelist(ctx.db, id, others)) >= max)
      throw new ApiError('limit_exceeded', `A list may feed at most ${max} access-control systems`, { list_ids: 'pacs_per_list_count' });
  }
  if (facelistIds.length > 0) {
    const n = await countFacesOfLists(ctx.db, facelistIds);
    const most = ctx.config.public.pacs_person_count;
    if (n > most)
      throw new ApiError('limit_exceeded', `An access-control system holds at most ${most} persons; these lists have ${n} faces`, {
        facelist_ids: 'pacs_person_count',
      });
  }
  if (listIds.length > 0) {
    const n = await countPlatesOfLists(ctx.db, listIds);
    const most = ctx.config.public.pacs_vehicle_count;
    if (n > most)
      throw new ApiError('limit_exceeded', `An access-control system holds at most ${most} vehicles; these lists have ${n} plates`, {
        list_ids: 'pacs_vehicle_count',
      });
  }
}

/** Replaces the system's lists: faces (plates) of new lists are queued for the device, those of dropped lists for removal. */
async function setLinks(
  tx: Transaction<DB>,
  pacsId: number,
  facelistIds: readonly number[] | undefined,
  listIds: readonly number[] | undefined,
): Promise<void> {
  if (facelistIds !== undefined) await repo.replaceFacelists(tx, pacsId, facelistIds);
  if (listIds !== undefined) await repo.replacePlatelists(tx, pacsId, listIds);
}

/** The outbound guard on the device's address (any spelling); a name is checked when connected to. */
function checkReach(ctx: AppContext, host: string, port: number): void {
  const why = refusedHost('pacs', host, port, ctx.config.outbound);
  if (why) throw invalid({ host: why });
}

export async function create(ctx: AppContext, p: Principal, body: CreatePacs, meta: RequestMeta): Promise<Pacs> {
  const organizationId = organizationOf(p);
  checkReach(ctx, body.host, body.port);
  const token = await checkCapacitygroup(ctx, organizationId, body.capacitygroup_token);
  await checkPlace(ctx, organizationId, body.place_id);
  await checkLinks(ctx, p, body.kind, body.facelist_ids ?? [], body.list_ids ?? [], null);
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const pacsId = await repo.insertPacs(tx, {
      organization_id: organizationId,
      name: body.name,
      vendor: body.vendor,
      kind: body.kind,
      host: body.host,
      port: body.port,
      username: body.username,
      password: body.password,
      channel: body.channel ?? (body.vendor === 'dahua' ? 0 : 1),
      capacitygroup_token: token,
      place_id: body.place_id ?? null,
      created_at: now,
      updated_at: now,
    });
    await setLinks(tx, pacsId, body.facelist_ids ?? [], body.list_ids ?? []);
    await audit(tx, changeBy(p, 'pacs_create', 'pacs', pacsId, now, meta, { after: auditable(body) }));
    return pacsId;
  });
  kick(ctx);
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdatePacs, meta: RequestMeta): Promise<Pacs> {
  const row = await visiblePacs(ctx, p, id);
  if (body.host !== undefined || body.port !== undefined) checkReach(ctx, body.host ?? row.host, body.port ?? row.port);
  const kind = body.kind ?? row.kind;
  const links = await repo.linksOf(ctx.db, [id]);
  const facelistIds = body.facelist_ids ?? (kind === row.kind ? (links.facelists.get(id) ?? []) : []);
  const listIds = body.list_ids ?? (kind === row.kind ? (links.platelists.get(id) ?? []) : []);
  const token = body.capacitygroup_token !== undefined ? await checkCapacitygroup(ctx, row.organization_id, body.capacitygroup_token) : row.capacitygroup_token;
  await checkPlace(ctx, row.organization_id, body.place_id);
  await checkLinks(ctx, p, kind, facelistIds, listIds, id);
  const connectionChanged = CONNECTION_FIELDS.some((f) => body[f] !== undefined && body[f] !== row[f]);
  const otherDevice = (['vendor', 'host', 'port'] as const).some((f) => body[f] !== undefined && body[f] !== row[f]);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updatePacs(tx, id, {
      ...givenFields(body, ['name', 'kind', 'vendor', 'host', 'port', 'username', 'password', 'channel', 'place_id']),
      ...(otherDevice ? { version: null } : {}),
      capacitygroup_token: token,
      updated_at: now,
    });
    if (body.kind !== undefined && body.kind !== row.kind) {
      // A system of another kind forgets what it held of the old kind.
      if (body.kind === 'vehicle') await setLinks(tx, id, [], undefined);
      else await setLinks(tx, id, undefined, []);
      await queue.queueRemovalOfAll(tx, body.kind === 'vehicle' ? 'pacs_persons' : 'pacs_vehicles', id);
    }
    await setLinks(tx, id, kind === 'person' ? facelistIds : undefined, kind === 'vehicle' ? listIds : undefined);
    // Another device (or new credentials): everything is pushed again; a new device holds nothing yet.
    if (connectionChanged) await queue.queueAllAgain(tx, id, otherDevice);
    await audit(
      tx,
      changeBy(p, 'pacs_update', 'pacs', id, now, meta, {
        before: { name: row.name, host: row.host, port: row.port, vendor: row.vendor },
        after: auditable(body),
      }),
    );
  });
  kick(ctx);
  return get(ctx, p, id);
}

/**
 * Deletes the system: it is gone from the API at once, its lists are unlinked, and every person and
 * vehicle it holds is queued for removal; the worker drops the system once the device has
 * forgotten them (so a deleted door does not keep admitting its people).
 */
export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const row = await visiblePacs(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.markPacsDeleted(tx, id, now);
    await repo.unlinkLists(tx, id);
    for (const table of ['pacs_persons', 'pacs_vehicles'] as const) await queue.queueRemovalOfAll(tx, table, id, now);
    await audit(tx, changeBy(p, 'pacs_delete', 'pacs', id, now, meta, { before: { name: row.name, host: row.host, vendor: row.vendor } }));
  });
  kick(ctx);
}

export async function search(ctx: AppContext, p: Principal, body: PacsSearch): Promise<PacsList> {
  const limit = body.limit ?? 20;
  const key = decodeCursor(body.cursor, 1);
  const rows = await repo.searchPacses(ctx.db, organizationOf(p), body.query, key === null ? null : Number(key[0]), limit);
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { pacses: await presentPacses(ctx.db, items), pagination };
}

/** Tries the connection and credentials; with pacs_id and no password, the stored password (and the found version is kept). */
export async function check(ctx: AppContext, p: Principal, body: PacsCheck): Promise<PacsCheckResult> {
  let password = body.password;
  let saved: repo.PacsRow | null = null;
  if (body.pacs_id !== undefined) saved = await visiblePacs(ctx, p, body.pacs_id);
  if (password === undefined) {
    if (!saved) throw invalid({ password: 'is required (or pacs_id of a saved system)' });
    password = saved.password;
  }
  checkReach(ctx, body.host, body.port);
  const device = deviceFor(
    { vendor: body.vendor, host: body.host, port: body.port, username: body.username, password, channel: body.channel ?? 0 },
    ctx.config.outbound,
  );
  try {
    const { version } = await device.check();
    if (saved) await repo.updatePacs(ctx.db, saved.id, { version });
    return { ok: true, version, message: null, failure: null };
  } catch (error) {
    if (error instanceof PacsError) return { ok: false, version: null, message: error.message, failure: error.failure };
    throw error;
  }
}

// --- Single persons and vehicles -------------------------------------------------------------

async function requireRoom(ctx: AppContext, table: 'pacs_persons' | 'pacs_vehicles', pacsId: number, max: number, what: string): Promise<void> {
  if ((await queue.countHeld(ctx.db, table, pacsId)) >= max)
    throw new ApiError('limit_exceeded', `An access-control system holds at most ${max} ${what}`, {
      [table === 'pacs_persons' ? 'face_id' : 'plate_id']: `pacs_${what === 'persons' ? 'person' : 'vehicle'}_count`,
    });
}

/** PUT /pacses/{id}/persons: pushes one face (its chosen photo, or the photo given here). */
export async function putPerson(
  ctx: AppContext,
  p: Principal,
  id: number,
  body: { face_id: number; faceimage_id?: number },
  photo: Buffer | null,
  meta: RequestMeta,
): Promise<Pacs> {
  const pacs = await visiblePacs(ctx, p, id);
  if (pacs.kind !== 'person') throw invalid({ face_id: 'this system controls vehicles, not persons' });
  const face = await findFace(ctx.db, body.face_id);
  if (!face || !listVisible(p, face)) throw invalid({ face_id: 'names no face you can see' });
  if (body.faceimage_id !== undefined) {
    if (!(await isImageOfFace(ctx.db, body.faceimage_id, face.id))) throw invalid({ faceimage_id: 'names no photo of this face' });
  }
  if (photo) {
    const info = await sharp(photo)
      .metadata()
      .catch(() => null);
    if (!info || (info.format !== 'jpeg' && info.format !== 'png'))
      throw new ApiError('upload_mime_type_non_acceptable', 'The photo must be a JPEG or PNG image');
  }
  const existing = await personQueue.findPerson(ctx.db, id, face.id);
  if (!existing || existing.op === 'delete') await requireRoom(ctx, 'pacs_persons', id, ctx.config.public.pacs_person_count, 'persons');
  const photoFile = photo ? `pacses/${id}/${randomUUID()}` : null;
  if (photo && photoFile) await fileStore(ctx).put(photoFile, photo);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await personQueue.putPerson(tx, id, { faceId: face.id, faceName: face.full_name, faceimageId: body.faceimage_id ?? null, photoFile }, now);
    await audit(
      tx,
      changeBy(p, 'pacs_update', 'pacs', id, now, meta, { after: { person_put: face.id, faceimage_id: body.faceimage_id ?? null, photo: photo !== null } }),
    );
  });
  if (photoFile && existing?.photo_file)
    await fileStore(ctx)
      .delete(existing.photo_file)
      .catch(() => undefined);
  kick(ctx);
  return get(ctx, p, id);
}

/** The device forgets one item: queued as a delete (a later change of a linked list's entry pushes it again). */
async function forgetItem(
  ctx: AppContext,
  p: Principal,
  id: number,
  item: { kind: 'person'; faceId: number } | { kind: 'vehicle'; plateId: number },
  meta: RequestMeta,
): Promise<void> {
  await visiblePacs(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    if (!(await queue.forgetItem(tx, id, item, now))) throw notFound(item.kind === 'person' ? 'Person' : 'Vehicle');
    const after = item.kind === 'person' ? { person_deleted: item.faceId } : { vehicle_deleted: item.plateId };
    await audit(tx, changeBy(p, 'pacs_update', 'pacs', id, now, meta, { after }));
  });
  kick(ctx);
}

/** DELETE /pacses/{id}/persons. */
export const deletePerson = (ctx: AppContext, p: Principal, id: number, faceId: number, meta: RequestMeta) =>
  forgetItem(ctx, p, id, { kind: 'person', faceId }, meta);

export async function putVehicle(ctx: AppContext, p: Principal, id: number, plateId: number, meta: RequestMeta): Promise<Pacs> {
  const pacs = await visiblePacs(ctx, p, id);
  if (pacs.kind !== 'vehicle') throw invalid({ plate_id: 'this system controls persons, not vehicles' });
  const plate = await findPlate(ctx.db, plateId);
  if (!plate || !listVisible(p, plate)) throw invalid({ plate_id: 'names no plate you can see' });
  const existing = await vehicleQueue.findVehicle(ctx.db, id, plate.id);
  if (!existing || existing.op === 'delete') await requireRoom(ctx, 'pacs_vehicles', id, ctx.config.public.pacs_vehicle_count, 'vehicles');
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await vehicleQueue.putVehicle(tx, id, { plateId: plate.id, number: plate.number }, now);
    await audit(tx, changeBy(p, 'pacs_update', 'pacs', id, now, meta, { after: { vehicle_put: plate.id } }));
  });
  kick(ctx);
  return get(ctx, p, id);
}

/** DELETE /pacses/{id}/vehicles. */
export const deleteVehicle = (ctx: AppContext, p: Principal, id: number, plateId: number, meta: RequestMeta) =>
  forgetItem(ctx, p, id, { kind: 'vehicle', plateId }, meta);
