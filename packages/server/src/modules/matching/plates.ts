import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import type { ListMatch } from '../../lib/matchers';
import { PRIORITY_CODE } from '../facelists/scope';
import { plateKey } from '../plates/normalize';

type Conn = Kysely<DB> | Transaction<DB>;

/** Plates of the organisation whose normalised number equals the event's (plates/normalize.ts): similarity 1, exact. */
export async function matchPlateNumber(_ctx: AppContext, db: Conn, organizationId: number, number: string): Promise<ListMatch[]> {
  const key = plateKey(number);
  if (!key) return [];
  const rows = await db
    .selectFrom('plates as p')
    .innerJoin('platelists as l', 'l.id', 'p.platelist_id')
    .select(['p.id', 'p.number', 'l.id as list_id', 'l.name as list_name', 'l.priority'])
    .where('p.organization_id', '=', organizationId)
    .where('p.number_key', '=', key)
    .execute();
  return rows
    .map((r) => ({ entity_id: r.id, entity_name: r.number, list_id: r.list_id, list_name: r.list_name, priority: PRIORITY_CODE[r.priority], similarity: 1, exact: true }))
    .sort((a, b) => b.priority - a.priority || a.entity_id - b.entity_id);
}
