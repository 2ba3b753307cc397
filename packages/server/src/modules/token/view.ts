import type { Principal } from '../../http/principal';
import { altersGrants, parseAuthChange } from '../../lib/auth-change';

/**
 * The revocation view: the principals of access tokens this process has verified, so that a
 * token's next request costs no database round trip. It is only as good as its feed, the
 * `argus_auth` notifications (migration 0023) that every change of a token, session, user or
 * group membership sends when it commits; so it answers only while the feed is known to be
 * listening (`live`): while the listener is lost it holds nothing and every request is checked in
 * the database, and when listening again it starts empty (what was missed meanwhile is unknown).
 *
 * A principal loaded from the database is kept only when no change was announced and the feed
 * did not break while it was loading (`generation`): a load that read a row just before its change
 * committed must not outlive the change's notification.
 */
export const AUTH_CHANNEL = 'argus_auth';
/** Tokens held at most (the oldest go first). */
const MAX_ENTRIES = 50_000;
/** A principal is loaded again after this long even without a notification (a bound on any missed one). */
const MAX_AGE_MS = 60_000;

interface Entry {
  principal: Principal;
  /** The token's expiry (ms, by the app's clock). */
  expiresAt: number;
  /** When it was loaded (ms, real time). */
  loadedAt: number;
}

export class RevocationView {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private readonly bySession = new Map<string, Set<string>>();
  private isLive = false;
  /** Moves on every announced change and every break or resumption of the feed. */
  generation = 0;
  readonly stats = { hits: 0, loads: 0 };

  get live(): boolean {
    return this.isLive;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether a token of this user is held. */
  holdsUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** The feed is listening (again): start empty. */
  resume(): void {
    this.clear();
    this.isLive = true;
  }

  /** The feed is lost: hold nothing, answer nothing, until `resume`. */
  suspend(): void {
    this.isLive = false;
    this.clear();
  }

  /** The principal of a held token still valid at `now`; undefined: check the database. */
  get(hash: string, now: Date): Principal | undefined {
    if (!this.isLive) return undefined;
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now.getTime() || Date.now() - entry.loadedAt > MAX_AGE_MS) {
      this.drop(hash);
      return undefined;
    }
    this.stats.hits++;
    return entry.principal;
  }

  /** Keeps a principal loaded since `generation` was read, unless something changed meanwhile. */
  put(hash: string, generation: number, principal: Principal, expiresAt: Date): void {
    this.stats.loads++;
    if (!this.isLive || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    Object.freeze(principal.groupIds);
    this.entries.set(hash, { principal: Object.freeze(principal), expiresAt: expiresAt.getTime(), loadedAt: Date.now() });
    index(this.byUser, principal.userId, hash);
    index(this.bySession, principal.sessionId, hash);
  }

  /** One `argus_auth` payload (`parseAuthChange`): drops the tokens whose grants it may alter. */
  changed(payload: string): void {
    const c = parseAuthChange(payload);
    if (!altersGrants(c)) return;
    this.generation++;
    if (c.kind === 'user') for (const hash of [...(this.byUser.get(c.userId) ?? [])]) this.drop(hash);
    else if (c.kind === 'session') for (const hash of [...(this.bySession.get(c.sessionId) ?? [])]) this.drop(hash);
    else this.clear();
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
    this.bySession.clear();
  }

  private drop(hash: string): void {
    const entry = this.entries.get(hash);
    if (!entry) return;
    this.entries.delete(hash);
    unindex(this.byUser, entry.principal.userId, hash);
    unindex(this.bySession, entry.principal.sessionId, hash);
  }
}

function index<K>(map: Map<K, Set<string>>, key: K, hash: string): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(hash);
}

function unindex<K>(map: Map<K, Set<string>>, key: K, hash: string): void {
  const set = map.get(key);
  set?.delete(hash);
  if (set?.size === 0) map.delete(key);
}
