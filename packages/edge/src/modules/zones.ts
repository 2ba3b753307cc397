import type { Rect } from '@argus/vision';

/** One sighting of a tracked object inside a zone in this frame. */
export interface Sighting {
  track: number;
  rect: Rect;
}

interface Member {
  id: number;
  lastSeen: number;
  rect: Rect;
}

const centre = (r: Rect) => ({ x: (r.x_min + r.x_max) / 2, y: (r.y_min + r.y_max) / 2 });

/**
 * Who is in a zone, in seconds rather than frames. A detector misses a person now and then (a
 * turned body, a score just under the threshold), and a tracker that lost someone starts a new
 * track when they are found again; counted per frame and per track, that makes a crowd flicker
 * (its timer restarting, reported late or never) and one person two entries. So a zone keeps
 * members: a track joins the member it continues, a new track that appears where a member was
 * lately seen (within REJOIN s, one box of where they were) is that member again, and a member
 * stays present until not seen for GRACE s. Entries are new members; the count is the members.
 */
export class ZoneMembers {
  /** Seconds a member stays present unseen, at least two analysis intervals. */
  static readonly GRACE = 3;
  /** Seconds within which a new track where a member was lately seen is that member. */
  static readonly REJOIN = 5;
  private readonly members = new Map<number, Member>();
  private readonly trackOf = new Map<number, number>();
  /** Members that left (not seen for GRACE), remembered for REJOIN. */
  private gone: Member[] = [];
  private next = 1;
  private lastSighting: number | null = null;
  private lastTs: number | null = null;

  reset(): void {
    this.members.clear();
    this.trackOf.clear();
    this.gone = [];
    this.lastSighting = null;
    this.lastTs = null;
  }

  /** Time of the last frame with any member seen (null: none yet). */
  get lastSeen(): number | null {
    return this.lastSighting;
  }

  /** This frame's sightings in; the sightings that are new members (entries) out. */
  update(ts: number, sightings: Sighting[]): Sighting[] {
    const interval = this.lastTs === null ? 0 : ts - this.lastTs;
    this.lastTs = ts;
    const grace = Math.max(ZoneMembers.GRACE * 1000, 2.5 * interval);
    const entries: Sighting[] = [];
    const seen = new Set<number>();
    // Tracks already known first: a member seen in this frame is not someone else's to rejoin.
    const known = (x: Sighting) => {
      const id = this.trackOf.get(x.track);
      return id !== undefined && this.members.has(id);
    };
    for (const s of [...sightings.filter(known), ...sightings.filter((x) => !known(x))]) {
      let id = this.trackOf.get(s.track);
      if (id === undefined || !this.members.has(id)) {
        const again = this.rejoin(s.rect, ts, seen);
        if (again) {
          id = again.id;
          this.members.set(id, again);
        } else {
          id = this.next++;
          this.members.set(id, { id, lastSeen: ts, rect: s.rect });
          entries.push(s);
        }
        this.trackOf.set(s.track, id);
      }
      const m = this.members.get(id);
      if (m) {
        m.lastSeen = ts;
        m.rect = s.rect;
      }
      seen.add(id);
    }
    if (sightings.length) this.lastSighting = ts;
    for (const m of this.members.values()) {
      if (ts - m.lastSeen <= grace) continue;
      this.members.delete(m.id);
      this.gone.push(m);
    }
    this.gone = this.gone.filter((m) => ts - m.lastSeen <= ZoneMembers.REJOIN * 1000);
    for (const [track, id] of this.trackOf) if (!this.members.has(id) && !this.gone.some((g) => g.id === id)) this.trackOf.delete(track);
    return entries;
  }

  /** Members present now (seen within GRACE). */
  get count(): number {
    return this.members.size;
  }

  /** A member not seen in this frame (present unseen, or lately gone) near where the new track is: the nearest. */
  private rejoin(r: Rect, ts: number, seen: Set<number>): Member | null {
    const c = centre(r);
    let best: Member | null = null;
    let bestD = Infinity;
    const candidates = [...[...this.members.values()].filter((m) => !seen.has(m.id) && m.lastSeen < ts), ...this.gone];
    for (const m of candidates) {
      if (ts - m.lastSeen > ZoneMembers.REJOIN * 1000) continue;
      const mc = centre(m.rect);
      // Within the box's larger side of where it was: a person walks about their height in a second.
      const size = Math.max(m.rect.x_max - m.rect.x_min, m.rect.y_max - m.rect.y_min);
      const d = Math.hypot(c.x - mc.x, c.y - mc.y);
      if (d <= size && d < bestD) {
        best = m;
        bestD = d;
      }
    }
    if (best) this.gone = this.gone.filter((g) => g !== best);
    return best;
  }
}
