import type {
  CreateStreamserver,
  MachineCredential,
  MachineRegister,
  StreamArchive,
  Streamserver,
  StreamserverHeartbeat,
  StreamserverInvited,
  StreamserverStorage,
  UpdateStreamserver,
} from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid, notFound } from '../../http/errors';
import { decodeCursor, page } from '../../http/paging';
import type { Principal, RequestMeta } from '../../http/principal';
import { audit, changeBy } from '../../lib/audit';
import { publish } from '../../lib/bus';
import { newInvitation, newMachineSecrets, repeatedRegistration } from '../../lib/machine';
import { sha256 } from '../../lib/secrets';
import { heartbeatIntervalS, isOnline } from '../../lib/video-settings';
import { existingTokens } from '../capacitygroups/repo';
import { rescheduleAfterChange } from '../cameras/scheduler/run';
import { releaseCamerasOfStreamserver } from '../cameras/repo';
import { releaseEdgesOfStreamserver } from '../edges/repo';
import * as repo from './repo';

// The body's validation coerces a null of a nullable string to "" (ajv coerceTypes): both mean none.
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);

function storageOf(raw: unknown): StreamserverStorage | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  return { free_bytes: int(r.free_bytes), min_free_bytes: int(r.min_free_bytes), low_space: str(r.low_space) };
}

/** A stream's reported archive (stored as the heartbeat sent it, already checked by its schema). */
export function archiveOf(report: Record<string, unknown> | undefined): StreamArchive | null {
  const a = report?.archive as Record<string, unknown> | undefined;
  if (!a || typeof a !== 'object') return null;
  return {
    oldest_at: str(a.oldest_at),
    depth_days: int(a.depth_days),
    early_deleted_at: str(a.early_deleted_at),
    early_deleted_segments: int(a.early_deleted_segments),
  };
}

function archivesOf(streams: Record<string, unknown>[]): Streamserver['archives'] {
  return streams.flatMap((s) => {
    const archive = archiveOf(s);
    return archive ? [{ camera_id: Number(s.camera_id), recording: typeof s.recording === 'boolean' ? s.recording : null, ...archive }] : [];
  });
}

/** Stream servers are the superuser's (the routes say so), apart from the machine routes. */
export function present(s: repo.ServerRow, now: Date): Streamserver {
  return {
    id: s.id,
    name: s.name,
    public_url: s.public_url,
    internal_url: s.internal_url,
    capacitygroup_token: s.capacitygroup_token,
    status: s.registered && isOnline(s.last_seen_at, now) ? 'online' : 'offline',
    registered: s.registered,
    hostname: s.hostname,
    version: s.version,
    stream_count: s.stream_count,
    capacity: s.capacity,
    last_seen_at: s.last_seen_at?.toISOString() ?? null,
    storage: storageOf(s.storage),
    archives: archivesOf(s.streams),
    created_at: s.created_at.toISOString(),
    updated_at: s.updated_at.toISOString(),
  };
}

async function found(ctx: AppContext, id: number) {
  const s = await repo.findServer(ctx.db, id);
  if (!s) throw notFound('Stream server');
  return s;
}

export async function get(ctx: AppContext, id: number): Promise<Streamserver> {
  return present(await found(ctx, id), ctx.clock());
}

async function checkToken(ctx: AppContext, token: string | undefined): Promise<void> {
  if (token !== undefined && (await existingTokens(ctx.db, [token])).size === 0) {
    throw invalid({ capacitygroup_token: 'names a capacity group that does not exist' });
  }
}

export async function create(ctx: AppContext, p: Principal, body: CreateStreamserver, meta: RequestMeta): Promise<StreamserverInvited> {
  await checkToken(ctx, body.capacitygroup_token);
  const invitation = newInvitation();
  const now = ctx.clock();
  const id = await ctx.db.transaction().execute(async (tx) => {
    const created = await repo.insertStreamserver(tx, { ...body, invitation_hash: invitation.hash, created_at: now, updated_at: now });
    await audit(tx, changeBy(p, 'streamserver_create', 'streamserver', created, now, meta, { after: body, organizationId: null }));
    return created;
  });
  return { ...(await get(ctx, id)), invitation: invitation.value };
}

export async function update(ctx: AppContext, p: Principal, id: number, body: UpdateStreamserver, meta: RequestMeta): Promise<Streamserver> {
  const s = await found(ctx, id);
  await checkToken(ctx, body.capacitygroup_token);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateStreamserver(tx, id, { ...body, updated_at: now });
    if (body.capacitygroup_token !== undefined && body.capacitygroup_token !== s.capacitygroup_token) {
      await releaseCamerasOfStreamserver(tx, id);
      await releaseEdgesOfStreamserver(tx, id);
    }
    const before = { name: s.name, public_url: s.public_url, internal_url: s.internal_url, capacitygroup_token: s.capacitygroup_token, capacity: s.capacity };
    await audit(tx, changeBy(p, 'streamserver_update', 'streamserver', id, now, meta, { before, after: body, organizationId: null }));
  });
  await rescheduleAfterChange(ctx);
  return get(ctx, id);
}

