import type { CreateSubscription, Subscription, SubscriptionEventList, UpdateSubscription, Worktime } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { urlSigner } from '../../lib/files';
import { presentEvent } from '../events/present';
import { findEvent } from '../events/repo';
import { DslError, parseDsl } from './dsl';
import { resolveRef, type Owner, type RefKind } from './refs';
import { lockUser } from '../users/repo';
import * as repo from './repo';

/**
 * A subscription belongs to the user who made it: only they see it (others get 404). Its
 * references must be objects the owner may see; when one goes away later the subscription turns
 * stale and stops producing notifications until it is edited.
 */

type Row = repo.SubscriptionRow;
type Ref = { id: number; name: string } | null;

/** fr and sa match faces from face lists; lpr plates from plate lists. */
const listKind = (eventType: string | null) => (eventType === 'lpr' ? ('platelist' as const) : ('facelist' as const));
const entityKind = (eventType: string | null) => (eventType === 'lpr' ? ('plate' as const) : ('face' as const));

interface Resolved {
  place: Ref;
  camera: Ref;
  sensor: Ref;
  situation: Ref;
  list: Ref;
  entity: Ref;
  stale: boolean;
}

export async function resolveAll(
  ctx: AppContext,
  s: Pick<Row, 'place_id' | 'camera_id' | 'sensor_id' | 'situation_id' | 'list_id' | 'entity_id' | 'event_type'>,
  o: Owner,
): Promise<Resolved> {
  const one = (kind: RefKind, id: number | null) => (id === null ? Promise.resolve(null) : resolveRef(ctx.db, kind, id, o));
  const [place, camera, sensor, situation, list, entity] = await Promise.all([
    one('place', s.place_id),
    one('camera', s.camera_id),
    one('sensor', s.sensor_id),
    one('situation', s.situation_id),
    one(listKind(s.event_type), s.list_id),
    one(entityKind(s.event_type), s.entity_id),
  ]);
  const pairs: [number | null, Ref][] = [
    [s.place_id, place],
    [s.camera_id, camera],
    [s.sensor_id, sensor],
    [s.situation_id, situation],
    [s.list_id, list],
    [s.entity_id, entity],
  ];
  return { place, camera, sensor, situation, list, entity, stale: pairs.some(([id, ref]) => id !== null && ref === null) };
}

