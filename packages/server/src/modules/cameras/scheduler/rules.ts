/**
 * The scheduler's rules, as pure functions (no database, no clock): given one capacity group's
 * cameras, machines and the licences of the organisations it serves, decide each camera's state
 * and where it runs.
 *
 * 1. Cameras are considered oldest first (created_at, then id), so the outcome is deterministic
 *    and a newer camera never pushes out an older one.
 * 2. A camera the user switched off is inactive with `user_action`, and takes nothing.
 * 3. Licence: an active camera takes one `cameras` unit of its organisation's licences and one
 *    unit of each analytics module it has enabled (tp, fr, lpr, sa, ao). When any of them is
 *    exhausted (or not licensed at all) the camera is inactive with `license_restriction`; later
 *    cameras that still fit are admitted.
 * 4. Capacity: each enabled analytics module of an active camera takes one slot of the capacity
 *    group's `capacity`. Once a camera does not fit, it and every later camera needing slots are
 *    inactive with `scheduler_capacity` (oldest keep their slots; room goes to the oldest waiting
 *    camera first). A camera with no modules takes no slot.
 * 5. Placement (active cameras only; best effort, it does not change the state): a camera with
 *    modules runs on an online edge of the group with room for its slots (the edge's reported
 *    `cap`), staying where it is if that edge is still online with room, else on the edge with
 *    the most free room (ties: lowest id); with no such edge, edge_id is null until one reports.
 *    Every active camera is recorded by a stream server: its edge's stream server when that is
 *    online, else the one it has if still online with room, else the online one with the fewest
 *    streams (capacity 0 means unlimited); null when none is online.
 * 6. Lost machines: a camera that was recorded by a stream server (or was already waiting for one)
 *    and finds no online stream server with room is inactive with `scheduler_restriction` (no edge
 *    or stream server available), taking no edge, until one can record it. A camera never placed
 *    waits active, unplaced, as in step 5.
 */

export type Module = 'tp' | 'fr' | 'lpr' | 'sa' | 'ao';
export type Reason = 'user_action' | 'license_restriction' | 'scheduler_capacity' | 'scheduler_restriction';

export interface SchedCamera {
  id: number;
  organizationId: number;
  createdAt: number;
  enabled: boolean;
  modules: readonly Module[];
  edgeId: number | null;
  streamserverId: number | null;
  /** Inactive with scheduler_restriction now (it lost its stream server earlier). */
  restricted?: boolean;
}

export interface SchedEdge {
  id: number;
  online: boolean;
  /** Module slots the edge reported it can run. */
  cap: number;
  streamserverId: number | null;
}

export interface SchedStreamserver {
  id: number;
  online: boolean;
  /** Streams it may record at once; 0: unlimited. */
  capacity: number;
}

/** Per organisation: limit name (cameras, tp, fr, …) → how many; absent: none allowed; null: unlimited. */
export type Licences = Map<number, Map<string, number | null>>;

export interface Placement {
  state: 'active' | 'inactive';
  reason: Reason | null;
  edgeId: number | null;
  streamserverId: number | null;
}

export const slotsOf = (c: SchedCamera) => c.modules.length;

export function byAge(a: SchedCamera, b: SchedCamera): number {
  return a.createdAt - b.createdAt || a.id - b.id;
}

/** Steps 1–4: which cameras are active and why the others are not. */
export function admit(capacity: number, cameras: readonly SchedCamera[], licences: Licences): Map<number, Reason | null> {
  const out = new Map<number, Reason | null>();
  const used = new Map<string, number>();
  let slots = 0;
  let full = false;
  for (const c of [...cameras].sort(byAge)) {
    if (!c.enabled) {
      out.set(c.id, 'user_action');
      continue;
    }
    const limits = licences.get(c.organizationId) ?? new Map<string, number | null>();
    const names = ['cameras', ...c.modules];
    const licensed = names.every((n) => {
      if (!limits.has(n)) return false;
      const limit = limits.get(n);
      return limit === null || limit === undefined || (used.get(`${c.organizationId}:${n}`) ?? 0) + 1 <= limit;
    });
    if (!licensed) {
      out.set(c.id, 'license_restriction');
      continue;
    }
    const need = slotsOf(c);
    if (need > 0 && (full || slots + need > capacity)) {
      full = true;
      out.set(c.id, 'scheduler_capacity');
      continue;
    }
    slots += need;
    for (const n of names) used.set(`${c.organizationId}:${n}`, (used.get(`${c.organizationId}:${n}`) ?? 0) + 1);
    out.set(c.id, null);
  }
  return out;
}

/** Step 5: edges and stream servers of the admitted cameras. */
export function place(
  cameras: readonly SchedCamera[],
  admitted: ReadonlyMap<number, Reason | null>,
  edges: readonly SchedEdge[],
  streamservers: readonly SchedStreamserver[],
): Map<number, Placement> {
  const out = new Map<number, Placement>();
  const edgeLoad = new Map(edges.map((e) => [e.id, 0]));
  const ssLoad = new Map(streamservers.map((s) => [s.id, 0]));
  const onlineEdges = edges.filter((e) => e.online);
  const onlineSs = streamservers.filter((s) => s.online);
  const ssRoom = (s: SchedStreamserver) => s.capacity === 0 || (ssLoad.get(s.id) ?? 0) < s.capacity;
  const edgeRoom = (e: SchedEdge, need: number) => (edgeLoad.get(e.id) ?? 0) + need <= e.cap;

  for (const c of [...cameras].sort(byAge)) {
    const reason = admitted.get(c.id) ?? null;
    if (!admitted.has(c.id) || reason !== null) {
      out.set(c.id, { state: 'inactive', reason: admitted.has(c.id) ? reason : 'scheduler_capacity', edgeId: null, streamserverId: null });
      continue;
    }
    const need = slotsOf(c);
    let edge: SchedEdge | undefined;
    if (need > 0) {
      edge = onlineEdges.find((e) => e.id === c.edgeId && edgeRoom(e, need));
      edge ??= onlineEdges
        .filter((e) => edgeRoom(e, need))
        .sort((a, b) => b.cap - (edgeLoad.get(b.id) ?? 0) - (a.cap - (edgeLoad.get(a.id) ?? 0)) || a.id - b.id)[0];
    }
    let ss = edge?.streamserverId !== null && edge?.streamserverId !== undefined ? onlineSs.find((s) => s.id === edge?.streamserverId && ssRoom(s)) : undefined;
    ss ??= onlineSs.find((s) => s.id === c.streamserverId && ssRoom(s));
    ss ??= onlineSs.filter(ssRoom).sort((a, b) => (ssLoad.get(a.id) ?? 0) - (ssLoad.get(b.id) ?? 0) || a.id - b.id)[0];
    if (!ss && (c.streamserverId !== null || c.restricted)) {
      out.set(c.id, { state: 'inactive', reason: 'scheduler_restriction', edgeId: null, streamserverId: null });
      continue;
    }
    if (edge) edgeLoad.set(edge.id, (edgeLoad.get(edge.id) ?? 0) + need);
    if (ss) ssLoad.set(ss.id, (ssLoad.get(ss.id) ?? 0) + 1);
    out.set(c.id, { state: 'active', reason: null, edgeId: edge?.id ?? null, streamserverId: ss?.id ?? null });
  }
  return out;
}

export function schedule(
  capacity: number,
  cameras: readonly SchedCamera[],
  edges: readonly SchedEdge[],
  streamservers: readonly SchedStreamserver[],
  licences: Licences,
): Map<number, Placement> {
  return place(cameras, admit(capacity, cameras, licences), edges, streamservers);
}
