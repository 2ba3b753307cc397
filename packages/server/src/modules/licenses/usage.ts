import { LICENSE_LIMIT_NAMES } from '@argus/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { countGroups } from '../groups/repo';
import { countLicensedUsers } from '../users/repo';

type Conn = Kysely<DB> | Transaction<DB>;

/** How many of a licensed resource an organisation has now (in the caller's transaction). */
export type UsageCount = (db: Conn, organizationId: number) => Promise<number>;

export interface UsageResource {
  /** The limit name in licences (`cameras`, `fr`, `faces`, …). */
  name: string;
  count: UsageCount;
  /**
   * When no active licence names this limit: `deny` allows none (licensed resources such as
   * cameras and analytics modules), `unlimited` leaves it unrestricted (users, groups).
   */
  unlicensed: 'deny' | 'unlimited';
}

const registry = new Map<string, UsageResource>();

/**
 * Plugs the counting function of a resource into the licence usage and limit checks. A module
 * calls it once at import, e.g. the cameras module:
 *
 *   registerUsage('cameras', (db, org) => countActiveCameras(db, org));
 *   registerUsage('fr', (db, org) => countActiveCamerasWithModule(db, org, 'fr'));
 *
 * A later registration of the same name replaces the earlier one (the placeholders below).
 */
export function registerUsage(name: string, count: UsageCount, options: { unlicensed?: 'deny' | 'unlimited' } = {}): void {
  const previous = registry.get(name);
  registry.set(name, { name, count, unlicensed: options.unlicensed ?? previous?.unlicensed ?? 'deny' });
}

export function usageResource(name: string): UsageResource | undefined {
  return registry.get(name);
}

/** Every registered resource, the catalogue's names first in their order. */
export function usageResources(): UsageResource[] {
  const order = (name: string) => {
    const i = (LICENSE_LIMIT_NAMES as readonly string[]).indexOf(name);
    return i === -1 ? LICENSE_LIMIT_NAMES.length : i;
  };
  return [...registry.values()].sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
}

// Resources whose tables do not exist yet count 0 until their module registers a real count.
const none: UsageCount = async () => 0;
for (const name of ['cameras', 'tp', 'fr', 'sa', 'lpr', 'ao', 'faces', 'plates', 'webhooks']) registerUsage(name, none);

registerUsage('users', countLicensedUsers, { unlicensed: 'unlimited' });

registerUsage('groups', countGroups, { unlicensed: 'unlimited' });
