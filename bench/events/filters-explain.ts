/** EXPLAIN (ANALYZE, BUFFERS) of GET /events' statements (one per stretch of the window read) for the filters bench (EXPLAIN=1), in a line per kind of node. */
import type { Kysely } from 'kysely';
import type { DB } from '../../packages/server/src/db/types';
import { parseAttributes } from '../../packages/server/src/modules/events/service';
import { administratorOf, explainEvents, stretchesSummary } from '../../packages/server/test/support/event-plans';

export async function explainList(db: Kysely<DB>, organizationId: number, q: Record<string, string | number | boolean>): Promise<string> {
  const n = (k: string) => (q[k] === undefined ? undefined : Number(q[k]));
  const plans = await explainEvents(db, administratorOf(organizationId), {
    ts_from: new Date(String(q.ts_from)),
    ts_to: new Date(String(q.ts_to)),
    event_type: q.event_type as string | undefined,
    reason: q.reason as string | undefined,
    stream_id: n('stream_id'),
    place_id: n('place_id'),
    group_id: n('group_id'),
    list_id: n('list_id'),
    only_matches: q.only_matches === true ? true : undefined,
    recognition: q.recognition as 'recognized' | 'unrecognized' | undefined,
    attributes: parseAttributes(q.attributes as string | undefined),
  });
  const total = plans.reduce((t, p) => t + (p.root['Execution Time'] ?? 0) + (p.root['Planning Time'] ?? 0), 0);
  return `${plans.length} statement(s), execution + planning ${total.toFixed(2)} ms in all\n${stretchesSummary(plans)}`;
}
