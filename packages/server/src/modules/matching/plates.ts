import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import type { ListMatch } from '../../lib/matchers';
import { PRIORITY_CODE } from '../facelists/scope';
import { plateKey } from '../plates/normalize';
import { platesByNumberKeys } from '../plates/repo';

type Conn = Kysely<DB> | Transaction<DB>;

/** For each number: plates of the organisation whose normalised number equals it (plates/normalize.ts): similarity 1, exact. One query per batch. */
export async function matchPlateNumbers(_ctx: AppContext, db: Conn, organizationId: number, numbers: readonly string[]): Promise<ListMatch[][]> {
  const keys = numbers.map(plateKey);
  const wanted = [...new Set(keys.filter((k) => k !== ''))];
  if (wanted.length === 0) return numbers.map(() => []);
  const rows = await platesByNumberKeys(db, organizationId, wanted);
  return keys.map((key) =>
    rows
      .filter((r) => key !== '' && r.number_key === key)
      .map((r) => ({
        entity_id: r.id,
        entity_name: r.number,
        list_id: r.list_id,
        list_name: r.list_name,
        priority: PRIORITY_CODE[r.priority],
        similarity: 1,
        exact: true,
      }))
      .sort((a, b) => b.priority - a.priority || a.entity_id - b.entity_id),
  );
}
