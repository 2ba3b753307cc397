import type { AppContext } from '../../../context';
import { publish } from '../../../lib/bus';
import { heartbeatTimeoutS } from '../../../lib/video-settings';
import { camerasOnLostMachines } from '../repo';
import { runScheduler } from './run';

/**
 * Lost machines: an edge or stream server silent beyond the heartbeat timeout is offline (computed
 * from last_seen_at wherever it is read). Its cameras move only when the scheduler passes, so this
 * check, run every second, finds cameras still placed on an offline machine and runs the
 * scheduler for their capacity groups at once (it moves them to an online machine of the group,
 * or marks them inactive with scheduler_restriction). Once moved, nothing points at the lost
 * machine and the check finds nothing: one indexed query per second on a quiet platform.
 */
export async function noticeLostMachines(ctx: AppContext): Promise<string[]> {
  const since = new Date(ctx.clock().getTime() - heartbeatTimeoutS() * 1000);
  const rows = await camerasOnLostMachines(ctx.db, since);
  if (rows.length === 0) return [];
  const edges = new Set(rows.filter((r) => r.edge_id !== null && r.edge_lost).map((r) => r.edge_id as number));
  const servers = new Set(rows.filter((r) => r.streamserver_id !== null && r.server_lost).map((r) => r.streamserver_id as number));
  const tokens = [...new Set(rows.map((r) => r.capacitygroup_token))].sort();
  for (const token of tokens) await runScheduler(ctx, token);
  for (const id of edges) publish({ type: 'edge.status', edge_id: id, status: 'offline' });
  for (const id of servers) publish({ type: 'streamserver.status', streamserver_id: id, status: 'offline' });
  return tokens;
}
