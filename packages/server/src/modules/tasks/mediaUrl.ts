import type { AppContext } from '../../context';
import type { Conn } from './repo';
import { issueTicket } from '../onvif/ticket';
import { ticketSecret } from '../capacitygroups/repo';
import { serverPublicUrl } from '../streamservers/repo';

/**
 * A ticketed URL on a stream server for one camera's files (a clip, an archive frame). Tickets are
 * short-lived (ticket_ttl), so answers carry a fresh URL each time they are read; null when the
 * stream server or the capacity group is gone.
 */
export async function ticketedMediaUrl(
  ctx: AppContext,
  db: Conn,
  camera: { id: number; organization_id: number; capacitygroup_token: string },
  streamserverId: number | null,
  userId: number,
  path: string,
  query: Record<string, string> = {},
): Promise<string | null> {
  if (streamserverId === null) return null;
  const publicUrl = await serverPublicUrl(db, streamserverId);
  const secret = await ticketSecret(db, camera.capacitygroup_token);
  if (publicUrl === null || secret === null) return null;
  const { ticket } = issueTicket(
    { cam: camera.id, org: camera.organization_id, usr: userId, cg: camera.capacitygroup_token },
    secret,
    ctx.clock(),
    ctx.config.public.ticket_ttl,
  );
  const qs = new URLSearchParams({ ...query, ticket }).toString();
  return `${publicUrl.replace(/\/+$/, '')}${path}?${qs}`;
}
