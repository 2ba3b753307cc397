import { cropFace, detectFaces, l2normalize, loadVision } from '@argus/vision';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchFace, matchFaces } from '../src/lib/matchers';
import { distancesInJs, distancesInSql } from '../src/modules/matching/faces';
import { organizationByName } from '../src/modules/users/service';
import { ENGINES, startServer, type TestServer } from './support/harness';
import { formBody, grantLicense, samplePhoto, type FormFile } from './support/lists';

/**
 * Faces over HTTP with real descriptors: one-face photos are cut out of face-api's demo photos
 * (sample1.jpg, three people) with sharp; the "another photo of that face" is a sharp-augmented
 * copy (scaled, blurred, re-encoded) of the enrolled one.
 */
const photos: Buffer[] = [];
let augmented: number[] = [];
let group: Buffer;
let blank: Buffer;

beforeAll(async () => {
  await loadVision();
  const sample = samplePhoto(1);
  const found = await detectFaces(sample);
  for (const face of found.faces) photos.push(await cropFace(sample, face.rect, 0.5, { quality: 90 }));
  const copy = await sharp(photos[0]).resize({ width: 220 }).blur(1.2).jpeg({ quality: 40 }).toBuffer();
  const described = await detectFaces(copy);
  augmented = Array.from(described.faces[0]?.descriptor ?? []);
  group = samplePhoto(3);
  blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 120, g: 160, b: 200 } } })
    .jpeg()
    .toBuffer();
}, 300_000);

