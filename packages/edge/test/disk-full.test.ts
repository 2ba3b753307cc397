import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EdgeAgent } from '../src/api/agent';
import { loadEdgeConfig } from '../src/config';
import { Sender } from '../src/delivery/sender';
import { Spool, type NewEvent } from '../src/delivery/spool';
import { ADMIN, ENGINES, startServer, type TestServer } from '../../server/test/support/harness';
import { mountSmallFs, smallFsUnavailable, type SmallFs } from '../../server/test/support/smallfs';
import { capacitygroup, customer, rtsp } from '../../server/test/support/video';
import { assign, edgeDir, waitFor } from './support/world';

/**
 * The API's image folder on a small filesystem that fills up: an event batch with images answers
 * 503 temporarily_unavailable (not a 500 internal_error), the edge keeps the batch in its spool and
 * delivers it once space is freed. Mounting a tmpfs needs root; elsewhere the suite is skipped with
 * the reason in smallFsUnavailable.
 */
describe.skipIf(smallFsUnavailable !== null).each(ENGINES)('a full image volume on %s', (engine) => {
  let s: TestServer;
  let fs: SmallFs;
  let dataDir = '';
  let camera = 0;
  let agent: EdgeAgent;
  const spoolDir = edgeDir();
  let jpeg = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'argus-diskfull-'));
    // Only the image folder is small: the embedded database lives beside it, on the ordinary disk.
    fs = mountSmallFs(join(dataDir, 'files'), 512);
    s = await startServer(engine, { dataDir });
    s.clock.ms = Date.now();
    const su = await s.token(ADMIN.username, ADMIN.password);
    const org = await customer(s, su, 'Fullco');
    const cg = await capacitygroup(s, su, 'Fullco capacity', 100, [org.id]);
    const edge = await s.request('POST', '/api/v1/edges', { token: su, json: { name: 'Edge F', serial_number: 'SN-FULL-1', capacitygroup_token: cg.token } });
    expect(edge.status).toBe(200);
    const c = await s.request('POST', '/api/v1/cameras', { token: org.token, json: { name: 'Full cam', ...rtsp('/full') } });
    expect(c.status).toBe(200);
    camera = Number(c.body.id);
    const config = loadEdgeConfig({
      ARGUS_API_URL: s.url,
      ARGUS_EDGE_INVITATION: String(edge.body.invitation),
      ARGUS_EDGE_DATA_DIR: spoolDir,
      ARGUS_EDGE_POLL_MS: '500',
      ARGUS_EDGE_HOSTNAME: 'edge-full',
    });
    agent = new EdgeAgent({ config, onCameras: () => {}, log: () => {} });
    await agent.start();
    await assign(s, Number(edge.body.id), [camera]);
    // Noise compresses badly: a real JPEG of some 20 KB.
    const image = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    jpeg = image.toString('base64');
  });
  afterAll(async () => {
    agent?.stop();
    await s?.close();
    fs?.unmount();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(spoolDir, { recursive: true, force: true });
  });

  const tpEvent = (n: number): NewEvent => {
    const ts = new Date(Date.now() - 60_000 + n).toISOString();
    return {
      event_type: 'tp',
      ts,
      stream_id: camera,
      snapshot_jpeg: jpeg,
      event: { reason: 'blurring', label: `full${n}`, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
    };
  };

  it('answers 503 temporarily_unavailable while the volume is full; the spool keeps the batch and delivers it once space is freed', async () => {
    fs.fill();
    const spool = new Spool(spoolDir);
    const ids = [0, 1, 2].map((n) => spool.append(tpEvent(n)).event_id);

    // The answer itself, as the edge gets it.
    const direct = await s.request('POST', '/api/v1/events/batch', {
      headers: { authorization: `Bearer ${agent.credential()}` },
      json: { events: spool.head(10).map((x) => x.event) },
    });
    expect(direct.status).toBe(503);
    expect(direct.body).toMatchObject({ type: 'temporarily_unavailable', status_code: 503 });
    expect(String(direct.body.message)).toContain('ENOSPC');

    const logs: string[] = [];
    const sender = new Sender(spool, { apiUrl: s.url, credential: agent.credential, log: (m) => logs.push(m) });
    sender.start();
    await waitFor('a refused delivery', () => logs.some((m) => m.includes('stay spooled')), 30_000);
    expect(logs.join('\n')).toContain('503');
    expect(spool.size()).toBe(3);
    const none = await s.ctx.db.selectFrom('events').select('event_id').where('camera_id', '=', camera).execute();
    expect(none).toEqual([]);

    fs.free();
    sender.kick();
    await waitFor('spool drained', () => spool.size() === 0, 60_000);
    await sender.stop();
    const rows = await s.ctx.db.selectFrom('events').select(['event_id', 'snapshot_file']).where('camera_id', '=', camera).execute();
    expect(new Set(rows.map((r) => r.event_id))).toEqual(new Set(ids));
    expect(rows.every((r) => r.snapshot_file)).toBe(true);
  });
});
