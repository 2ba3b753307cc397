import { describe, expect, it } from 'vitest';
import { newRoiBox, newRoiLine } from '../src/lib/cameraRoi';
import { buildUpdate, draftFrom, type CameraLike } from '../src/lib/cameraSettings';
import { fullGrid, toWorktime } from '../src/lib/cameraWorktime';

const max = { maxEventInterval: 30, maxActivityInterval: 60, maxInactivityInterval: 60 };
const camera: CameraLike = {
  name: 'Gate',
  state: 'active',
  source: { url: 'rtsp://cam:554/s', body: { protocol: 'rtsp', host: 'cam', port: 554, username: 'u', path: '/s', transport: 'tcp' } },
  videoModules: ['tp'],
  videoAnalytics: {
    version: 3,
    modules: {
      tp: {
        worktime: toWorktime(fullGrid(true)),
        config: {
          detectBlurring: true,
          detectFlashing: false,
          detectTampering: true,
          cameraCredentials: { brand: 'dahua', host: 'cam', port: 80, username: 'admin' },
        },
      },
    },
  },
  videoStreaming: { byEvent: false, storageDepth: 7 },
  onvif: null,
};

describe('camera settings draft', () => {
  it('reads the camera, with empty passwords and defaults for modules without settings', () => {
    const d = draftFrom(camera);
    expect(d.source).toMatchObject({ host: 'cam', port: '554', username: 'u', password: '' });
    expect(d.analytics.tp.config.cameraCredentials).toEqual({ brand: 'dahua', host: 'cam', port: '80', username: 'admin', password: '' });
    expect(d.analytics.fr.config).toEqual({ minDetectionSize: 0, roi: [], lines: [] });
    expect(d.analytics.fr.worktime.mon).toHaveLength(24);
  });

  it('carries the group: read as the select holds it, sent only when changed, none as null', () => {
    expect(draftFrom(camera).groupId).toBe('');
    const d = draftFrom({ ...camera, groupId: 7 });
    expect(d.groupId).toBe('7');
    expect(buildUpdate(d, new Set(['general']), 3, max).body).not.toHaveProperty('groupId');
    expect(buildUpdate({ ...d, groupId: '9' }, new Set(['group']), 3, max)).toEqual({ body: { groupId: 9 }, problems: [] });
    expect(buildUpdate({ ...d, groupId: '' }, new Set(['group']), 3, max)).toEqual({ body: { groupId: null }, problems: [] });
  });

  it('sends only the parts that changed', () => {
    const d = draftFrom(camera);
    expect(buildUpdate(d, new Set(), 3, max)).toEqual({ body: {}, problems: [] });
    const r = buildUpdate({ ...d, streaming: { byEvent: true, storageDepth: 3 } }, new Set(['streaming']), 3, max);
    expect(r).toEqual({ body: { videoStreaming: { byEvent: true, storageDepth: 3 } }, problems: [] });
  });

  it('wants the source password again when a source with a username changes', () => {
    const d = draftFrom(camera);
    const changed = { ...d, source: { ...d.source, path: '/t' } };
    expect(buildUpdate(changed, new Set(['source']), 3, max).problems).toEqual(['source']);
    const r = buildUpdate({ ...changed, source: { ...changed.source, password: 'p' } }, new Set(['source']), 3, max);
    expect(r.body.source).toEqual({
      url: 'rtsp://cam:554/t',
      body: { protocol: 'rtsp', host: 'cam', port: 554, username: 'u', password: 'p', path: '/t', transport: 'tcp' },
    });
  });

  it('wants the tamper device password again before analytics are saved', () => {
    const d = draftFrom(camera);
    expect(buildUpdate(d, new Set(['analytics']), 3, max).problems).toEqual(['tpPassword']);
    const cred = { ...d.analytics.tp.config.cameraCredentials!, password: 'x' };
    const ok = buildUpdate(
      { ...d, analytics: { ...d.analytics, tp: { ...d.analytics.tp, config: { ...d.analytics.tp.config, cameraCredentials: cred } } } },
      new Set(['analytics']),
      3,
      max,
    );
    expect(ok.problems).toEqual([]);
    const body = ok.body.videoAnalytics as { version: number; modules: { tp: { config: { cameraCredentials: { port: number } } } } };
    expect(body.version).toBe(3);
    expect(body.modules.tp.config.cameraCredentials.port).toBe(80);
    expect(ok.body.videoModules).toEqual(['tp']);
  });

  it('refuses invalid zones, lines and intervals above the configured maxima', () => {
    const d = draftFrom({ ...camera, videoAnalytics: { version: 0, modules: {} } });
    const bad = newRoiBox('roi-1', 'Z', [
      { x: 0.1, y: 0.1 },
      { x: 0.5, y: 0.5 },
      { x: 0.5, y: 0.1 },
      { x: 0.1, y: 0.5 },
    ]);
    const fr = {
      ...d.analytics.fr,
      config: {
        minDetectionSize: 0,
        roi: [{ ...bad, minEventInterval: 40 }],
        lines: [
          newRoiLine('line-1', 'L', [
            { x: 0.2, y: 0.2 },
            { x: 0.2, y: 0.2 },
          ]),
        ],
      },
    };
    const r = buildUpdate({ ...d, analytics: { ...d.analytics, fr } }, new Set(['analytics']), 0, max);
    expect(r.problems).toEqual(['polygon', 'roiFields', 'line']);
  });
});

describe('machine status units', () => {
  it('formats sizes and uptimes', async () => {
    const { formatBytes, formatUptime } = await import('../src/lib/cameraUnits');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(1.5 * 1024 ** 2)).toBe('1.5 MB');
    expect(formatBytes(40 * 1024 ** 3)).toBe('40 GB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatUptime(90000)).toBe('1d 1h');
    expect(formatUptime(3700)).toBe('1h 1m');
    expect(formatUptime(42)).toBe('42s');
  });
});
