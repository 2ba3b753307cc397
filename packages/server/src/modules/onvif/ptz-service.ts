import type { ApplyOnvifPtzHome, OnvifPtzMove, OnvifPtzMoveResult, OnvifPtzStatus } from '@argus/contracts';
import type { AppContext } from '../../context';
import type { Principal, RequestMeta } from '../../http/principal';
import type { OnvifClient } from './client';
import { openPtz, recordChange } from './device';
import { presentPtzStatus } from './present';
import { planMove } from './ptz';

/** GET and PUT /ptz, PUT /ptz/home/apply: the move maths is ptz.ts, this sends and reports. */

function limits(ctx: AppContext): OnvifPtzStatus['limits'] {
  const { ptz_max_step, ptz_min_delta, ptz_move_coefficient } = ctx.config.public.onvif;
  return { ptz_max_step, ptz_min_delta, ptz_move_coefficient };
}

async function status(ctx: AppContext, d: OnvifClient, profileToken: string): Promise<OnvifPtzStatus> {
  return presentPtzStatus(await d.call('getStatus', { profileToken }), limits(ctx));
}

export async function getPtz(ctx: AppContext, p: Principal, id: number): Promise<OnvifPtzStatus> {
  const { device: d, profileToken } = await openPtz(ctx, p, id);
  return status(ctx, d, profileToken);
}

export async function move(ctx: AppContext, p: Principal, id: number, body: OnvifPtzMove, meta: RequestMeta): Promise<OnvifPtzMoveResult> {
  const { camera, device: d, profileToken } = await openPtz(ctx, p, id);
  const position = body.kind === 'absolute' ? (await status(ctx, d, profileToken)).position : undefined;
  const plan = planMove(body, limits(ctx), position);
  if (!plan.send) return { kind: body.kind, sent: false, reason: plan.reason, command: plan.command, status: await status(ctx, d, profileToken) };
  const c = plan.command;
  const vector = { profileToken, x: c.x ?? 0, y: c.y ?? 0, zoom: c.zoom ?? 0 };
  if (c.operation === 'RelativeMove') await d.call('relativeMove', vector);
  else if (c.operation === 'AbsoluteMove') await d.call('absoluteMove', vector);
  else if (c.operation === 'ContinuousMove') await d.call('continuousMove', { ...vector, ...(c.timeout_ms ? { timeout: c.timeout_ms } : {}) });
  else await d.call('stop', { profileToken, panTilt: true, zoom: true });
  await recordChange(ctx, p, camera, meta, 'onvif_ptz_move', 'ptz', { after: { kind: body.kind, ...c } });
  return { kind: body.kind, sent: true, command: c, status: await status(ctx, d, profileToken) };
}

export async function applyHome(ctx: AppContext, p: Principal, id: number, body: ApplyOnvifPtzHome, meta: RequestMeta): Promise<OnvifPtzStatus> {
  const { camera, device: d, profileToken } = await openPtz(ctx, p, id);
  const mode = body.mode ?? 'goto';
  await d.call(mode === 'save' ? 'setHomePosition' : 'gotoHomePosition', { profileToken });
  await recordChange(ctx, p, camera, meta, 'onvif_ptz_move', `ptz.home.${mode}`, { after: { mode } });
  return status(ctx, d, profileToken);
}
