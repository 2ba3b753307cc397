import type { NewEvent } from '../../packages/edge/src/delivery/spool';
import type { SituationModule } from '../../packages/edge/src/modules/sa';

/**
 * Line crossings against truth, for the sa benches. A crossing matches a truth of its direction when
 * reported within 1 s of it, or — reported late because the detector missed the person around the
 * line and the track was continued only when seen beyond it — when the time its track reached the
 * line (linear between its last sighting on one side and its first on the other, as the module logs
 * it) is within 1 s. A crossing that matches a truth only in the other direction is a wrong
 * direction; any other is false. An optional truth (a bystander in a walker's cut-out) is neither
 * missed when not reported nor false when it is (counted as `bystanders`); walkers are numbered
 * over the required truths.
 */
export interface Got {
  kind: string;
  /** Seconds from the origin the event was reported at (its frame). */
  at: number;
  /** When the track reached the line, as the module logs it. */
  reached?: number;
}

const inner = (e: NewEvent) => e.event as { reason: string; attributes: { original_reason?: string } };

/** The module's line crossing events, with the time each track reached the line (from the module's log). */
export function crossingsOf(events: NewEvent[], sa: SituationModule, origin: number): Got[] {
  return events
    .filter((e) => inner(e).reason === 'line_crossing')
    .map((e) => {
      const ts = Date.parse(e.ts);
      const kind = inner(e).attributes.original_reason ?? '';
      const l = sa.crossings.find((x) => x.ts === ts && x.dir === kind);
      return { kind, at: (ts - origin) / 1000, ...(l ? { reached: (l.reachedAt - origin) / 1000 } : {}) };
    });
}

export function tally(got: Got[], all: { kind: string; at: number; optional?: boolean }[]) {
  const left = [...got];
  const near = (g: Got, t: { at: number }) => Math.abs(g.at - t.at) <= 1 || (g.reached !== undefined && Math.abs(g.reached - t.at) <= 1);
  const truth = all.filter((t) => !t.optional);
  let hit = 0;
  let late = 0;
  const missed: number[] = [];
  truth.forEach((t, n) => {
    const i = left.findIndex((g) => g.kind === t.kind && near(g, t));
    const g = left[i];
    if (!g) return missed.push(n + 1);
    hit++;
    if (Math.abs(g.at - t.at) > 1) late++;
    left.splice(i, 1);
  });
  let bystanders = 0;
  for (const t of all.filter((x) => x.optional)) {
    const i = left.findIndex((g) => g.kind === t.kind && near(g, t));
    if (i < 0) continue;
    bystanders++;
    left.splice(i, 1);
  }
  const wrong = left.filter((g) => truth.some((t) => t.kind !== g.kind && near(g, t))).length;
  return { hit, late, wrong, extra: left.length - wrong, missed, bystanders, walkers: truth.length };
}