describe.each(ENGINES)('faces on %s', (engine) => {
  let s: TestServer;
  let admin: string;
  let otherAdmin: string;
  let acme: number;
  let wanted: number;
  let staff: number;

  const enrol = async (fields: Record<string, unknown>, files: FormFile[], token = admin) =>
    s.request('POST', '/api/v1/faces', { token, raw: await formBody({ face: JSON.stringify(fields) }, files) });

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_LIST_FACE_COUNT: '4', ARGUS_FACE_IMAGE_SIZE_MB: '0.5' } });
    acme = await organizationByName(s.ctx, 'Acme');
    await grantLicense(s, acme, { faces: 50 });
    await s.createUser({ username: 'acme-admin', password: 'acme-password' }, 'Acme');
    admin = await s.token('acme-admin', 'acme-password');
    await s.createUser({ username: 'globex-admin', password: 'globex-password' }, 'Globex');
    otherAdmin = await s.token('globex-admin', 'globex-password');
    wanted = Number((await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Wanted', priority: 'high' } })).body.id);
    staff = Number(
      (await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Staff', priority: 'low', threshold: 0.9, exact_threshold: 0.95 } })).body.id,
    );
  }, 120_000);
  afterAll(async () => s?.close());

  it('photos with no face, several faces, a wrong type or too many bytes are refused with their types', async () => {
    const fields = { full_name: 'Nobody Here', facelist_id: wanted };
    const none = await enrol(fields, [{ name: 'wall.jpg', data: blank }]);
    expect(none.body).toMatchObject({ type: 'upload_meta_not_found', status_code: 404 });
    const many = await enrol(fields, [{ name: 'crowd.jpg', data: await sharp(group).resize({ width: 1000 }).jpeg().toBuffer() }]);
    expect(many.body).toMatchObject({ type: 'face_image_many_faces', status_code: 422 });
    const text = await enrol(fields, [{ name: 'notes.jpg', data: 'not an image at all', type: 'image/jpeg' }]);
    expect(text.body).toMatchObject({ type: 'upload_mime_type_non_acceptable', status_code: 415 });
    const huge = await enrol(fields, [{ name: 'big.png', data: await sharp(group).png().toBuffer(), type: 'image/png' }]);
    expect(huge.body).toMatchObject({ type: 'payload_too_large', status_code: 413 });
    expect((await s.request('GET', `/api/v1/facelists/${wanted}`, { token: admin })).body.face_count).toBe(0);
    const rows = await s.ctx.db.selectFrom('face_images').select('id').execute();
    expect(rows).toEqual([]);
  }, 120_000);

  it('enrolment computes the descriptor; the matcher finds the face from another photo, with its list and priority; deletion stops it', async () => {
    const created = await enrol({ full_name: 'Alice Example', facelist_id: wanted, birth_date: '1990-05-17', sex: 'female' }, [
      { name: 'alice.jpg', data: photos[0] as Buffer },
    ]);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ full_name: 'Alice Example', birth_date: '1990-05-17', sex: 'female', facelist_id: wanted, pacs_persons: [] });
    const images = created.body.images as { url: string; image_id: string }[];
    expect(images).toHaveLength(1);
    const file = await fetch(s.url + (images[0]?.url ?? ''));
    expect(file.status).toBe(200);
    const stored = await s.ctx.db.selectFrom('face_images').select('descriptor').executeTakeFirstOrThrow();
    expect(stored.descriptor).toHaveLength(128);
    const norm = Math.sqrt(stored.descriptor.reduce((a, v) => a + Number(v) ** 2, 0));
    expect(norm).toBeCloseTo(1, 3);
    const faceId = Number(created.body.id);
    // Another person of the photo, in the strict staff list.
    const bob = await enrol({ full_name: 'Bob Example', facelist_id: staff }, [{ name: 'bob.jpg', data: photos[1] as Buffer }]);
    expect(bob.status).toBe(200);

    expect(augmented).toHaveLength(128);
    const matches = await matchFace(s.ctx, s.ctx.db, acme, augmented);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ entity_id: faceId, entity_name: 'Alice Example', list_id: wanted, list_name: 'Wanted', priority: 5 });
    expect(matches[0]?.similarity).toBeGreaterThanOrEqual(0.43);
    // A batch (as ingest matches it): each descriptor gets its own answer, in order; a malformed one none.
    const noise = augmented.map((_, i) => Math.sin(i * 12.9898) % 1);
    const batch = await matchFaces(s.ctx, s.ctx.db, acme, [noise, augmented, [0.1, 0.2], augmented]);
    expect(batch.map((m) => m.map((x) => x.entity_name))).toEqual([[], ['Alice Example'], [], ['Alice Example']]);
    expect(batch[3]?.[0]?.similarity).toBe(matches[0]?.similarity);
    if (s.ctx.database.capabilities.vector) {
      // Both scans (SQL where a PostgreSQL server has pgvector, JS elsewhere) find the same faces at the same distances.
      const probes = new Map([
        [0, Array.from(l2normalize(augmented))],
        [1, Array.from(l2normalize(noise))],
      ]);
      const bySql = await distancesInSql(s.ctx.db, acme, probes);
      const byJs = await distancesInJs(s.ctx, s.ctx.db, acme, probes);
      expect(bySql.get(0)?.get(faceId)).toBeLessThan(0.45);
      expect([...byJs.keys()].sort()).toEqual([...bySql.keys()].sort());
      for (const [probe, faces] of bySql) {
        expect([...(byJs.get(probe)?.keys() ?? [])].sort()).toEqual([...faces.keys()].sort());
        for (const [face, distance] of faces) expect(byJs.get(probe)?.get(face)).toBeCloseTo(distance, 4);
      }
    }
    // Another organisation's events never match Acme's faces.
    expect(await matchFace(s.ctx, s.ctx.db, await organizationByName(s.ctx, 'Globex'), augmented)).toEqual([]);
    // A list change counts at once: a threshold above the similarity, then back.
    await s.request('PUT', `/api/v1/facelists/${wanted}`, { token: admin, json: { threshold: 1, exact_threshold: 1 } });
    expect(await matchFace(s.ctx, s.ctx.db, acme, augmented)).toEqual([]);
    await s.request('PUT', `/api/v1/facelists/${wanted}`, { token: admin, json: { threshold: 0.43, exact_threshold: 0.7 } });
    expect(await matchFace(s.ctx, s.ctx.db, acme, augmented)).toHaveLength(1);
    // The scan reaches exactly as far as the lowest threshold: just under the similarity matches, just over does not.
    const similarity = matches[0]?.similarity ?? 0;
    await s.request('PUT', `/api/v1/facelists/${wanted}`, { token: admin, json: { threshold: similarity - 0.0002, exact_threshold: 1 } });
    expect(await matchFace(s.ctx, s.ctx.db, acme, augmented)).toHaveLength(1);
    await s.request('PUT', `/api/v1/facelists/${wanted}`, { token: admin, json: { threshold: similarity + 0.0002, exact_threshold: 1 } });
    expect(await matchFace(s.ctx, s.ctx.db, acme, augmented)).toEqual([]);
    await s.request('PUT', `/api/v1/facelists/${wanted}`, { token: admin, json: { threshold: 0.43, exact_threshold: 0.7 } });

    expect((await s.request('GET', `/api/v1/faces/${faceId}`, { token: otherAdmin })).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/faces/${faceId}`, { token: otherAdmin })).status).toBe(404);
    expect((await s.request('DELETE', `/api/v1/faces/${faceId}`, { token: admin })).status).toBe(204);
    expect(await matchFace(s.ctx, s.ctx.db, acme, augmented)).toEqual([]);
    expect((await fetch(s.url + (images[0]?.url ?? ''))).status).toBe(404);
  }, 180_000);

  it('face fields: date-only birth date, search, update, usage counter', async () => {
    const bad = await enrol({ full_name: 'Carol Example', facelist_id: wanted, birth_date: '1990-02-30' }, [{ name: 'c.jpg', data: photos[2] as Buffer }]);
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toHaveProperty('birth_date');
    const carol = await enrol({ full_name: 'Carol Example', facelist_id: wanted, document_number: 'ID-7788' }, [{ name: 'c.jpg', data: photos[2] as Buffer }]);
    expect(carol.status).toBe(200);
    const put = await s.request('PUT', `/api/v1/faces/${String(carol.body.id)}`, {
      token: admin,
      json: { birth_date: '2001-12-31', attributes: { note: 'visitor' } },
    });
    expect(put.body).toMatchObject({ birth_date: '2001-12-31', attributes: { note: 'visitor' } });
    expect((await s.request('PUT', `/api/v1/faces/${String(carol.body.id)}`, { token: admin, json: { birth_date: '2001-12-31T10:00:00Z' } })).status).toBe(422);
    const found = await s.request<{ faces: { id: number }[] }>('POST', '/api/v1/faces/search', { token: admin, json: { query: { text: '7788' } } });
    expect(found.body.faces.map((f) => f.id)).toEqual([carol.body.id]);
    const usage = await s.request<{ usage: { name: string; current: number }[] }>('GET', '/api/v1/licenses/usage', { token: admin });
    expect(usage.body.usage.find((u) => u.name === 'faces')?.current).toBe(2);
  }, 120_000);

  it('bulk enrolment: per-file results, one bad file reported, good files complete; all_or_nothing creates nothing; limits refuse the whole batch', async () => {
    const list = Number((await s.request('POST', '/api/v1/facelists', { token: admin, json: { name: 'Visitors' } })).body.id);
    const files: FormFile[] = [
      { name: 'dana_smith.jpg', data: photos[0] as Buffer },
      { name: 'empty.jpg', data: blank },
      { name: 'e.jpg', data: photos[1] as Buffer },
    ];
    const names = {
      name: 'names.csv',
      field: 'names',
      data: 'file_name,full_name,document_number,birth_date\ne.jpg,"Eve Stone",DOC-555,1985-07-04\n',
      type: 'text/csv',
    };

    const strict = await s.request('POST', '/api/v1/faces/bulk', {
      token: admin,
      raw: await formBody({ facelist_id: String(list), mode: 'all_or_nothing' }, [...files, names]),
    });
    expect(strict.status).toBe(200);
    expect(strict.body).toMatchObject({ created: 0, failed: 1 });
    expect((strict.body.results as { status: string }[]).map((r) => r.status)).toEqual(['skipped', 'failed', 'skipped']);
    expect((await s.request('GET', `/api/v1/facelists/${list}`, { token: admin })).body.face_count).toBe(0);

    const r = await s.request('POST', '/api/v1/faces/bulk', { token: admin, raw: await formBody({ facelist_id: String(list) }, [...files, names]) });
    expect(r.status).toBe(200);
    const results = r.body.results as { file_name: string; status: string; face_id: number | null; full_name: string | null; error: { type: string } | null }[];
    expect(results.map((x) => [x.file_name, x.status, x.full_name, x.error?.type ?? null])).toEqual([
      ['dana_smith.jpg', 'created', 'dana smith', null],
      ['empty.jpg', 'failed', 'empty', 'upload_meta_not_found'],
      ['e.jpg', 'created', 'Eve Stone', null],
    ]);
    const eve = await s.request('GET', `/api/v1/faces/${String(results[2]?.face_id)}`, { token: admin });
    expect(eve.body).toMatchObject({ full_name: 'Eve Stone', document_number: 'DOC-555', birth_date: '1985-07-04' });
    expect((eve.body.images as unknown[]).length).toBe(1);
    // Every created face has its photo and descriptor: nothing half-created.
    const orphans = await s.ctx.db
      .selectFrom('faces as f')
      .leftJoin('face_images as i', 'i.face_id', 'f.id')
      .select('f.id')
      .where('i.id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);

    // The list holds at most 4 (ARGUS_LIST_FACE_COUNT): three more do not fit, none is created.
    const over = await s.request('POST', '/api/v1/faces/bulk', {
      token: admin,
      raw: await formBody(
        { facelist_id: String(list) },
        photos.map((data, i) => ({ name: `person_${i}.jpg`, data })),
      ),
    });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ type: 'limit_exceeded', detail: { facelist_id: 'list_face_count' } });
    expect((await s.request('GET', `/api/v1/facelists/${list}`, { token: admin })).body.face_count).toBe(2);
    const audit = await s.ctx.db.selectFrom('audit_logs').select('action_type').where('action_type', '=', 'face_bulk_create').execute();
    expect(audit).toHaveLength(1);

    const foreign = await s.request('POST', '/api/v1/faces/bulk', {
      token: otherAdmin,
      raw: await formBody({ facelist_id: String(list) }, [files[0] as FormFile]),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.detail).toHaveProperty('facelist_id');
  }, 300_000);
});
