import { OutboundRefused, resolveChecked } from '@argus/outbound';
import type { AppContext } from '../../context';
import { ApiError, notFound } from '../../http/errors';
import type { Principal, RequestMeta } from '../../http/principal';
import { seesObject } from '../../access';
import { audit, changeBy } from '../../lib/audit';
import { OnvifClient, type OnvifTarget } from './client';
import * as repo from './repo';

/**
 * The camera of an ONVIF route and a connection to its device. A camera is visible as on
 * /cameras (access `seesObject`); anything else answers 404.
 */
export async function visibleCamera(ctx: AppContext, p: Principal, id: number): Promise<repo.OnvifCameraRow> {
  const camera = await repo.findOnvifCamera(ctx.db, id);
  if (!camera || !seesObject(p, camera.organization_id, camera.group_id)) throw notFound('Camera');
  return camera;
}

function targetOf(camera: repo.OnvifCameraRow): OnvifTarget {
  const o = camera.onvif ?? {};
  const { host, port, login, password } = o as Partial<Record<'host' | 'login' | 'password', unknown>> & { port?: unknown };
  if (typeof host !== 'string' || !host || typeof port !== 'number' || typeof login !== 'string' || typeof password !== 'string') {
    throw new ApiError('onvif_not_configured', 'The camera has no ONVIF host, port, login and password');
  }
  return { host, port, login, password };
}

export interface OpenDevice {
  camera: repo.OnvifCameraRow;
  device: OnvifClient;
}

export async function openDevice(ctx: AppContext, p: Principal, id: number): Promise<OpenDevice> {
  return connectCamera(ctx, await visibleCamera(ctx, p, id));
}

async function connectCamera(ctx: AppContext, camera: repo.OnvifCameraRow): Promise<OpenDevice> {
  const target = targetOf(camera);
  // The outbound guard; the device is then called at the checked address (pinned: the library
  // does not resolve the name again, so a name that rebinds reaches nothing else).
  let address = target.host;
  try {
    address = (await resolveChecked('onvif', target.host, target.port, ctx.config.outbound))[0]?.address ?? target.host;
  } catch (err) {
    if (err instanceof OutboundRefused) throw new ApiError('onvif_not_configured', `The camera's ONVIF host ${err.message.slice(target.host.length + 1)}`);
    // Unresolvable: the library reports it unreachable.
  }
  return { camera, device: await OnvifClient.connect({ ...target, host: address }, ctx.config.onvifTimeoutMs) };
}

/** PTZ routes also need the camera's PTZ switch on and a PTZ service on the device. */
export async function openPtz(ctx: AppContext, p: Principal, id: number): Promise<OpenDevice & { profileToken: string }> {
  const camera = await visibleCamera(ctx, p, id);
  if (!camera.ptz) throw new ApiError('onvif_not_supported', 'PTZ is switched off for this camera');
  const open = await connectCamera(ctx, camera);
  if (!open.device.services().ptz) throw new ApiError('onvif_not_supported', 'The ONVIF device offers no PTZ service');
  return { ...open, profileToken: open.device.activeSource().profileToken };
}

/** One audit row for a change the device accepted (the device, not our database, changed). */
export async function recordChange(
  ctx: AppContext,
  p: Principal,
  camera: repo.OnvifCameraRow,
  meta: RequestMeta,
  actionType: string,
  operation: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
): Promise<void> {
  const entry = changeBy(p, actionType, 'camera', camera.id, ctx.clock(), meta, { ...change, organizationId: camera.organization_id });
  await audit(ctx.db, { ...entry, details: { onvif: operation } });
}
