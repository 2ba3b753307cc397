import type { Playback, PlaybackRequest, StreamserverTickets } from '@argus/contracts';
import type { AppContext } from '../../context';
import { ApiError, invalid, notFound } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { isOnline } from '../../lib/video-settings';
import { findCamera, type CameraRow } from '../cameras/repo';
import { visibleCamera } from '../cameras/service';
import { issueTicket } from '../onvif/ticket';
import { ticketSecret } from '../capacitygroups/repo';
import { playbackServer, ticketsOfServer } from '../streamservers/repo';

/** The media service records a camera under this stream id (see packages/media/src/api/cameras.ts). */
export const streamIdOf = (cameraId: number) => String(cameraId);

/**
 * POST /cameras/{id}/playback: the camera's media URLs on its stream server, each with a ticket
 * for this camera only (HMAC with the capacity group's ticket_secret, valid ticket_ttl ms), which
 * the stream server checks without calling the API. A read: nothing is stored, so not audited.
 * A camera no stream server records (inactive, or none online) or whose stream server is offline
 * answers temporarily_unavailable.
 */
export async function playback(ctx: AppContext, p: Principal, cameraId: number, body: PlaybackRequest | undefined): Promise<Playback> {
  const camera = await visibleCamera(ctx, p, cameraId);
  const from = body?.ts_from ? new Date(body.ts_from) : null;
  const to = body?.ts_to ? new Date(body.ts_to) : null;
  if (from && to && from.getTime() >= to.getTime()) throw invalid({ ts_from: 'must be before ts_to' });
  return signedPlayback(ctx, camera, p.userId, from, to);
}

/**
 * POST /edges/{id}/cameras/{camera_id}/playback: the same ticketed URLs for an edge, which reads
 * the frames of its cameras from the stream server (never a second connection to the camera).
 * Only a camera assigned to this edge; any other id answers 404. The ticket's user is 0 (a machine).
 */
export async function edgePlayback(ctx: AppContext, edgeId: number, cameraId: number): Promise<Playback> {
  const camera = await findCamera(ctx.db, cameraId);
  if (!camera || camera.edge_id !== edgeId) throw notFound('Camera');
  return signedPlayback(ctx, camera, 0, null, null);
}

async function signedPlayback(ctx: AppContext, camera: CameraRow, userId: number, from: Date | null, to: Date | null): Promise<Playback> {
  const server = camera.streamserver_id ? await playbackServer(ctx.db, camera.streamserver_id) : undefined;
  if (!server) throw new ApiError('temporarily_unavailable', 'No stream server records this camera now');
  // A silent server is not sent players (its cameras move at the scheduler's next pass).
  if (server.credential_hash === null || !isOnline(server.last_seen_at, ctx.clock())) {
    throw new ApiError('temporarily_unavailable', 'The stream server of this camera is offline');
  }
  const secret = await ticketSecret(ctx.db, camera.capacitygroup_token);
  if (secret === null) throw new ApiError('internal_error', 'The camera has no capacity group');
  const ttl = ctx.config.public.ticket_ttl;
  const { ticket, claims } = issueTicket(
    { cam: camera.id, org: camera.organization_id, usr: userId, cg: camera.capacitygroup_token },
    secret,
    ctx.clock(),
    ttl,
  );
  const base = server.public_url.replace(/\/+$/, '');
  const ws = base.replace(/^http/, 'ws');
  const stream = streamIdOf(camera.id);
  const t = `ticket=${encodeURIComponent(ticket)}`;
  const range = [from ? `&from=${encodeURIComponent(from.toISOString())}` : '', to ? `&to=${encodeURIComponent(to.toISOString())}` : ''].join('');
  return {
    camera_id: camera.id,
    streamserver_id: server.id,
    stream_id: stream,
    ticket,
    expires_at: new Date(claims.exp).toISOString(),
    ttl,
    live_ws: `${ws}/live/${stream}?${t}`,
    live_hls: `${base}/live/${stream}.m3u8?${t}`,
    archive_hls: `${base}/archive/${stream}.m3u8?${t}${range}`,
    snapshot: `${base}/snapshot/${stream}.jpg?${t}`,
  };
}

/** GET /streamservers/{id}/tickets: the stream server's own capacity group's ticket secret. */
export async function ticketsOf(ctx: AppContext, streamserverId: number): Promise<StreamserverTickets> {
  const row = await ticketsOfServer(ctx.db, streamserverId);
  if (!row) throw notFound('Stream server');
  return { capacitygroup_token: row.token, ticket_secret: row.ticket_secret, ticket_ttl: ctx.config.public.ticket_ttl };
}