async function present(ctx: AppContext, s: Row, o: Owner): Promise<Subscription> {
  const r = await resolveAll(ctx, s, o);
  const orNull = (ref: Ref, id: number | null) => (id === null ? null : (ref ?? { id, name: '' }));
  return {
    id: s.id,
    name: s.name,
    kind: s.kind as Subscription['kind'],
    event_type: s.event_type as Subscription['event_type'],
    event_reason: s.event_reason,
    match_kind: s.match_kind as Subscription['match_kind'],
    place: orNull(r.place, s.place_id),
    camera: orNull(r.camera, s.camera_id),
    sensor: orNull(r.sensor, s.sensor_id),
    situation: orNull(r.situation, s.situation_id),
    list: s.list_id === null ? null : { ...(r.list ?? { id: s.list_id, name: '' }), kind: listKind(s.event_type) },
    entity: s.entity_id === null ? null : { ...(r.entity ?? { id: s.entity_id, name: '' }), kind: entityKind(s.event_type) },
    dsl: s.dsl,
    config: { worktime: (s.config?.worktime ?? null) as Worktime | null },
    is_stale: r.stale,
    ts_last: s.ts_last?.toISOString() ?? null,
    ts_read: s.ts_read?.toISOString() ?? null,
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

export async function ownSubscription(ctx: AppContext, p: Principal, id: number): Promise<Row> {
  const s = await repo.findSubscription(ctx.db, id);
  if (!s || s.user_id !== p.userId) throw notFound('Subscription');
  return s;
}

type Fields = Omit<Row, 'id' | 'organization_id' | 'user_id' | 'ts_last' | 'ts_read' | 'created_at' | 'updated_at' | 'config'> & {
  config: { worktime: Worktime | null };
};

/** The whole subscription after a create or an update, checked as one (422 with every problem). */
async function validate(ctx: AppContext, p: Principal, f: Fields): Promise<void> {
  const detail: Record<string, string> = {};
  if (f.dsl !== null) {
    try {
      parseDsl(f.dsl);
    } catch (error) {
      if (!(error instanceof DslError)) throw error;
      detail.dsl = error.message;
    }
  }
  if (f.kind === 'sensorreading') {
    for (const k of ['event_type', 'event_reason', 'camera_id', 'situation_id', 'list_id', 'entity_id'] as const) {
      if (f[k] !== null) detail[k] = 'does not apply to a sensor-reading subscription';
    }
    if (f.match_kind !== 'any') detail.match_kind = 'must be any for a sensor-reading subscription';
  } else if (f.sensor_id !== null) detail.sensor_id = 'applies to sensor-reading subscriptions only';
  if (f.kind === 'event_unrecognized' && f.match_kind !== 'any') detail.match_kind = 'must be any: unrecognised events match no list';
  if (f.match_kind === 'list' && f.list_id === null) detail.list_id = 'is required when match_kind is list';
  if (f.match_kind === 'entity' && f.entity_id === null) detail.entity_id = 'is required when match_kind is entity';
  if (f.match_kind !== 'list' && f.list_id !== null) detail.list_id = 'applies only when match_kind is list';
  if (f.match_kind !== 'entity' && f.entity_id !== null) detail.entity_id = 'applies only when match_kind is entity';
  if ((f.list_id !== null || f.entity_id !== null) && !['fr', 'sa', 'lpr', null].includes(f.event_type)) {
    detail.event_type = 'must be fr, sa or lpr (or none) to match a list';
  }
  const r = await resolveAll(ctx, f, p);
  const missing: [keyof Resolved, number | null, string][] = [
    ['place', f.place_id, 'place_id'],
    ['camera', f.camera_id, 'camera_id'],
    ['sensor', f.sensor_id, 'sensor_id'],
    ['situation', f.situation_id, 'situation_id'],
    ['list', f.list_id, 'list_id'],
    ['entity', f.entity_id, 'entity_id'],
  ];
  for (const [key, id, field] of missing) if (id !== null && r[key] === null && !detail[field]) detail[field] = 'does not exist or is not visible to you';
  if (Object.keys(detail).length > 0) throw invalid(detail);
}

function fieldsOf(base: Fields, body: UpdateSubscription | CreateSubscription): Fields {
  const pick = <K extends keyof Fields>(k: K, v: Fields[K] | undefined): Fields[K] => (v === undefined ? base[k] : v);
  return {
    name: pick('name', body.name),
    kind: pick('kind', body.kind),
    event_type: pick('event_type', body.event_type),
    // The validator coerces a JSON null to "" for nullable strings: "" means no reason.
    event_reason: pick('event_reason', body.event_reason === '' ? null : body.event_reason),
    match_kind: pick('match_kind', body.match_kind),
    place_id: pick('place_id', body.place_id),
    camera_id: pick('camera_id', body.camera_id),
    sensor_id: pick('sensor_id', body.sensor_id),
    situation_id: pick('situation_id', body.situation_id),
    list_id: pick('list_id', body.list_id),
    list_kind: null,
    entity_id: pick('entity_id', body.entity_id),
    entity_kind: null,
    dsl: body.dsl === undefined ? base.dsl : body.dsl === null || body.dsl.trim() === '' ? null : body.dsl,
    config: body.config === undefined ? base.config : { worktime: body.config.worktime },
  };
}

const EMPTY: Fields = {
  name: '',
  kind: 'event',
  event_type: null,
  event_reason: null,
  match_kind: 'any',
  place_id: null,
  camera_id: null,
  sensor_id: null,
  situation_id: null,
  list_id: null,
  list_kind: null,
  entity_id: null,
  entity_kind: null,
  dsl: null,
  config: { worktime: null },
};

function stored(f: Fields) {
  return {
    ...f,
    list_kind: f.list_id === null ? null : listKind(f.event_type),
    entity_kind: f.entity_id === null ? null : entityKind(f.event_type),
    config: JSON.stringify(f.config),
  };
}

export async function get(ctx: AppContext, p: Principal, id: number): Promise<Subscription> {
  return present(ctx, await ownSubscription(ctx, p, id), p);
}

export async function create(ctx: AppContext, p: Principal, body: CreateSubscription, meta: RequestMeta): Promise<Subscription> {
  const f = fieldsOf(EMPTY, body);
  await validate(ctx, p, f);
  const max = ctx.config.public.subscriptions_user_limit;
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    // Serialise a user's creations so two at once cannot both pass the limit.
    await lockUser(tx, p.userId);
    const n = await repo.countForUser(tx, p.userId);
    if (n >= max) throw new ApiError('limit_exceeded', `A user may have at most ${max} subscriptions`, { subscriptions: 'subscriptions_user_limit' });
    const id = await repo.insertSubscription(tx, {
      ...stored(f),
      organization_id: p.organizationId ?? -1,
      user_id: p.userId,
      created_at: now,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'subscription_create', 'subscription', id, now, meta, { after: body as Record<string, unknown> }));
    return id;
  });
  return get(ctx, p, id);
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateSubscription, meta: RequestMeta): Promise<Subscription> {
  const s = await ownSubscription(ctx, p, id);
  const f = fieldsOf({ ...s, config: { worktime: (s.config?.worktime ?? null) as Worktime | null } }, body);
  await validate(ctx, p, f);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateSubscription(tx, id, { ...stored(f), updated_at: now });
    await audit(tx, changeBy(p, 'subscription_update', 'subscription', id, now, meta, { before: { name: s.name }, after: body as Record<string, unknown> }));
  });
  return get(ctx, p, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const s = await ownSubscription(ctx, p, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteSubscription(tx, id);
    await audit(tx, changeBy(p, 'subscription_delete', 'subscription', id, now, meta, { before: { name: s.name } }));
  });
}

export async function list(ctx: AppContext, p: Principal, q: { cursor?: string; limit: number }) {
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo.userSubscriptions(ctx.db, p.userId, key ? Number(key[0]) : null, q.limit + 1);
  const { items, pagination } = page(rows, q.limit, (r) => [r.id]);
  const o = p;
  return { subscriptions: await Promise.all(items.map((s) => present(ctx, s, o))), pagination };
}

/** Newest first, at most 10; the cursor is the ts of the last event of the previous page. */
export async function events(ctx: AppContext, p: Principal, id: number, q: { cursor?: string; limit: number }): Promise<SubscriptionEventList> {
  const s = await ownSubscription(ctx, p, id);
  let before: Date | null = null;
  if (q.cursor) {
    before = new Date(q.cursor);
    if (Number.isNaN(before.getTime())) throw invalid({ cursor: 'must be a time (ISO 8601)' });
  }
  const rows = await repo.hits(ctx.db, s.id, before, q.limit + 1);
  const shown = rows.slice(0, q.limit);
  const sign = await urlSigner(ctx);
  const out: SubscriptionEventList['events'] = [];
  for (const h of shown) {
    const e = await findEvent(ctx.db, s.organization_id, h.event_id, h.ts);
    if (e) out.push({ event: presentEvent(e, sign) as SubscriptionEventList['events'][number]['event'] });
  }
  const last = shown[shown.length - 1];
  return { events: out, pagination: { cursor: rows.length > q.limit && last ? last.ts.toISOString() : null } };
}
