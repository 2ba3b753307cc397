import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { fileStore } from '../../src/lib/files';
import { imageKey } from '../../src/modules/faces/images';
import { organizationByName } from '../../src/modules/users/service';
import type { TestServer } from './harness';
import { grantLicense } from './lists';

/** Acme's administrator token (with `first`: licence it for faces and plates and create that administrator first). */
export async function signIn(s: TestServer, first: boolean): Promise<{ token: string; acme: number }> {
  const acme = await organizationByName(s.ctx, 'Acme');
  if (first) {
    await grantLicense(s, acme, { faces: 100, plates: 100 });
    await s.createUser({ username: 'acme-admin', password: 'acme-password' }, 'Acme');
  }
  return { token: await s.token('acme-admin', 'acme-password'), acme };
}

/** A face with one 640×480 photo in the file store, written directly (the face models are not needed for PACS sync). */
export async function addFace(s: TestServer, acme: number, listId: number, fullName: string): Promise<number> {
  const f = await s.ctx.db
    .insertInto('faces')
    .values({ organization_id: acme, facelist_id: listId, full_name: fullName })
    .returning('id')
    .executeTakeFirstOrThrow();
  const data = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a6d5a' } })
    .jpeg()
    .toBuffer();
  const imageId = randomUUID();
  await fileStore(s.ctx).put(imageKey(imageId), data);
  await s.ctx.db
    .insertInto('face_images')
    .values({
      organization_id: acme,
      face_id: f.id,
      image_id: imageId,
      mime_type: 'image/jpeg',
      size: data.length,
      width: 640,
      height: 480,
      rect: JSON.stringify({ x_min: 0.3, y_min: 0.2, x_max: 0.6, y_max: 0.7 }),
      descriptor: [0.5, 0.5],
    })
    .execute();
  return f.id;
}
