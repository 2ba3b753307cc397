/**
 * GET /events' statement (events/repo.ts listEventsQuery) explained by PostgreSQL, for the plan test
 * (event-plans.test.ts) and the filters bench (bench/events/filters.ts EXPLAIN=1).
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../src/db/types';
import type { Principal } from '../../src/http/principal';
import { listEventsQuery, windowStretches, type EventFilter } from '../../src/modules/events/repo';

export interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Subplans Removed'?: number;
  Plans?: PlanNode[];
}
export interface ExplainRoot {
  Plan: PlanNode;
  'Planning Time'?: number;
  'Execution Time'?: number;
}

/** An administrator of the organisation (sees all its cameras), as the access layer resolves one. */
export function administratorOf(organizationId: number): Principal {
  return {
    userId: 0,
    sessionId: '',
    organizationId,
    roleId: 1,
    isSuperuser: false,
    groupIds: [],
    permissions: [],
    tfaEnabled: false,
    tfaRequired: false,
  };
}

export interface StretchPlan {
  stretch: { ts_from: Date; before: Date | null };
  root: ExplainRoot;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) of each statement listEvents runs for the first page
 * (limit 20) of GET /events with this filter: its window's stretches in turn until a page and one
 * more row are found.
 */
export async function explainEvents(db: Kysely<DB>, p: Principal, f: EventFilter): Promise<StretchPlan[]> {
  const out: StretchPlan[] = [];
  let found = 0;
  for (const stretch of windowStretches(f, null)) {
    if (found > 20) break;
    const compiled = listEventsQuery(db, p, { ...f, ts_from: stretch.ts_from }, null, 20 - found, stretch.before).compile();
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': ExplainRoot[] }>(
      CompiledQuery.raw(`explain (analyze, buffers, format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const root = rows[0]?.['QUERY PLAN'][0];
    if (!root) throw new Error('EXPLAIN answered nothing');
    found += root.Plan['Actual Rows'] ?? 0;
    out.push({ stretch, root });
  }
  return out;
}

/** The plans of the stretches, each summed up (planSummary) under its bounds. */
export const stretchesSummary = (plans: StretchPlan[]) =>
  plans.map((p) => `${p.stretch.ts_from.toISOString()} – ${p.stretch.before?.toISOString() ?? 'ts_to'}: ${planSummary(p.root)}`).join('\n');

/** Every node of a plan, depth first, with its depth. */
export function planNodes(n: PlanNode, depth = 0): { node: PlanNode; depth: number }[] {
  return [{ node: n, depth }, ...(n.Plans ?? []).flatMap((c) => planNodes(c, depth + 1))];
}

const PARTITION = /^events_p\d{8}$/;
/** The nodes that read an events partition (a table scan of any kind, or an index). */
export const partitionScans = (root: ExplainRoot) => planNodes(root.Plan).filter(({ node }) => PARTITION.test(node['Relation Name'] ?? ''));

/** What the scans of the partitions read to answer: rows passed up plus rows read and thrown away (ANALYZE only). */
export function rowsRead(root: ExplainRoot): number {
  let rows = 0;
  for (const { node } of planNodes(root.Plan)) {
    const own = PARTITION.test(node['Relation Name'] ?? '') || node['Node Type'] === 'Bitmap Index Scan';
    if (!own) continue;
    // A bitmap heap scan's rows came from its bitmap index scan: count the index's, plus what the heap threw away.
    if (node['Node Type'] !== 'Bitmap Heap Scan') rows += (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    rows += (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  }
  return rows;
}

/** One line per kind of node (the partitions' alike nodes counted together): what the planner chose and what it read. */
export function planSummary(root: ExplainRoot): string {
  const kinds = new Map<string, { count: number; rows: number; removed: number }>();
  for (const { node: n, depth } of planNodes(root.Plan)) {
    const index = n['Index Name']?.replace(/^events_p\d{8}(_seed)?_/, 'events_p*_');
    const relation = n['Relation Name']?.replace(PARTITION, 'events_p*');
    const key = `${'  '.repeat(depth)}${n['Node Type']}${index ? ` ${index}` : relation ? ` on ${relation}` : ''}`;
    const k = kinds.get(key) ?? { count: 0, rows: 0, removed: 0 };
    k.count++;
    k.rows += (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1);
    k.removed += (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0);
    kinds.set(key, k);
  }
  const lines = [...kinds].map(([key, k]) => `${key}${k.count > 1 ? ` ×${k.count}` : ''}  rows ${k.rows}${k.removed ? `, removed ${k.removed}` : ''}`);
  const times =
    root['Execution Time'] === undefined ? '' : `execution ${root['Execution Time'].toFixed(2)} ms, planning ${(root['Planning Time'] ?? 0).toFixed(2)} ms, `;
  return `${times}buffers hit ${root.Plan['Shared Hit Blocks'] ?? 0} read ${root.Plan['Shared Read Blocks'] ?? 0}, rows read ${rowsRead(root)}\n${lines.join('\n')}`;
}
