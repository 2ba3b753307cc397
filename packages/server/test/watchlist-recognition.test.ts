import { DEFAULT_FACE_EXACT_THRESHOLD, DEFAULT_FACE_THRESHOLD } from '@argus/contracts';
import { loadVision } from '@argus/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoWatchlist } from '../src/modules/facelists/demo';
import { CAMERA_VIEWS, demoPeople, describeView, viewsOf, type Person } from '../../vision/test/support/identities';
import { ago, eventWorld, frEvent, postBatch, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

/**
 * The demo's watch list as the demo enrols it (the largest face of the first demo scene photos,
 * list at the default thresholds), and every person of the demo scene passing a camera: views
 * generated from the photos as a camera gives them (small face, soft, compressed, turned, lit
 * otherwise; vision's test/support/identities.ts), described in this process and posted by an
 * edge as fr events. Ingest matching must name no one on the views of the others and never the
 * wrong person, and the enrolled people on at least the share of their views measured.
 */
const VIEWS = 3;
/** The demo scene shows the first four sample photos (media demo/faces.ts, facelists/demo.ts). */
const SCENE = [1, 2, 3, 4];

interface Pass {
  person: string;
  view: string;
  descriptor: number[];
}
let people: Person[] = [];
const passes: Pass[] = [];
const missed: string[] = [];

beforeAll(async () => {
  await loadVision({ objects: false });
  people = await demoPeople(SCENE);
  for (const view of await viewsOf(people, CAMERA_VIEWS, VIEWS, 3)) {
    const face = await describeView(view);
    if (face) passes.push({ person: view.person, view: view.name, descriptor: Array.from(face.descriptor) });
    else missed.push(`${view.person}: ${view.name}`);
  }
}, 1_200_000);

/** The enrolled people among `people`: the largest face of each photo the demo enrolled from. */
function enrolledPeople(count: number): Person[] {
  const area = (p: Person) => (p.box.x_max - p.box.x_min) * (p.box.y_max - p.box.y_min);
  return SCENE.slice(0, count).map((n) => [...people.filter((p) => p.photo === n)].sort((a, b) => area(b) - area(a))[0] as Person);
}

describe.each(ENGINES)('the demo watch list recognises its people passing a camera (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  beforeAll(async () => {
    s = await startServer(engine);
    w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Watch', 1);
  }, 600_000);
  afterAll(async () => s?.close());

  it('matches the enrolled people at the default threshold on their camera views, and no one else', { timeout: 600_000 }, async () => {
    const names = await ensureDemoWatchlist(s.ctx, w.org.id);
    expect(names).toEqual(['Demo person 1', 'Demo person 2']);
    const list = await s.ctx.db
      .selectFrom('facelists')
      .select(['threshold', 'exact_threshold'])
      .where('organization_id', '=', w.org.id)
      .executeTakeFirstOrThrow();
    expect(list).toEqual({ threshold: DEFAULT_FACE_THRESHOLD, exact_threshold: DEFAULT_FACE_EXACT_THRESHOLD });
    const enrolled = new Map(enrolledPeople(names.length).map((p, i) => [p.id, names[i]]));

    const events = passes.map((p, i) => frEvent(w.cameras[0] ?? 0, ago(s, 600 - i), {}, { descriptor: p.descriptor }));
    const posted = await postBatch(s, w.edge.credential, events);
    expect(posted.body.rejected).toEqual([]);
    const rows = await s.ctx.db
      .selectFrom('events')
      .select(['event_id', 'matches'])
      .where(
        'event_id',
        'in',
        events.map((e) => e.event_id),
      )
      .execute();
    const matchesOf = new Map(
      rows.map((r) => [r.event_id, (typeof r.matches === 'string' ? JSON.parse(r.matches) : r.matches) as { entity_name: string; similarity: number }[]]),
    );

    const wrong: string[] = [];
    let recognised = 0;
    passes.forEach((p, i) => {
      const got = (matchesOf.get(events[i]?.event_id ?? '') ?? []).map((m) => m.entity_name);
      const want = enrolled.get(p.person);
      if (want) {
        if (got.length === 1 && got[0] === want) recognised++;
        else wrong.push(`${p.person} (${want}) ${p.view}: ${JSON.stringify(matchesOf.get(events[i]?.event_id ?? ''))}`);
      } else if (got.length > 0) wrong.push(`${p.person} (not enrolled) ${p.view}: matched ${got.join(', ')}`);
    });
    const views = passes.filter((p) => enrolled.has(p.person)).length;
    console.warn(
      `${engine}: enrolled people recognised on ${recognised}/${views} views; views of ${people.length - enrolled.size} others: ${passes.length - views}; faces not found on ${missed.length} views; wrong: ${wrong.join(' | ') || 'none'}`,
    );
    // Most views of the enrolled people had a face to match (the detector is not what this tests).
    expect(views).toBeGreaterThanOrEqual(enrolled.size * (VIEWS - 1));
    // No false match: no view of another person is named, no enrolled person is named wrongly.
    expect(wrong.filter((x) => !x.endsWith(': []'))).toEqual([]);
    // Recognition on every view is the goal; at 0.1 % false accepts the camera-like views reach it on
    // about 78 % of genuine pairs (vision README, "Calibration"). Measured here: 3 of 6, the misses
    // being the blurred (σ 1.2) small faces. The check keeps at least that.
    expect(recognised).toBeGreaterThanOrEqual(Math.ceil(views / 2));
  });
});
