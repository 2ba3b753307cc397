import type { Face } from '@argus/contracts';
import type { AppContext } from '../../context';
import { urlSigner } from '../../lib/files';
import { pacsPersonsOf } from '../pacses/queue/persons/repo';
import { imageKey } from './images';
import * as repo from './repo';

/** Faces with their photos (signed file URLs, no descriptors: they are large and only the matcher needs them). */
export async function presentFaces(ctx: AppContext, rows: readonly repo.FaceRow[]): Promise<Face[]> {
  const images = await repo.imagesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const sign = await urlSigner(ctx);
  const pacs = await pacsPersonsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((f) => ({
    id: f.id,
    full_name: f.full_name,
    sex: f.sex,
    birth_date: f.birth_date,
    document_number: f.document_number,
    facelist_id: f.facelist_id,
    attributes: f.attributes,
    images: images
      .filter((i) => i.face_id === f.id)
      .map((i) => ({ id: i.id, image_id: i.image_id, url: sign(imageKey(i.image_id)) ?? '', created_at: i.created_at.toISOString() })),
    pacs_persons: pacs.get(f.id) ?? [],
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
  }));
}

export async function presentFace(ctx: AppContext, row: repo.FaceRow): Promise<Face> {
  const [face] = await presentFaces(ctx, [row]);
  if (!face) throw new Error('unreachable');
  return face;
}
