import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { ApiError } from '../../http/errors';
import { countFaces } from '../facelists/repo';
import { requireLimit } from '../licenses/limits';
import { registerUsage } from '../licenses/usage';

type Conn = Kysely<DB> | Transaction<DB>;

registerUsage('faces', (db, organizationId) => countFaces(db, { organizationId }));

/**
 * Room for `wanted` more faces in a list: the licence (`faces`), then the config's
 * organization_face_count and list_face_count. Call inside the creating transaction: the licence
 * check locks the organisation's row, so concurrent enrolments are counted one after the other.
 */
export async function requireFaceRoom(ctx: AppContext, tx: Conn, organizationId: number, facelistId: number, wanted: number): Promise<void> {
  if (wanted <= 0) return;
  await requireLimit(ctx, tx, organizationId, 'faces', wanted);
  const { organization_face_count: orgMax, list_face_count: listMax } = ctx.config.public;
  const inOrg = await countFaces(tx, { organizationId });
  if (inOrg + wanted > orgMax) {
    throw new ApiError('limit_exceeded', `The organisation may hold at most ${orgMax} faces (in use ${inOrg})`, { faces: 'organization_face_count' });
  }
  const inList = await countFaces(tx, { facelistId });
  if (inList + wanted > listMax) {
    throw new ApiError('limit_exceeded', `A face list may hold at most ${listMax} faces (in use ${inList})`, { facelist_id: 'list_face_count' });
  }
}
