import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { samplePhoto } from './support/lists';
import { customer, type AnyBody } from './support/video';

/** A PNG declaring width×height 1-bit grey pixels, all black: about 31 KB for 16000×16000. */
function pixelBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(s: TestServer, token: string, kind: string, file: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('kind', kind);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('upload_data', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'x.png');
  const res = await fetch(`${s.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as AnyBody };
}

async function storedFile(s: TestServer, upload: AnyBody): Promise<Buffer> {
  const res = await fetch(s.url + String(upload.original_url));
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe.each(ENGINES)('image upload limits (%s)', (engine) => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  const bomb = pixelBomb(16000, 16000);

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Pixelco');
  });
  afterAll(async () => s?.close());

  it('refuses a pixel bomb from its header, before decoding, as payload_too_large', async () => {
    expect(bomb.length).toBeLessThan(40_000);
    for (const kind of ['plan', 'face_image']) {
      const r = await upload(s, org.token, kind, bomb);
      expect(r.status, JSON.stringify(r.body)).toBe(413);
      expect(r.body).toMatchObject({ type: 'payload_too_large', status_code: 413 });
      expect(String(r.body.message)).toMatch(/megapixels/);
    }
  });

  it('eight bombs in parallel keep the server process under 150 MB above its resting memory', async () => {
    global.gc?.();
    const rest = process.memoryUsage().rss;
    let peak = rest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(s, org.token, 'plan', bomb)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(413));
    } finally {
      clearInterval(sampler);
    }
    // Decoded, each would take 256 MB (one byte a pixel) or more; refused from the header, next to nothing.
    expect((peak - rest) / 2 ** 20).toBeLessThan(150);
  });

  it('stores photos without EXIF (GPS, author) and upright, with the size of the upright image', async () => {
    // 60×40 as stored, EXIF orientation 6 (turn 90° clockwise): upright it is 40×60.
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Jane Photographer', Copyright: 'Jane Photographer' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(jpeg).metadata();
    expect(sent.orientation).toBe(6);
    expect(sent.exif?.toString('latin1')).toContain('Jane Photographer');

    const r = await upload(s, org.token, 'avatar', jpeg);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const u = r.body.uploads[0];
    expect(u).toMatchObject({ width: 40, height: 60, mime_type: 'image/jpeg' });
    const stored = await storedFile(s, u);
    expect(stored.toString('latin1')).not.toContain('Jane Photographer');
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect([meta.width, meta.height]).toEqual([40, 60]);
    expect(u.size).toBe(stored.length);
  });

  it('finds faces on the upright photo: the reported size and the face rectangles agree', async () => {
    // The demo photo turned on its side, with EXIF orientation 6 saying how to stand it up again.
    const original = samplePhoto(1);
    const upright = await sharp(original).metadata();
    const sideways = await sharp(original).rotate(-90).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
    const r = await upload(s, org.token, 'face_image', sideways, { post_process: 'true' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const u = r.body.uploads[0];
    expect([u.width, u.height]).toEqual([upright.width, upright.height]);
    // The same faces, at the same places, as on the photo sent upright (rectangles are fractions of the upright image).
    const straight = await upload(s, org.token, 'face_image', original, { post_process: 'true' });
    const rects = (x: AnyBody) => (x.meta as AnyBody[]).map((m) => m.detection.rect as Record<string, number>);
    const want = rects(straight.body.uploads[0]);
    const got = rects(u);
    expect(got.length).toBe(want.length);
    expect(got.length).toBeGreaterThan(0);
    got.forEach((rect, i) => {
      for (const k of ['x_min', 'x_max', 'y_min', 'y_max']) expect(Math.abs((rect[k] ?? 0) - (want[i]?.[k] ?? 0))).toBeLessThan(0.03);
    });
    const stored = await sharp(await storedFile(s, u)).metadata();
    expect([stored.width, stored.height, stored.orientation ?? 1]).toEqual([upright.width, upright.height, 1]);
  }, 120_000);

  it("bars the superuser from organisations' face and plate images (404), not from their avatars", async () => {
    const face = await upload(s, org.token, 'face_image', samplePhoto(1));
    expect(face.status).toBe(200);
    const faceId = String(face.body.uploads[0].id);
    const got = await s.request('GET', `/api/v1/uploads/${faceId}`, { token: su });
    expect(got.status).toBe(404);
    expect(got.body.type).toBe('not_found');
    expect(JSON.stringify(got.body)).not.toContain('descriptor');
    expect((await s.request('PUT', `/api/v1/uploads/${faceId}`, { token: su, json: { post_process: true } })).status).toBe(404);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const avatar = await upload(s, org.token, 'avatar', png);
    expect((await s.request('GET', `/api/v1/uploads/${String(avatar.body.uploads[0].id)}`, { token: su })).status).toBe(200);
    // Nor does the superuser upload face images of their own.
    expect((await upload(s, su, 'face_image', samplePhoto(1))).body.type).toBe('forbidden');
  }, 120_000);
});
