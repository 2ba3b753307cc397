import { parseAuthChange } from '../../lib/auth-change';
import { HeldRows } from '../../lib/held';
import type { FeedView } from '../token/listener';
import type { UserRecord } from './repo';

/** Users held at most (the oldest go first). */
const MAX_ENTRIES = 50_000;
/** A user is read again after this long even without a notification (a bound on any missed one). */
const MAX_AGE_MS = 60_000;

/**
 * The users this process has read for GET /users/me, so that the console's most frequent call
 * costs no database round trip. Kept current as the revocation view is (modules/token/view.ts): by
 * the `argus_auth` feed, which announces every change of a user's row, group memberships,
 * organisation name and avatar file (migrations 0023 and 0027) when it commits (lib/held.ts: held
 * only while the feed listens, a read overtaken by a change not kept).
 */
export class UserView implements FeedView {
  /** Heard at once, like the revocation view: it answers requests (a write answers after its change is heard here). */
  readonly prompt = true;
  private readonly users = new HeldRows<number, UserRecord>(MAX_AGE_MS, MAX_ENTRIES);
  readonly stats = { hits: 0, loads: 0 };

  get size(): number {
    return this.users.size;
  }

  get generation(): number {
    return this.users.generation;
  }

  resume(): void {
    this.users.resume();
  }

  suspend(): void {
    this.users.suspend();
  }

  /** The user as last read, if held and fresh; undefined: read the database. */
  get(userId: number): UserRecord | undefined {
    const held = this.users.get(userId);
    if (held) this.stats.hits++;
    return held?.value;
  }

  /** Keeps a user read since `generation` was read, unless something changed meanwhile. */
  put(userId: number, generation: number, user: UserRecord): void {
    this.stats.loads++;
    this.users.put(userId, generation, Object.freeze(user));
  }

  changed(payload: string): void {
    const c = parseAuthChange(payload);
    if (c.kind === 'user' || c.kind === 'profile') this.users.drop(c.userId);
    else if (c.kind === 'organization') this.users.dropWhere((u) => u.organization_id === c.organizationId);
    else if (c.kind === 'avatar') this.users.dropWhere((u) => u.avatar_id === c.uploadId);
    else if (c.kind === 'all') this.users.clear();
  }
}
