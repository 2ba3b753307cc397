import type { Kysely, Transaction } from 'kysely';
import { visibleNames, type Kind, type Viewer } from '../../access';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * The objects a subscription points to, by name. A reference answers null when the object is gone
 * or out of the owner's sight (the access module decides): on save that is a 422, later it makes
 * the subscription stale (it then produces no notifications).
 */
export type RefKind = Kind;

/** The subscription's owner, as the access module sees them. */
export type Owner = Pick<Viewer, 'organizationId' | 'isSuperuser' | 'roleId' | 'groupIds'>;

export async function resolveRef(db: Conn, kind: RefKind, id: number, o: Owner): Promise<{ id: number; name: string } | null> {
  const name = (await visibleNames(db, o, kind, [id])).get(id);
  return name === undefined ? null : { id, name };
}
