import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError } from '../../http/errors';
import { requireLimit } from '../licenses/limits';
import { registerUsage } from '../licenses/usage';
import { countPlates } from '../platelists/repo';

type Conn = Kysely<DB> | Transaction<DB>;

registerUsage('plates', (db, organizationId) => countPlates(db, { organizationId }));

/** Room for one more plate: the licence (`plates`), organization_plate_count, list_plate_count (in the creating transaction). */
export async function requirePlateRoom(ctx: AppContext, tx: Conn, organizationId: number, platelistId: number): Promise<void> {
  await requireLimit(ctx, tx, organizationId, 'plates', 1);
  const { organization_plate_count: orgMax, list_plate_count: listMax } = ctx.config.public;
  const inOrg = await countPlates(tx, { organizationId });
  if (inOrg + 1 > orgMax)
    throw new ApiError('limit_exceeded', `The organisation may hold at most ${orgMax} plates (in use ${inOrg})`, { plates: 'organization_plate_count' });
  const inList = await countPlates(tx, { platelistId });
  if (inList + 1 > listMax)
    throw new ApiError('limit_exceeded', `A plate list may hold at most ${listMax} plates (in use ${inList})`, { platelist_id: 'list_plate_count' });
}
