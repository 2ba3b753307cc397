import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ago, eventWorld, frEvent, lprEvent, postBatch, saEvent, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import type { AnyBody } from './support/video';

const require = createRequire(import.meta.url);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
const sample = (n: number) => readFileSync(path.join(demo, `sample${n}.jpg`));

async function multipart(s: TestServer, url: string, token: string, fields: Record<string, string>, files: Buffer[], type = 'image/jpeg') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('upload_data', new Blob([new Uint8Array(f)], { type }), 'x.jpg');
  const res = await fetch(`${s.url}/api/v1${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as AnyBody };
}

describe.each(ENGINES)('uploads, search and statistics (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Searchco', 2);
  });
  afterAll(async () => s?.close());

  it('stores an upload with its sniffed type, serves it, and updates it', async () => {
    const png = await sharp({ create: { width: 50, height: 30, channels: 3, background: '#aa0000' } })
      .png()
      .toBuffer();
    // The client says JPEG; the content says PNG.
    const r = await multipart(s, '/uploads', w.org.token, { kind: 'avatar' }, [png], 'image/jpeg');
    expect(r.status).toBe(200);
    const u = r.body.uploads[0];
    expect(u).toMatchObject({ kind: 'avatar', mime_type: 'image/png', width: 50, height: 30, size: png.length, meta: [] });
    expect((await fetch(s.url + String(u.original_url))).status).toBe(200);
    const got = await s.request<AnyBody>('GET', `/api/v1/uploads/${u.id}`, { token: w.org.token });
    expect(got.body.id).toBe(u.id);
    const put = await s.request<AnyBody>('PUT', `/api/v1/uploads/${u.id}`, { token: w.org.token, json: { kind: 'logo' } });
    expect(put.body.kind).toBe('logo');
  });

  it('answers every upload error type', async () => {
    const text = Buffer.from('hello, not an image');
    expect((await multipart(s, '/uploads', w.org.token, { kind: 'face_image' }, [text])).body.type).toBe('upload_mime_type_non_acceptable');
    const truncated = sample(1).subarray(0, 4000);
    expect((await multipart(s, '/uploads', w.org.token, { kind: 'face_image' }, [truncated])).body.type).toBe('upload_process_error');
    // Noise does not compress: about 1.9 MB, over the avatar limit of 1.2 MB (and under the face limit).
    const big = await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect((await multipart(s, '/uploads', w.org.token, { kind: 'avatar' }, [big])).body.type).toBe('payload_too_large');
    expect((await multipart(s, '/uploads/meta', w.org.token, { detection: 'all_faces' }, [text])).body.type).toBe('upload_mime_type_non_acceptable');
    const tiny = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await multipart(s, '/uploads/meta', w.org.token, { detection: 'all_faces' }, [tiny])).body.type).toBe('upload_meta_process_error');
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const none = await multipart(s, '/uploads/meta', w.org.token, { detection: 'all_faces' }, [blank]);
    expect(none).toMatchObject({ status: 404, body: { type: 'upload_meta_not_found' } });
    expect((await s.request('POST', '/api/v1/uploads/meta', { token: w.org.token, json: { upload_id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(
      404,
    );
  }, 120_000);

  it('finds faces in all_faces mode when the request names no detection mode, and checks the JSON body against the contract', async () => {
    const up = await multipart(s, '/uploads', w.org.token, { kind: 'face_image' }, [sample(2)]);
    const upload_id = up.body.uploads[0].id as string;
    const json = (body: object) => s.request<AnyBody>('POST', '/api/v1/uploads/meta', { token: w.org.token, json: body });
    const all = await json({ upload_id });
    expect(all.status).toBe(200);
    expect(all.body.meta.length).toBeGreaterThan(1);
    expect((await json({ upload_id, detection: 'largest_face' })).body.meta).toHaveLength(1);
    expect((await multipart(s, '/uploads/meta', w.org.token, {}, [sample(2)])).body.meta).toHaveLength(all.body.meta.length);
    expect((await json({ upload_id: 'an upload', detection: 'any_face', note: 1 })).body).toMatchObject({
      type: 'validation',
      detail: { upload_id: expect.any(String), detection: expect.any(String), note: 'is not a known field' },
    });
    expect((await multipart(s, '/uploads/meta', w.org.token, { detection: 'any_face' }, [sample(2)])).body).toMatchObject({
      type: 'validation',
      detail: { detection: expect.any(String) },
    });
  }, 120_000);

  it("search by an uploaded photo of a face finds that face's events first", async () => {
    // The person's events carry descriptors taken from an altered copy of the photo (as a camera would).
    const altered = await sharp(sample(1)).resize({ width: 700 }).modulate({ brightness: 1.15 }).jpeg({ quality: 70 }).toBuffer();
    const fromCopy = await multipart(s, '/uploads/meta', w.org.token, { detection: 'largest_face' }, [altered]);
    expect(fromCopy.status).toBe(200);
    const others = await multipart(s, '/uploads/meta', w.org.token, { detection: 'all_faces' }, [sample(2)]);
    expect(others.body.meta.length).toBeGreaterThan(1);
    const person = [
      frEvent(w.cameras[0] ?? 0, ago(s, 300), {}, { descriptor: fromCopy.body.meta[0].descriptor }),
      frEvent(w.cameras[1] ?? 0, ago(s, 200), {}, { descriptor: fromCopy.body.meta[0].descriptor }),
    ];
    const strangers = (others.body.meta as AnyBody[]).map((m, i) => frEvent(w.cameras[0] ?? 0, ago(s, 100 + i), {}, { descriptor: m.descriptor }));
    expect((await postBatch(s, w.edge.credential, [...strangers, ...person])).body.rejected).toEqual([]);

    const up = await multipart(s, '/uploads', w.org.token, { kind: 'face_image', post_process: 'true' }, [sample(1)]);
    expect(up.status).toBe(200);
    const meta = up.body.uploads[0].meta as AnyBody[];
    expect(meta.length).toBeGreaterThan(0);
    const rect = meta[0].detection.rect;
    expect(rect.x_min).toBeGreaterThanOrEqual(0);
    expect(rect.x_max).toBeLessThanOrEqual(1);
    // Also through JSON naming the upload.
    const again = await s.request<AnyBody>('POST', '/api/v1/uploads/meta', {
      token: w.org.token,
      json: { upload_id: up.body.uploads[0].id, detection: 'largest_face' },
    });
    expect(again.body.meta).toHaveLength(1);

    const search = await s.request<AnyBody>('POST', '/api/v1/search/byface', {
      token: w.org.token,
      json: { query: { event_type: 'fr', descriptor: meta[0].descriptor } },
    });
    if (engine === 'postgres' && !s.ctx.database.capabilities.vector) {
      expect(search).toMatchObject({ status: 503, body: { type: 'temporarily_unavailable' } });
      return;
    }
    expect(search.status).toBe(200);
    const found = (search.body.events as AnyBody[]).map((e) => e.event_id);
    expect(found.slice(0, 2).sort()).toEqual(person.map((e) => e.event_id).sort());
    for (const e of strangers) expect(found).not.toContain(e.event_id);
    expect(search.body.events[0].similarity).toBeGreaterThan(0.43);
    const byTime = await s.request<AnyBody>('POST', '/api/v1/search/byface', {
      token: w.org.token,
      json: { query: { event_type: 'fr', descriptor: meta[0].descriptor, sort_type: 'timestamp' } },
    });
    expect(byTime.body.events.map((e: AnyBody) => e.event_id)).toEqual([person[1]?.event_id, person[0]?.event_id]);
  }, 180_000);

  it('finds plates exactly, by a typed part and fuzzily; only-accurate keeps the best', async () => {
    const [a, b, c] = [
      lprEvent(w.cameras[0] ?? 0, ago(s, 50), 'A123BC'),
      lprEvent(w.cameras[0] ?? 0, ago(s, 40), 'A 123 BG'),
      lprEvent(w.cameras[1] ?? 0, ago(s, 30), 'X999XX'),
    ];
    await postBatch(s, w.edge.credential, [a, b, c]);
    const search = async (query: Record<string, unknown>) =>
      (await s.request<AnyBody>('POST', '/api/v1/search/byplate', { token: w.org.token, json: { query: { event_type: 'lpr', ...query } } })).body;
    const exact = await search({ number: 'a123bc' });
    expect(exact.events[0]).toMatchObject({ event_id: a.event_id, similarity: 1, highlight: [{ field: 'number', start: 0, end: 6 }] });
    expect(new Set((await search({ number: '123B' })).events.map((e: AnyBody) => e.event_id))).toEqual(new Set([a.event_id, b.event_id]));
    const fuzzy = await search({ number: 'A123BX', threshold: 0.3 });
    expect(new Set(fuzzy.events.map((e: AnyBody) => e.event_id))).toEqual(new Set([a.event_id, b.event_id]));
    expect((await search({ number: 'A123BC', is_only_accurate: true })).events.map((e: AnyBody) => e.event_id)).toEqual([a.event_id]);
    expect((await search({ number: 'A123BC', sort_type: 'timestamp' })).events[0].event_id).toBe(b.event_id);
    const faces = await s.request<AnyBody>('POST', '/api/v1/search/byfaceinfaces', {
      token: w.org.token,
      json: { query: { descriptor: Array.from({ length: 128 }, () => 0.1) } },
    });
    expect(faces.body).toEqual({ faces: [], pagination: { cursor: null } });
  });

  it('statistics match hand-computed counts', async () => {
    const s2 = await startServer(engine);
    try {
      const su = await s2.token(ADMIN.username, ADMIN.password);
      const x = await eventWorld(s2, su, 'Statco', 2);
      const [c0, c1] = [x.cameras[0] ?? 0, x.cameras[1] ?? 0];
      const today = new Date(s2.clock.ms).toISOString().slice(0, 10);
      const yesterday = new Date(s2.clock.ms - 86400_000).toISOString().slice(0, 10);
      const match = (id: number, priority: number) =>
        JSON.stringify([{ entity_id: id, entity_name: `P${id}`, list_id: 3, list_name: 'L', priority, similarity: 0.9 }]);
      const e = [
        frEvent(c0, `${yesterday}T09:00:00.000Z`),
        frEvent(c0, `${yesterday}T10:00:00.000Z`),
        frEvent(c1, `${today}T08:00:00.000Z`),
        lprEvent(c1, `${today}T08:30:00.000Z`, 'B1'),
        saEvent(c0, `${today}T09:00:00.000Z`, { reason: 'line_crossing', line: { id: 'l1', name: 'Door' } }),
        saEvent(c1, `${today}T09:10:00.000Z`, { reason: 'line_crossing', line: { id: 'l1', name: 'Door' } }),
        saEvent(c1, `${today}T09:20:00.000Z`, { reason: 'crowding', roi: { id: 'r1', name: 'Hall' } }),
      ];
      expect((await postBatch(s2, x.edge.credential, e)).body.rejected).toEqual([]);
      const set = (i: number, id: number, priority: number) =>
        s2.ctx.db
          .updateTable('events')
          .set({ matched: true, top_priority: priority, matches: match(id, priority), match_list_ids: [3] })
          .where('event_id', '=', e[i]?.event_id ?? '')
          .execute();
      await set(0, 1, 5); // person 1 yesterday and today
      await set(2, 1, 5);
      await set(1, 2, 1); // person 2 yesterday only
      const get = async (name: string, q = `?date_from=${yesterday}T00:00:00Z&date_to=${today}`) =>
        (await s2.request<AnyBody>('GET', `/api/v1/stats/${name}${q}`, { token: x.org.token })).body;
      expect((await get('eventsbytype')).items).toEqual([
        { date: yesterday, event_type: 'fr', count: 2 },
        { date: today, event_type: 'fr', count: 1 },
        { date: today, event_type: 'lpr', count: 1 },
        { date: today, event_type: 'sa', count: 3 },
      ]);
      expect((await get('eventmatchesbypriority')).items).toEqual([
        { date: yesterday, priority: 1, count: 1 },
        { date: yesterday, priority: 5, count: 1 },
        { date: today, priority: 5, count: 1 },
      ]);
      expect((await get('eventsbystream')).items).toEqual([
        { stream_id: c0, camera_name: 'Statco cam 0', count: 3 },
        { stream_id: c1, camera_name: 'Statco cam 1', count: 4 },
      ]);
      expect((await get('eventsbyline')).items).toEqual([
        { stream_id: c0, line_id: 'l1', line_name: 'Door', count: 1 },
        { stream_id: c1, line_id: 'l1', line_name: 'Door', count: 1 },
      ]);
      expect((await get('eventsbyroi')).items).toEqual([{ stream_id: c1, roi_id: 'r1', roi_name: 'Hall', count: 1 }]);
      expect((await get('eventsbytype', `?date_from=${today}`)).items).toHaveLength(3);
      const activity = (await get('activitytracking')).items;
      expect(activity.map((a: AnyBody) => [a.entity_id, a.events, a.days])).toEqual([
        [1, 2, 2],
        [2, 1, 1],
      ]);
      expect((await get('cohorts')).items).toEqual([{ date: yesterday, size: 2 }]);
      expect((await get('cohorttracking')).items).toEqual([
        { cohort_date: yesterday, date: yesterday, count: 2 },
        { cohort_date: yesterday, date: today, count: 1 },
      ]);
      expect(await get('cameras', '')).toMatchObject({ total: 2, active: 2, inactive: 0 });
      expect((await s2.request('GET', `/api/v1/stats/eventsbytype?date_from=${today}&date_to=${yesterday}`, { token: x.org.token })).status).toBe(422);
    } finally {
      await s2.close();
    }
  });
});
