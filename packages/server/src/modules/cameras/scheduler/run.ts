import type { AppContext } from '../../../context';
import { audit } from '../../../lib/audit';
import { publish, type BusEvent } from '../../../lib/bus';
import { isOnline } from '../../../lib/video-settings';
import { allTokens, lockCapacitygroup } from '../../capacitygroups/repo';
import { edgesToSchedule } from '../../edges/repo';
import { serversToSchedule } from '../../streamservers/repo';
import { licenceLimits } from '../licence';
import { camerasToSchedule, updateCamera } from '../repo';
import { schedule, type Licences, type Module, type SchedCamera } from './rules';

/**
 * The scheduler's wiring: one pass per capacity group, each in its own transaction holding the
 * group's row lock (so replicas and concurrent triggers take turns). Runs after every camera,
 * capacity-group, edge or stream-server change and on a timer (lib/video-settings). State changes
 * are audited (one row per pass that changed something, by the system) and published on the bus
 * after the commit.
 */
export async function runScheduler(ctx: AppContext, onlyToken?: string): Promise<void> {
  const tokens = onlyToken ? [onlyToken] : await allTokens(ctx.db);
  for (const token of tokens) await scheduleGroup(ctx, token);
}

async function scheduleGroup(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock();
  const events: BusEvent[] = [];
  await ctx.db.transaction().execute(async (tx) => {
    const group = await lockCapacitygroup(tx, token);
    if (!group) return;
    const rows = await camerasToSchedule(tx, token);
    const edges = await edgesToSchedule(tx, token);
    const servers = await serversToSchedule(tx, token);
    const licences: Licences = new Map();
    for (const org of new Set(rows.map((r) => r.organization_id))) licences.set(org, await licenceLimits(ctx, tx, org, now));

    const cameras: SchedCamera[] = rows.map((r) => ({
      id: r.id,
      organizationId: r.organization_id,
      createdAt: r.created_at.getTime(),
      enabled: r.enabled,
      modules: r.video_modules as Module[],
      edgeId: r.edge_id,
      streamserverId: r.streamserver_id,
      restricted: r.state === 'inactive' && r.state_reason === 'scheduler_restriction',
    }));
    const schedEdges = edges.map((e) => ({
      id: e.id,
      online: e.credential_hash !== null && isOnline(e.last_seen_at, now),
      cap: typeof e.status?.cap === 'number' ? e.status.cap : 0,
      streamserverId: e.streamserver_id,
    }));
    const schedServers = servers.map((s) => ({ id: s.id, online: s.credential_hash !== null && isOnline(s.last_seen_at, now), capacity: s.capacity }));
    const plan = schedule(group.capacity, cameras, schedEdges, schedServers, licences);
    const offlineEdges = new Set(schedEdges.filter((e) => !e.online).map((e) => e.id));
    const offlineServers = new Set(schedServers.filter((s) => !s.online).map((s) => s.id));

    const changed: { id: number; state: string; reason: string | null }[] = [];
    /** Cameras taken off a machine that went offline (or was deleted): what the audit log shows of a lost machine. */
    const moved: {
      id: number;
      lost: string[];
      from: { edge_id: number | null; streamserver_id: number | null };
      to: { edge_id: number | null; streamserver_id: number | null };
    }[] = [];
    for (const r of rows) {
      const p = plan.get(r.id);
      if (!p) continue;
      if (p.state === r.state && p.reason === r.state_reason && p.edgeId === r.edge_id && p.streamserverId === r.streamserver_id) continue;
      await updateCamera(tx, r.id, { state: p.state, state_reason: p.reason, edge_id: p.edgeId, streamserver_id: p.streamserverId });
      if (p.state !== r.state || p.reason !== r.state_reason) changed.push({ id: r.id, state: p.state, reason: p.reason });
      const lost = [
        ...(r.edge_id !== null && p.edgeId !== r.edge_id && !schedEdges.some((e) => e.id === r.edge_id && !offlineEdges.has(e.id)) ? ['edge'] : []),
        ...(r.streamserver_id !== null &&
        p.streamserverId !== r.streamserver_id &&
        !schedServers.some((x) => x.id === r.streamserver_id && !offlineServers.has(x.id))
          ? ['streamserver']
          : []),
      ];
      if (lost.length > 0) {
        moved.push({
          id: r.id,
          lost,
          from: { edge_id: r.edge_id, streamserver_id: r.streamserver_id },
          to: { edge_id: p.edgeId, streamserver_id: p.streamserverId },
        });
      }
      events.push({
        type: 'camera.state',
        organization_id: r.organization_id,
        camera_id: r.id,
        state: p.state,
        state_reason: p.reason,
        edge_id: p.edgeId,
        streamserver_id: p.streamserverId,
      });
    }
    if (changed.length > 0 || moved.length > 0) {
      await audit(tx, {
        organizationId: null,
        userId: null,
        actionType: 'camera_schedule',
        objectType: 'capacitygroup',
        objectId: token,
        // As `after`, which the audit log answers (the superuser's: the row has no organisation).
        after: moved.length > 0 ? { changed, moved } : { changed },
        at: now,
        meta: { ip: null, userAgent: 'scheduler' },
      });
    }
  });
  for (const event of events) publish(event);
}

/** Runs a pass after a change without failing the request that caused it (the timer retries). */
export async function rescheduleAfterChange(ctx: AppContext, token?: string): Promise<void> {
  try {
    await runScheduler(ctx, token);
  } catch (error) {
    console.error('scheduler pass failed', error);
  }
}
