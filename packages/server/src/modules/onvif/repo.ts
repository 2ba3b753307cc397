import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';

/** What the ONVIF routes need of a camera: its scope, PTZ switch, ONVIF access and capacity group. */
export function findOnvifCamera(db: Kysely<DB>, id: number) {
  return db.selectFrom('cameras').select(['id', 'organization_id', 'group_id', 'ptz', 'onvif', 'capacitygroup_token']).where('id', '=', id).executeTakeFirst();
}

export type OnvifCameraRow = NonNullable<Awaited<ReturnType<typeof findOnvifCamera>>>;
