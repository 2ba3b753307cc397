import { TIMING } from '@argus/contracts';

/**
 * Typed values of forms whose submission failed, kept so that a user who navigates away and back
 * does not type them again (spec: 10 minutes, up to 5 forms). Secrets are never kept.
 */
export interface FormCacheOptions {
  limit?: number;
  ttlMs?: number;
  now?: () => number;
}

const SECRET = /password|secret|token|code/i;

export class FormCache {
  private readonly entries = new Map<string, { values: Record<string, unknown>; at: number }>();
  private readonly limit: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: FormCacheOptions = {}) {
    this.limit = options.limit ?? TIMING.formCacheEntries;
    this.ttlMs = options.ttlMs ?? TIMING.formCacheMs;
    this.now = options.now ?? Date.now;
  }

  /** Keeps the values of a failed submission, without any secret field. */
  save(key: string, values: Record<string, unknown>): void {
    const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.test(k)));
    this.entries.delete(key);
    this.entries.set(key, { values: kept, at: this.now() });
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  /** The values kept for a form, if they are still fresh. */
  load(key: string): Record<string, unknown> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.values;
  }

  /** After a successful submission nothing needs restoring. */
  clear(key: string): void {
    this.entries.delete(key);
  }
}

export const formCache = new FormCache();
