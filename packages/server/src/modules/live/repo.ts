import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';

type Conn = Kysely<DB> | Transaction<DB>;

export async function deleteExpiredTickets(db: Conn, now: Date): Promise<void> {
  await db.deleteFrom('live_tickets').where('expires_at', '<', now).execute();
}

export async function insertTicket(db: Conn, hash: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insertInto('live_tickets').values({ hash, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** Takes the ticket (it serves once): its access token's hash and expiry, if it was there. */
export function takeTicket(db: Conn, hash: string) {
  return db.deleteFrom('live_tickets').where('hash', '=', hash).returning(['token_hash', 'expires_at']).executeTakeFirst();
}
