import type { Camera, CameraListItem, CameraSourceBody, CameraWithSecrets, VideoAnalytics } from '@argus/contracts';
import { addressStatus } from './source';
import type { CameraRow } from './repo';

type Common = Omit<CameraListItem, 'onvif' | 'source'>;

function common(c: CameraRow): Common {
  return {
    id: c.id,
    name: c.name,
    ptz: c.ptz,
    place_id: c.place_id,
    scheduler_group: c.scheduler_group,
    scheduler_tags: c.scheduler_tags,
    state: c.state,
    state_reason: c.state_reason as Common['state_reason'],
    plan_id: c.plan_id,
    plan_x: c.plan_x,
    plan_y: c.plan_y,
    organization_id: c.organization_id,
    group_id: c.group_id,
    capacitygroup_token: c.capacitygroup_token,
    video_modules: c.video_modules as Common['video_modules'],
    edge_id: c.edge_id,
    edge: c.edge_id !== null && c.edge_name !== null ? { id: c.edge_id, name: c.edge_name } : null,
    streamserver_id: c.streamserver_id,
    snapshot_url: null,
    video_streaming: c.video_streaming as Common['video_streaming'],
    origin: {
      place:
        c.place_id !== null && c.place_name !== null
          ? { id: c.place_id, name: c.place_name, latitude: Number(c.place_latitude), longitude: Number(c.place_longitude) }
          : null,
      group: c.group_id !== null && c.group_name !== null ? { id: c.group_id, name: c.group_name } : null,
      plan: c.plan_id !== null && c.plan_name !== null ? { id: c.plan_id, name: c.plan_name, x: c.plan_x, y: c.plan_y } : null,
    },
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

const withoutPassword = <T extends object>(o: T): Omit<T, 'password'> => {
  const { password: _password, ...rest } = o as T & { password?: unknown };
  return rest;
};

function publicSource(c: CameraRow) {
  return { url: c.source_url, address_status: addressStatus(c.source_url), body: withoutPassword(c.source as unknown as CameraSourceBody) };
}

function publicOnvif(c: CameraRow) {
  return c.onvif ? (withoutPassword(c.onvif) as NonNullable<CameraListItem['onvif']>) : null;
}

/** video_analytics without the tamper module's device password. */
export function publicAnalytics(a: VideoAnalytics): Camera['video_analytics'] {
  const tp = a.modules.tp;
  if (!tp?.config.camera_credentials) return a;
  return { ...a, modules: { ...a.modules, tp: { ...tp, config: { ...tp.config, camera_credentials: withoutPassword(tp.config.camera_credentials) } } } };
}

export function presentListItem(c: CameraRow): CameraListItem {
  return { ...common(c), onvif: publicOnvif(c), source: publicSource(c) as CameraListItem['source'] };
}

export function presentCamera(c: CameraRow): Camera {
  return {
    ...presentListItem(c),
    video_analytics: publicAnalytics(c.video_analytics as unknown as VideoAnalytics),
  };
}

/** For the camera's edge and stream server only. */
export function presentWithSecrets(c: CameraRow): CameraWithSecrets {
  return {
    ...common(c),
    onvif: c.onvif as CameraWithSecrets['onvif'],
    source: { url: c.source_url, address_status: addressStatus(c.source_url), body: c.source as unknown as CameraSourceBody },
    video_analytics: c.video_analytics as unknown as VideoAnalytics,
  };
}

const SECRET = /password|secret|credential|invitation|^token$/i;

/** A copy for the audit log: every secret, at any depth, masked. */
export function redactDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET.test(k) ? '***' : redactDeep(v)]));
  }
  return value;
}
