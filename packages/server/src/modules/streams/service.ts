import type { CameraSourceBody, Stream, VerifyStreamResult } from '@argus/contracts';
import type { AppContext } from '../../context';
import { invalid } from '../../http/errors';
import type { Principal } from '../../http/principal';
import { isOnline } from '../../lib/video-settings';
import { visibleCamera } from '../cameras/service';
import { urlWithCredentials } from '../cameras/source';
import { OutboundRefused, pinUrl, resolveChecked, urlTarget } from '@argus/outbound';
import { streamsReport } from '../streamservers/repo';
import { archiveOf } from '../streamservers/service';
import { probe } from './probe';

/**
 * A camera's stream (the stream id is the camera id): the stream server the scheduler gave it and
 * what that server last reported for it. offline when no server is assigned or it went silent.
 */
export async function get(ctx: AppContext, p: Principal, id: number): Promise<Stream> {
  const c = await visibleCamera(ctx, p, id);
  const server = c.streamserver_id ? await streamsReport(ctx.db, c.streamserver_id) : undefined;
  const online = !!server && server.credential_hash !== null && isOnline(server.last_seen_at, ctx.clock());
  const report = online ? (server.streams as Record<string, unknown>[]).find((s) => s.camera_id === id) : undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const int = (v: unknown) => (typeof v === 'number' ? v : null);
  return {
    id,
    camera_id: id,
    streamserver_id: c.streamserver_id,
    status: online ? ((str(report?.status) as Stream['status'] | null) ?? 'connecting') : 'offline',
    live_url: server && online ? `${server.public_url.replace(/\/$/, '')}/live/${id}/index.m3u8` : null,
    codec: str(report?.codec),
    width: int(report?.width),
    height: int(report?.height),
    started_at: null,
    // A nullable string of the heartbeat comes back "" (the body's type coercion): no error.
    error: str(report?.error) || null,
    recording: typeof report?.recording === 'boolean' ? report.recording : null,
    archive: archiveOf(report),
  };
}

const PROBED = ['rtsp:', 'rtsps:', 'rtmp:', 'rtmps:', 'http:', 'https:'];

/**
 * POST /streams/verify: the outbound guard on the host (every spelling; a name is resolved now and
 * each of its addresses checked), then ffprobe on the checked address (pinned: ffprobe does not
 * resolve the name again, so a name that rebinds reaches nothing else; HTTP keeps its Host
 * header), following no redirect. TLS sources keep their name for the certificate and SNI: those
 * are checked on what the name resolves to now.
 */
export async function verify(ctx: AppContext, body: { url?: string; body?: CameraSourceBody }): Promise<VerifyStreamResult> {
  if (body.url === undefined && body.body === undefined) throw invalid({ url: 'is required (or a source body)' });
  if (body.body && !('path' in body.body)) {
    return {
      ok: false,
      error: 'unsupported_protocol',
      message: 'External (hikvision, dahua) sources are event feeds, not streams',
      codec: null,
      width: null,
      height: null,
      fps: null,
    };
  }
  const url = body.url ?? urlWithCredentials(body.body as CameraSourceBody);
  const field = body.url !== undefined ? 'url' : 'body.host';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid({ [field]: 'is not a valid URL' });
  }
  if (!PROBED.includes(parsed.protocol)) throw invalid({ [field]: 'must be an rtsp, rtmp, http or https address' });
  const target = urlTarget(url);
  if (!target) throw invalid({ [field]: 'is not a valid URL' });
  let addresses;
  try {
    addresses = await resolveChecked('verify', target.host, target.port, ctx.config.outbound);
  } catch (err) {
    if (err instanceof OutboundRefused) throw invalid({ [field]: `${err.message}: not probed` });
    // Unresolvable now: not handed to ffprobe, which would resolve it again by itself.
    return { ok: false, error: 'unreachable', message: `${target.host} cannot be resolved`, codec: null, width: null, height: null, fps: null };
  }
  const tls = ['https:', 'rtsps:', 'rtmps:'].includes(parsed.protocol);
  const first = addresses[0];
  if (tls || !first) return probe(url);
  return probe(pinUrl(url, first.address), { url, host: parsed.host });
}
