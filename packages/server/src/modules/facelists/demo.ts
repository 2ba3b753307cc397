import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { demoGroupId } from '../groups/demo';
import { describePhoto, type FacePhoto } from '../faces/detect';
import { deleteImageFiles, insertImages, storePhotos } from '../faces/images';
import { insertFace } from '../faces/repo';
import { facelistNamed, insertFacelist } from './repo';
import { DEFAULT_EXACT_THRESHOLD, DEFAULT_THRESHOLD } from './service';

/**
 * The demo scene shows the first sample photos shipped with `@vladmandic/face-api` (see the media
 * service's demo/faces.ts). Enrolling some of them in a watch list makes the demo camera produce
 * recognised face events for those people and unrecognised ones for the rest.
 */
export function demoScenePhotos(): string[] {
  try {
    const root = dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json'));
    const demo = join(root, 'demo');
    if (!existsSync(demo)) return [];
    return readdirSync(demo)
      .filter((f) => /^sample.*\.(jpe?g|png)$/i.test(f))
      .sort()
      .slice(0, 4)
      .map((f) => join(demo, f));
  } catch {
    return [];
  }
}

const WATCHLIST = 'Demo watch list';

/**
 * Once, for the Demo organisation: a face list holding up to `count` of the demo scene's people
 * (the largest face of each photo). Returns the names enrolled; none when the list
 * exists already or no photo could be described.
 */
export async function ensureDemoWatchlist(ctx: AppContext, organizationId: number, count = 2): Promise<string[]> {
  const exists = await facelistNamed(ctx.db, organizationId, WATCHLIST);
  if (exists) return [];
  const people: { name: string; photo: FacePhoto }[] = [];
  for (const file of demoScenePhotos()) {
    if (people.length >= count) break;
    try {
      // The sample photos show groups: the demo enrols the largest face of each (one person a photo), found in one detection.
      people.push({ name: `Demo person ${people.length + 1}`, photo: await describePhoto(ctx, readFileSync(file), { largest: true }) });
    } catch {
      // no face found: the demo enrols from the next photo
    }
  }
  if (people.length === 0) return [];
  const groupId = await demoGroupId(ctx.db, organizationId);
  const stored = await storePhotos(
    ctx,
    people.map((p) => p.photo),
  );
  const now = ctx.clock();
  const meta = { ip: null, userAgent: 'bootstrap' };
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const listId = await insertFacelist(tx, {
        organization_id: organizationId,
        group_id: groupId,
        name: WATCHLIST,
        description: 'People of the demo camera’s scene, enrolled on first start',
        priority: 'high',
        threshold: DEFAULT_THRESHOLD,
        exact_threshold: Math.max(DEFAULT_EXACT_THRESHOLD, DEFAULT_THRESHOLD),
        activity_tracking: false,
        created_at: now,
        updated_at: now,
      });
      await audit(tx, {
        organizationId,
        userId: null,
        actionType: 'facelist_create',
        objectType: 'facelist',
        objectId: listId,
        after: { name: WATCHLIST, group_id: groupId },
        at: now,
        meta,
      });
      for (const [i, person] of people.entries()) {
        const photo = stored[i];
        if (!photo) continue;
        const faceId = await insertFace(tx, { organization_id: organizationId, facelist_id: listId, full_name: person.name, created_at: now, updated_at: now });
        await insertImages(ctx, tx, organizationId, faceId, [photo], now);
        await audit(tx, {
          organizationId,
          userId: null,
          actionType: 'face_create',
          objectType: 'face',
          objectId: faceId,
          after: { full_name: person.name, facelist_id: listId },
          at: now,
          meta,
        });
      }
    });
  } catch (error) {
    await deleteImageFiles(
      ctx,
      stored.map((s) => s.imageId),
    );
    throw error;
  }
  return people.map((p) => p.name);
}
