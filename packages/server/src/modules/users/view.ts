import { parseAuthChange } from '../../lib/auth-change';
import type { FeedView } from '../token/listener';
import type { UserRecord } from './repo';

/** Users held at most (the oldest go first). */
const MAX_ENTRIES = 50_000;
/** A user is read again after this long even without a notification (a bound on any missed one). */
const MAX_AGE_MS = 60_000;

interface Entry {
  user: UserRecord;
  /** When it was read (ms, real time). */
  loadedAt: number;
}

/**
 * The users this process has read for GET /users/me, so that the console's most frequent call
 * costs no database round trip. Kept current as the revocation view is (modules/token/view.ts): by
 * the `argus_auth` feed, which announces every change of a user's row, group memberships,
 * organisation name and avatar file (migrations 0023 and 0027) when it commits; it answers only
 * while the feed is listening, starts empty when it listens again, and keeps a row read while a
 * change was announced only if nothing changed meanwhile (`generation`).
 */
export class UserView implements FeedView {
  /** Heard at once, like the revocation view: it answers requests (a write answers after its change is heard here). */
  readonly prompt = true;
  private readonly entries = new Map<number, Entry>();
  private live = false;
  /** Moves on every change that drops a user and on every break or resumption of the feed. */
  generation = 0;
  readonly stats = { hits: 0, loads: 0 };

  get size(): number {
    return this.entries.size;
  }

  resume(): void {
    this.clear();
    this.live = true;
  }

  suspend(): void {
    this.live = false;
    this.clear();
  }

  /** The user as last read, if held and fresh; undefined: read the database. */
  get(userId: number): UserRecord | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (Date.now() - entry.loadedAt > MAX_AGE_MS) {
      this.entries.delete(userId);
      return undefined;
    }
    this.stats.hits++;
    return entry.user;
  }

  /** Keeps a user read since `generation` was read, unless something changed meanwhile. */
  put(userId: number, generation: number, user: UserRecord): void {
    this.stats.loads++;
    if (!this.live || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { user: Object.freeze(user), loadedAt: Date.now() });
  }

  changed(payload: string): void {
    const c = parseAuthChange(payload);
    if (c.kind === 'session' || c.kind === 'barrier') return;
    this.generation++;
    if (c.kind === 'user' || c.kind === 'profile') this.entries.delete(c.userId);
    else if (c.kind === 'organization') this.dropWhere((u) => u.organization_id === c.organizationId);
    else if (c.kind === 'avatar') this.dropWhere((u) => u.avatar_id === c.uploadId);
    else this.clear();
  }

  private dropWhere(test: (user: UserRecord) => boolean): void {
    for (const [id, entry] of this.entries) if (test(entry.user)) this.entries.delete(id);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
