import { VIDEO_MODULES, type VideoModule } from '@argus/contracts';
import { polygonProblem, isValidLine, roiBoxProblems, type RoiBox, type RoiLine, type RoiMax } from './cameraRoi';
import { fromSourceBody, buildAddress, toSourceBody, validateSource, type SourceValues } from './cameraSource';
import { fromWorktime, fullGrid, toWorktime, type Worktime } from './cameraWorktime';

/**
 * The camera settings modal's draft: what the user edits, made from the camera as read, and the
 * PUT body built back from it (only the parts that changed; a changed source carries its
 * password again because the API never returns it).
 */
export type DetectionConfig = { minDetectionSize: number; roi: RoiBox[]; lines: RoiLine[] };
export type Credentials = { brand: string; host: string; port: string; username: string; password: string };
export type TamperingConfig = { detectBlurring: boolean; detectFlashing: boolean; detectTampering: boolean; cameraCredentials: Credentials | null };
export type ModuleDraft<C> = { worktime: Worktime; config: C };
export type AnalyticsDraft = {
  tp: ModuleDraft<TamperingConfig>;
  fr: ModuleDraft<DetectionConfig>;
  sa: ModuleDraft<DetectionConfig>;
  lpr: ModuleDraft<DetectionConfig>;
  ao: ModuleDraft<DetectionConfig>;
};
export type OnvifDraft = { host: string; port: string; login: string; password: string };
export type Draft = {
  name: string;
  active: boolean;
  /** The group's id as the select holds it; '' for none. */
  groupId: string;
  source: SourceValues;
  modules: VideoModule[];
  analytics: AnalyticsDraft;
  streaming: { byEvent: boolean; storageDepth: number };
  onvif: OnvifDraft | null;
};
export type DraftPart = 'general' | 'group' | 'source' | 'analytics' | 'streaming' | 'onvif';

/** The camera as the API returns it (camelCase), as far as the draft needs. */
export type CameraLike = {
  name: string;
  state: string;
  groupId?: number | null;
  source: { url: string; body: Record<string, unknown> };
  videoModules: VideoModule[];
  videoAnalytics: { version: number; modules: Partial<Record<VideoModule, { worktime: Worktime; config: Record<string, unknown> }>> };
  videoStreaming: { byEvent: boolean; storageDepth: number };
  onvif: { host: string; port: number; login: string } | null;
};

export const DETECTION_MODULES = ['fr', 'sa', 'lpr', 'ao'] as const;

const always = () => toWorktime(fullGrid(true));

function detection(m: { worktime: Worktime; config: Record<string, unknown> } | undefined): ModuleDraft<DetectionConfig> {
  const c = m?.config ?? {};
  return {
    worktime: m ? toWorktime(fromWorktime(m.worktime), m.worktime.timezone) : always(),
    config: {
      minDetectionSize: typeof c.minDetectionSize === 'number' ? c.minDetectionSize : 0,
      roi: Array.isArray(c.roi) ? (c.roi as RoiBox[]) : [],
      lines: Array.isArray(c.lines) ? (c.lines as RoiLine[]) : [],
    },
  };
}

function tampering(m: { worktime: Worktime; config: Record<string, unknown> } | undefined): ModuleDraft<TamperingConfig> {
  const c = m?.config ?? {};
  const cred = c.cameraCredentials as { brand: string; host: string; port: number; username: string } | null | undefined;
  return {
    worktime: m ? toWorktime(fromWorktime(m.worktime), m.worktime.timezone) : always(),
    config: {
      detectBlurring: c.detectBlurring !== false,
      detectFlashing: c.detectFlashing !== false,
      detectTampering: c.detectTampering !== false,
      cameraCredentials: cred ? { brand: cred.brand, host: cred.host, port: String(cred.port), username: cred.username, password: '' } : null,
    },
  };
}

