import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateEvent } from '@argus/contracts';

/** An event as a module produces it: the spool gives it its stable event_id. */
export type NewEvent = CreateEvent extends infer E ? (E extends { event_id: string } ? Omit<E, 'event_id'> : never) : never;

export interface Spooled {
  seq: number;
  file: string;
  event: CreateEvent;
}

const NAME = /^(\d{14})\.json$/;

/**
 * Events on disk, one file per event named by a sequence number, so the order survives a restart.
 * Each file is written to a temporary name and renamed, so a crash leaves either the whole event
 * or nothing. The event_id is minted here once and stored with the event: a replay after a crash
 * between "posted" and "removed" repeats the same id, which the API ignores.
 */
export class Spool {
  private seq = 0;
  /** Events spooled by this process so far (the metrics). */
  appended = 0;
  readonly dir: string;
  readonly rejectedDir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'spool');
    this.rejectedDir = join(dataDir, 'spool-rejected');
    mkdirSync(this.dir, { recursive: true });
    for (const f of readdirSync(this.dir)) {
      const m = NAME.exec(f);
      if (m) this.seq = Math.max(this.seq, Number(m[1]));
      else if (f.endsWith('.tmp')) rmSync(join(this.dir, f), { force: true });
    }
  }

  append(event: NewEvent): CreateEvent {
    const full = { event_id: randomUUID(), ...event } as CreateEvent;
    const name = `${String(++this.seq).padStart(14, '0')}.json`;
    const tmp = join(this.dir, `${name}.tmp`);
    writeFileSync(tmp, JSON.stringify(full));
    renameSync(tmp, join(this.dir, name));
    this.appended++;
    return full;
  }

  /**
   * The oldest `limit` events, in order, passing over those `skip` names by sequence number (their
   * files are not read) and those `keep` leaves out once read. Nothing is removed: passed-over
   * events stay first in the queue.
   */
  head(limit: number, skip: (seq: number) => boolean = () => false, keep: (item: Spooled) => boolean = () => true): Spooled[] {
    const names = readdirSync(this.dir)
      .filter((f) => NAME.test(f))
      .sort();
    const out: Spooled[] = [];
    for (const name of names) {
      if (out.length >= limit) break;
      const seq = Number(NAME.exec(name)?.[1]);
      if (skip(seq)) continue;
      const file = join(this.dir, name);
      let event: CreateEvent;
      try {
        event = JSON.parse(readFileSync(file, 'utf8')) as CreateEvent;
      } catch {
        // Unreadable (should not happen with write-then-rename): keep it aside, never block the queue.
        this.quarantine(file, 'unreadable');
        continue;
      }
      const item = { seq, file, event };
      if (keep(item)) out.push(item);
    }
    return out;
  }

  size(): number {
    return readdirSync(this.dir).filter((f) => NAME.test(f)).length;
  }

  /** How long the oldest waiting event has been spooled, ms (0 when none waits). */
  oldestAgeMs(now = Date.now()): number {
    const oldest = readdirSync(this.dir)
      .filter((f) => NAME.test(f))
      .sort()[0];
    if (!oldest) return 0;
    try {
      return Math.max(0, now - statSync(join(this.dir, oldest)).mtimeMs);
    } catch {
      // Sent and removed meanwhile.
      return 0;
    }
  }

  remove(item: Spooled): void {
    rmSync(item.file, { force: true });
  }

  /** Events the API refused for good are kept (with the reason) for an operator, out of the queue. */
  quarantine(file: string, reason: string): void {
    mkdirSync(this.rejectedDir, { recursive: true });
    const base = file.split('/').pop() ?? 'event.json';
    try {
      renameSync(file, join(this.rejectedDir, base));
      writeFileSync(join(this.rejectedDir, `${base}.reason`), reason);
    } catch {
      rmSync(file, { force: true });
    }
  }
}
