import { detectFaces, loadVision } from '@argus/vision';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationByName } from '../src/modules/users/service';
import { ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense, samplePhoto } from './support/lists';
import type { AnyBody } from './support/video';

/**
 * A passport-style photo, where the face fills the picture, is enrolled: each face of a demo photo
 * (sample4, four people) is cut out at 1.1 × its box, as a badge photo frames it. Before the
 * detector's second pass, such photos were refused with "No face was found on the photo".
 */
const portraits: Buffer[] = [];

beforeAll(async () => {
  await loadVision({ objects: false });
  const photo = samplePhoto(4);
  const { width, height, faces } = await detectFaces(photo);
  for (const { rect } of faces) {
    const [cx, cy] = [((rect.x_min + rect.x_max) / 2) * width, ((rect.y_min + rect.y_max) / 2) * height];
    const [w, h] = [(rect.x_max - rect.x_min) * width * 1.1, (rect.y_max - rect.y_min) * height * 1.1];
    const left = Math.max(0, Math.round(cx - w / 2));
    const top = Math.max(0, Math.round(cy - h / 2));
    const extract = { left, top, width: Math.min(width - left, Math.round(w)), height: Math.min(height - top, Math.round(h)) };
    portraits.push(await sharp(photo).extract(extract).jpeg({ quality: 92 }).toBuffer());
  }
}, 300_000);

async function upload(s: TestServer, token: string, photo: Buffer) {
  const form = new FormData();
  form.append('kind', 'face_image');
  form.append('post_process', 'true');
  form.append('upload_data', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'badge.jpg');
  const res = await fetch(`${s.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as AnyBody };
}

describe.each(ENGINES)('tight portraits are enrolled (%s)', (engine) => {
  let s: TestServer;
  let admin: string;
  let list: number;

  beforeAll(async () => {
    s = await startServer(engine);
    await grantLicense(s, await organizationByName(s.ctx, 'Acme'), { faces: 50 });
    await s.createUser({ username: 'badge-admin', password: 'badge-password' }, 'Acme');
    admin = await s.token('badge-admin', 'badge-password');
    list = Number((await s.request<AnyBody>('POST', '/api/v1/facelists', { token: admin, json: { name: 'Staff', priority: 'low' } })).body.id);
  }, 120_000);
  afterAll(async () => s?.close());

  it('uploads each tight portrait with its face found, and enrols it from the upload', async () => {
    expect(portraits).toHaveLength(4);
    for (const [i, photo] of portraits.entries()) {
      const up = await upload(s, admin, photo);
      expect(up.status).toBe(200);
      const meta = up.body.uploads[0].meta as AnyBody[];
      expect(meta, `portrait ${i + 1}`).toHaveLength(1);
      // The face fills the portrait: its rect covers most of it.
      const { rect } = meta[0].detection;
      expect((rect.x_max - rect.x_min) * (rect.y_max - rect.y_min)).toBeGreaterThan(0.4);

      const face = await s.request<AnyBody>('POST', '/api/v1/faces', {
        token: admin,
        json: { full_name: `Badge Person ${i + 1}`, facelist_id: list, images: [{ image_id: up.body.uploads[0].id }] },
      });
      expect(face.body.type, `portrait ${i + 1}: ${face.body.message}`).toBeUndefined();
      expect(face.status).toBe(200);
      expect(face.body.images).toHaveLength(1);
    }
    const descriptors = await s.ctx.db.selectFrom('face_images').select('descriptor').execute();
    expect(descriptors).toHaveLength(4);
    for (const d of descriptors) expect(d.descriptor).toHaveLength(128);
  }, 300_000);
});