export function draftFrom(camera: CameraLike): Draft {
  const m = camera.videoAnalytics.modules;
  return {
    name: camera.name,
    active: camera.state === 'active' || camera.state === undefined,
    groupId: camera.groupId ? String(camera.groupId) : '',
    source: fromSourceBody(camera.source.body),
    modules: [...camera.videoModules],
    analytics: { tp: tampering(m.tp), fr: detection(m.fr), sa: detection(m.sa), lpr: detection(m.lpr), ao: detection(m.ao) },
    streaming: { ...camera.videoStreaming },
    onvif: camera.onvif ? { host: camera.onvif.host, port: String(camera.onvif.port), login: camera.onvif.login, password: '' } : null,
  };
}

export type Problem = 'source' | 'name' | 'tpPassword' | 'tpCredentials' | 'polygon' | 'line' | 'roiFields' | 'onvif' | 'minDetectionSize';

/** What keeps the analytics part from being saved, per module. */
export function analyticsProblems(a: AnalyticsDraft, max: RoiMax): Partial<Record<VideoModule, Problem[]>> {
  const out: Partial<Record<VideoModule, Problem[]>> = {};
  const add = (m: VideoModule, p: Problem) => ((out[m] ??= []).includes(p) ? undefined : out[m].push(p));
  const cred = a.tp.config.cameraCredentials;
  if (cred) {
    if (!cred.host.trim() || !cred.username.trim() || !/^\d+$/.test(cred.port) || Number(cred.port) < 1 || Number(cred.port) > 65535)
      add('tp', 'tpCredentials');
    if (cred.password === '') add('tp', 'tpPassword');
  }
  for (const m of DETECTION_MODULES) {
    const c = a[m].config;
    if (!Number.isInteger(c.minDetectionSize) || c.minDetectionSize < 0 || c.minDetectionSize > 4096) add(m, 'minDetectionSize');
    for (const box of c.roi) {
      if (polygonProblem(box.polygon)) add(m, 'polygon');
      if (Object.keys(roiBoxProblems(box, max)).length) add(m, 'roiFields');
    }
    for (const line of c.lines) {
      if (!isValidLine(line.coords)) add(m, 'line');
      if (!line.name.trim()) add(m, 'roiFields');
    }
  }
  return out;
}

function analyticsBody(a: AnalyticsDraft, version: number) {
  const modules: Record<string, unknown> = {};
  for (const m of VIDEO_MODULES) {
    if (m === 'tp') {
      const cred = a.tp.config.cameraCredentials;
      modules.tp = {
        worktime: a.tp.worktime,
        config: {
          ...a.tp.config,
          cameraCredentials: cred ? { ...cred, host: cred.host.trim(), username: cred.username.trim(), port: Number(cred.port) } : null,
        },
      };
    } else {
      modules[m] = a[m];
    }
  }
  return { version, modules };
}

/**
 * The PUT body of the changed parts and the problems that keep it from being sent. `dirty`
 * names the parts the user touched.
 */
export function buildUpdate(draft: Draft, dirty: ReadonlySet<DraftPart>, version: number, max: RoiMax): { body: Record<string, unknown>; problems: Problem[] } {
  const body: Record<string, unknown> = {};
  const problems: Problem[] = [];
  if (dirty.has('general')) {
    if (draft.name.trim().length < 3) problems.push('name');
    body.name = draft.name.trim();
    body.state = draft.active ? 'active' : 'inactive';
  }
  if (dirty.has('group')) body.groupId = draft.groupId ? Number(draft.groupId) : null;
  if (dirty.has('source')) {
    if (Object.keys(validateSource(draft.source)).length) problems.push('source');
    else body.source = { url: buildAddress(draft.source), body: toSourceBody(draft.source) };
  }
  if (dirty.has('analytics')) {
    const p = analyticsProblems(draft.analytics, max);
    for (const list of Object.values(p)) for (const x of list) if (!problems.includes(x)) problems.push(x);
    body.videoModules = draft.modules;
    body.videoAnalytics = analyticsBody(draft.analytics, version);
  }
  if (dirty.has('streaming')) body.videoStreaming = draft.streaming;
  if (dirty.has('onvif')) {
    const o = draft.onvif;
    if (o && (!o.host.trim() || !o.login.trim() || o.password === '' || !/^\d+$/.test(o.port))) problems.push('onvif');
    body.onvif = o ? { host: o.host.trim(), port: Number(o.port), login: o.login.trim(), password: o.password } : null;
  }
  return { body, problems };
}
