import { type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/types';
import { activeLicenses, combinedLimits } from '../licenses/limits';
import { registerUsage, usageResource } from '../licenses/usage';
import { VIDEO_MODULES } from '@argus/contracts';
import { countActiveCameras } from './repo';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * Cameras and their analytics modules against the licences (modules/licenses). The usage
 * counters are the *active* cameras: an inactive camera (license_restriction, user_action…)
 * takes no licence, which is how the scheduler keeps within the limits.
 */
export const LICENSED_NAMES = ['cameras', ...VIDEO_MODULES] as const;

registerUsage('cameras', (db, organizationId) => countActiveCameras(db, organizationId));
for (const module of VIDEO_MODULES) registerUsage(module, (db, organizationId) => countActiveCameras(db, organizationId, module));

/** Limit name → number (null: unlimited); a name missing from the map is not licensed at all. */
export async function licenceLimits(ctx: AppContext, db: Conn, organizationId: number, now: Date): Promise<Map<string, number | null>> {
  const combined = combinedLimits(await activeLicenses(ctx, organizationId, now, db));
  const out = new Map<string, number | null>();
  for (const name of LICENSED_NAMES) {
    const limit = combined.get(name);
    if (limit !== undefined) out.set(name, limit);
    else if (usageResource(name)?.unlicensed === 'unlimited') out.set(name, null);
  }
  return out;
}
