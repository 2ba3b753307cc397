import type { Pacs, PacsCheck, PacsCreate, PacsKind, PacsVendor, PacsWrite } from '../../api/pacses';

/** The pacs form as typed (strings, as the inputs hold them). */
export type PacsValues = {
  name: string;
  vendor: PacsVendor;
  kind: PacsKind;
  host: string;
  port: string;
  username: string;
  /** Empty on an edit keeps the stored password (it is never sent back). */
  password: string;
  channel: string;
  capacitygroupToken: string;
  placeId: string;
  facelistIds: number[];
  listIds: number[];
};

export type PacsField =
  'name' | 'vendor' | 'kind' | 'host' | 'port' | 'username' | 'password' | 'channel' | 'capacitygroupToken' | 'placeId' | 'facelistIds' | 'listIds';
export const PACS_FIELDS: readonly PacsField[] = [
  'name',
  'vendor',
  'kind',
  'host',
  'port',
  'username',
  'password',
  'channel',
  'capacitygroupToken',
  'placeId',
  'facelistIds',
  'listIds',
];

/** What is wrong with a field before asking the server. */
export type PacsProblem = 'required' | 'tooShort' | 'port' | 'channel';

export function initialPacsValues(p?: Pacs): PacsValues {
  return {
    name: p?.name ?? '',
    vendor: p?.vendor ?? 'hikvision',
    kind: p?.kind ?? 'person',
    host: p?.host ?? '',
    port: String(p?.port ?? 80),
    username: p?.username ?? 'admin',
    password: '',
    channel: String(p?.channel ?? 1),
    capacitygroupToken: p?.capacitygroupToken ?? '',
    placeId: p?.placeId ? String(p.placeId) : '',
    facelistIds: p?.facelistIds ?? [],
    listIds: p?.listIds ?? [],
  };
}

const intIn = (s: string, min: number, max: number): number | null => {
  const t = s.trim();
  if (!/^[0-9]+$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

/** Local checks; the password is required only when creating. */
export function pacsProblems(v: PacsValues, editing: boolean): Partial<Record<PacsField, PacsProblem>> {
  const out: Partial<Record<PacsField, PacsProblem>> = {};
  if (!v.name.trim()) out.name = 'required';
  else if (v.name.trim().length < 3) out.name = 'tooShort';
  if (!v.host.trim()) out.host = 'required';
  if (intIn(v.port, 1, 65535) === null) out.port = 'port';
  if (!v.username.trim()) out.username = 'required';
  if (!editing && !v.password) out.password = 'required';
  if (v.channel.trim() !== '' && intIn(v.channel, 0, 1024) === null) out.channel = 'channel';
  return out;
}

/** The connection part of the form, for POST /pacses/check (null while it is incomplete). */
export function checkBody(v: PacsValues, pacsId: number | null): PacsCheck | null {
  const port = intIn(v.port, 1, 65535);
  if (!v.host.trim() || port === null || !v.username.trim()) return null;
  if (!v.password && pacsId === null) return null;
  const channel = intIn(v.channel, 0, 1024);
  return {
    vendor: v.vendor,
    host: v.host.trim(),
    port,
    username: v.username.trim(),
    ...(v.password ? { password: v.password } : { pacsId: pacsId ?? 0 }),
    ...(channel !== null ? { channel } : {}),
  };
}

/**
 * The POST / PUT body: lists only of the system's kind (a person system is fed by face lists, a
 * vehicle one by plate lists; the other kind is emptied), and no password when left empty. An
 * empty capacity group token lets the server pick the organisation's group on create, and means
 * "none" on an edit.
 */
export function pacsWrite(v: PacsValues, editing = false): PacsWrite {
  return { ...pacsFields(v, editing), ...(v.password ? { password: v.password } : {}) };
}

/** The POST body: every field, and the password (the local checks require one on create). */
export function pacsCreate(v: PacsValues): PacsCreate {
  return { ...pacsFields(v, false), password: v.password };
}

function pacsFields(v: PacsValues, editing: boolean) {
  const channel = intIn(v.channel, 0, 1024);
  const token = v.capacitygroupToken.trim();
  return {
    name: v.name.trim(),
    vendor: v.vendor,
    kind: v.kind,
    host: v.host.trim(),
    port: intIn(v.port, 1, 65535) ?? 80,
    username: v.username.trim(),
    ...(channel !== null ? { channel } : {}),
    ...(token || editing ? { capacitygroupToken: token || null } : {}),
    placeId: v.placeId ? Number(v.placeId) : null,
    facelistIds: v.kind === 'person' ? [...v.facelistIds] : [],
    listIds: v.kind === 'vehicle' ? [...v.listIds] : [],
  };
}

export type SyncEntry = { status: 'pending' | 'synced' | 'failed'; removing: boolean; attempts: number };

/** Counts for a system's badge: synced, pending, failed, of how many. */
export function syncSummary(p: Pick<Pacs, 'persons' | 'vehicles' | 'failedCount' | 'personSyncCount' | 'vehicleSyncCount' | 'kind'>) {
  const entries: SyncEntry[] = [...p.persons, ...p.vehicles];
  const pending = entries.filter((e) => e.status === 'pending').length;
  const synced = p.kind === 'person' ? p.personSyncCount : p.vehicleSyncCount;
  const total = entries.filter((e) => !e.removing).length;
  const state: 'failed' | 'pending' | 'synced' | 'empty' = p.failedCount > 0 ? 'failed' : pending > 0 ? 'pending' : total === 0 ? 'empty' : 'synced';
  return { synced, pending, failed: p.failedCount, total, state };
}

const RANK = { failed: 0, pending: 1, synced: 2 } as const;
/** Per-item rows: failures first, then pending, then synced; ties by label. */
export function sortEntries<T extends SyncEntry>(entries: readonly T[], label: (e: T) => string): T[] {
  return [...entries].sort((a, b) => RANK[a.status] - RANK[b.status] || label(a).localeCompare(label(b)));
}

/**
 * Linking one list to a chosen set of systems: the PUTs needed (only systems whose links change,
 * and only systems of the list's kind).
 */
export function linkChanges(
  pacses: readonly Pick<Pacs, 'id' | 'kind' | 'facelistIds' | 'listIds'>[],
  list: { kind: 'face' | 'plate'; id: number },
  chosen: ReadonlySet<number>,
): { id: number; body: PacsWrite }[] {
  const kind: PacsKind = list.kind === 'face' ? 'person' : 'vehicle';
  const out: { id: number; body: PacsWrite }[] = [];
  for (const p of pacses) {
    if (p.kind !== kind) continue;
    const ids = list.kind === 'face' ? p.facelistIds : p.listIds;
    const has = ids.includes(list.id);
    const want = chosen.has(p.id);
    if (has === want) continue;
    const next = want ? [...ids, list.id] : ids.filter((x) => x !== list.id);
    out.push({ id: p.id, body: list.kind === 'face' ? { facelistIds: next } : { listIds: next } });
  }
  return out;
}
