import { type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { invalid } from '../../http/errors';
import { uploadOwnerByText } from '../uploads/repo';

type Conn = Kysely<DB> | Transaction<DB>;

/**
 * An avatar must be an image uploaded as an avatar, by someone of the user's organisation or by
 * the superuser: a user's answer hands out a signed URL of it, so it may not point at another
 * organisation's file. null removes the avatar (the body's type coercion may make it ''): the
 * value to store.
 */
export async function checkAvatar(db: Conn, avatarId: string | null | undefined, organizationId: number | null): Promise<string | null> {
  if (!avatarId) return null;
  const upload = await uploadOwnerByText(db, avatarId);
  const owned = upload && (upload.organization_id === null || upload.organization_id === organizationId);
  if (!upload || upload.kind !== 'avatar' || !owned) throw invalid({ avatar_id: 'is not an uploaded avatar' });
  return avatarId;
}