export async function remove(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<void> {
  const s = await found(ctx, id);
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.deleteStreamserver(tx, id);
    await audit(tx, changeBy(p, 'streamserver_delete', 'streamserver', id, now, meta, { before: { name: s.name }, organizationId: null }));
  });
  await rescheduleAfterChange(ctx, s.capacitygroup_token);
}

export async function reinvite(ctx: AppContext, p: Principal, id: number, meta: RequestMeta): Promise<StreamserverInvited> {
  const s = await found(ctx, id);
  const invitation = newInvitation();
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (tx) => {
    await repo.updateStreamserver(tx, id, {
      invitation_hash: invitation.hash,
      credential_hash: null,
      registration_hash: null,
      credential_seal: null,
      updated_at: now,
    });
    await audit(tx, changeBy(p, 'streamserver_invite', 'streamserver', id, now, meta, { organizationId: null }));
  });
  await rescheduleAfterChange(ctx, s.capacitygroup_token);
  return { ...(await get(ctx, id)), invitation: invitation.value };
}

export async function list(ctx: AppContext, q: { cursor?: string; limit?: number; capacitygroup_token?: string }) {
  const limit = q.limit ?? 20;
  const key = decodeCursor(q.cursor, 1);
  const rows = await repo
    .serversQuery(ctx.db)
    .$if(q.capacitygroup_token !== undefined, (b) => b.where('s.capacitygroup_token', '=', q.capacitygroup_token as string))
    .$if(key !== null, (b) => b.where('s.id', '>', Number(key?.[0])))
    .orderBy('s.id')
    .limit(limit + 1)
    .execute();
  const now = ctx.clock();
  const { items, pagination } = page(rows, limit, (r) => [r.id]);
  return { streamservers: items.map((s) => present(s, now)), pagination };
}

/** As for edges: a repeat with the same invitation and identity answers the same credential. */
export async function register(ctx: AppContext, body: MachineRegister, meta: RequestMeta): Promise<MachineCredential> {
  const secrets = newMachineSecrets('streamserver', body.invitation, body.identity);
  const now = ctx.clock();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const r = await repo.redeemStreamserverInvitation(tx, sha256(body.invitation), {
      credential_hash: secrets.credential_hash,
      registration_hash: secrets.registration_hash,
      credential_seal: secrets.credential_seal,
      hostname: body.hostname,
      version: body.version ?? null,
      registered_at: now,
      updated_at: now,
    });
    if (!r) return repeatedRegistration(tx, 'streamserver', body.invitation, body.identity);
    const facts = { hostname: body.hostname, cap: body.cap ?? null, version: body.version ?? null, versions: body.versions ?? null };
    await audit(tx, {
      organizationId: null,
      userId: null,
      actionType: 'streamserver_register',
      objectType: 'streamserver',
      objectId: r.id,
      after: facts,
      at: now,
      meta,
    });
    return { id: r.id, capacitygroup_token: r.capacitygroup_token, credential: secrets.credential };
  });
  return { id: row.id, credential: row.credential, capacitygroup_token: row.capacitygroup_token, heartbeat_interval: heartbeatIntervalS() };
}

/** The media service's heartbeat with the state of its streams: telemetry, not audited. */
export async function heartbeat(ctx: AppContext, id: number, body: StreamserverHeartbeat): Promise<Streamserver> {
  const before = await found(ctx, id);
  const now = ctx.clock();
  await repo.updateStreamserver(ctx.db, id, {
    hostname: body.hostname,
    ...(body.version !== undefined ? { version: body.version } : {}),
    ...(body.streams !== undefined ? { streams: JSON.stringify(body.streams.map((s) => ({ ...s, ts: now.toISOString() }))) } : {}),
    ...(body.storage !== undefined ? { storage: JSON.stringify(body.storage) } : {}),
    last_seen_at: now,
  });
  if (!isOnline(before.last_seen_at, now)) {
    publish({ type: 'streamserver.status', streamserver_id: id, status: 'online' });
    await rescheduleAfterChange(ctx, before.capacitygroup_token);
  }
  return get(ctx, id);
}

/** GET /nanny/streamservers: each server's liveness and how its streams are doing. */
export async function health(ctx: AppContext) {
  const now = ctx.clock();
  const rows = await repo.serversQuery(ctx.db).orderBy('s.id').execute();
  return {
    streamservers: rows.map((s) => ({
      id: s.id,
      name: s.name,
      capacitygroup_token: s.capacitygroup_token,
      status: present(s, now).status,
      last_seen_at: s.last_seen_at?.toISOString() ?? null,
      silence: s.last_seen_at ? Math.max(0, Math.floor((now.getTime() - s.last_seen_at.getTime()) / 1000)) : null,
      stream_count: s.stream_count,
      failed_streams: (s.streams as { status?: string }[]).filter((x) => x.status === 'failed').length,
    })),
  };
}
