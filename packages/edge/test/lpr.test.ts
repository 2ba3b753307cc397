import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateEventSchema, type CameraWithSecrets } from '@argus/contracts';
import sharp from 'sharp';
import Value from 'typebox/value';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NewEvent } from '../src/delivery/spool';
import { Cameras } from '../src/runtime';
import { MultipartReader } from '../src/vendors/multipart';
import { ALL_WEEK } from './support/camera';
import { DahuaSimulator, HikvisionSimulator, type DeviceSimulator } from './support/devices';
import { faceSprite } from './support/faces';
import { waitFor } from './support/world';

const external = (protocol: 'hikvision' | 'dahua', port: number, password: string, event_type: 'lpr' | 'fr' = 'lpr', worktimeOn?: boolean): CameraWithSecrets =>
  ({
    id: 21,
    state: 'active',
    video_modules: worktimeOn === undefined ? [] : [event_type],
    source: {
      url: `${protocol}://127.0.0.1:${port}`,
      address_status: 'completed',
      body: { protocol, host: '127.0.0.1', port, username: 'admin', password, event_type, ptz: false },
    },
    video_analytics: {
      version: 1,
      modules: worktimeOn === undefined ? {} : { [event_type]: { worktime: ALL_WEEK(worktimeOn), config: { min_detection_size: 0, roi: [], lines: [] } } },
    },
  }) as unknown as CameraWithSecrets;

/** A road scene with a white plate at a known place, and the plate's picture. */
async function pictures(): Promise<{ scene: Buffer; plate: Buffer; box: { left: number; top: number; width: number; height: number } }> {
  const box = { left: 280, top: 250, width: 96, height: 24 };
  const plateImg = await sharp({ create: { width: box.width, height: box.height, channels: 3, background: '#f4f4f4' } })
    .jpeg()
    .toBuffer();
  const scene = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#3a3f44' } })
    .composite([
      {
        input: await sharp({ create: { width: 200, height: 120, channels: 3, background: '#c01010' } })
          .png()
          .toBuffer(),
        left: 228,
        top: 150,
      },
      { input: plateImg, left: box.left, top: box.top },
    ])
    .jpeg()
    .toBuffer();
  return { scene, plate: plateImg, box };
}

let sims: DeviceSimulator[] = [];
let running: Cameras[] = [];
afterEach(async () => {
  running.forEach((c) => c.stop());
  running = [];
  await Promise.all(sims.map((s) => s.close()));
  sims = [];
});

function edgeWith(camera: CameraWithSecrets): { events: NewEvent[]; cameras: Cameras } {
  const events: NewEvent[] = [];
  const cameras = new Cameras({ fps: 1, width: 640, source: async () => ({ input: '' }), emit: (e) => events.push(e) });
  cameras.apply([camera]);
  running.push(cameras);
  return { events, cameras };
}

const valid = (e: NewEvent) => Value.Check(CreateEventSchema, { event_id: '7d0a3b5e-4f7c-4b8e-9f43-0c1d2e3f4a5b', ...e });

describe('camera-native events: Hikvision ISAPI alert stream', () => {
  let pics: Awaited<ReturnType<typeof pictures>>;
  beforeAll(async () => {
    pics = await pictures();
  });

  it('subscribes with Digest authentication and maps an ANPR alert with its pictures to one lpr event; heartbeats are not events', async () => {
    const sim = new HikvisionSimulator();
    sims.push(sim);
    const port = await sim.listen();
    const { events } = edgeWith(external('hikvision', port, sim.password));
    await sim.connected();
    sim.heartbeat();
    const now = new Date();
    sim.anpr({
      plate: '123 ABC 02',
      country: 'KZ',
      plateColor: 'white',
      vehicleColor: 'red',
      speed: 64,
      vehicleType: 'vehicle',
      dateTime: now.toISOString(),
      plateJpeg: pics.plate,
      sceneJpeg: pics.scene,
    });
    await waitFor('lpr event', () => events.length >= 1, 10_000);
    sim.heartbeat();
    await new Promise((r) => setTimeout(r, 100));
    expect(events.length).toBe(1);
    const e = events[0]!;
    expect(valid(e)).toBe(true);
    if (e.event_type !== 'lpr') throw new Error('not lpr');
    expect(e.number).toBe('123ABC02');
    expect(e.region).toBe('kz');
    expect(Buffer.from(e.plate_jpeg ?? '', 'base64').equals(pics.plate)).toBe(true);
    expect(Buffer.from(e.scene_jpeg ?? '', 'base64').equals(pics.scene)).toBe(true);
    expect(e.event.reason).toBe('any');
    expect(e.event.attributes).toMatchObject({ color: 'red', speed: 64, type: 'vehicle' });
    expect(Math.abs(Date.parse(e.ts) - now.getTime())).toBeLessThan(1000);
    expect(sim.refused).toBe(0);
  });

  it('a violation is an lpr violation reason; a wrong password opens no stream; a dropped stream is opened again', async () => {
    const sim = new HikvisionSimulator();
    sims.push(sim);
    const port = await sim.listen();
    const wrong = edgeWith(external('hikvision', port, 'not-the-password'));
    await waitFor('refusal', () => sim.refused >= 1, 10_000);
    expect(sim.opened).toBe(0);
    wrong.cameras.stop();

    const { events } = edgeWith(external('hikvision', port, sim.password));
    await sim.connected(1);
    sim.drop();
    await sim.connected(2);
    sim.anpr({
      plate: '777XYZ01',
      country: 'KZ',
      plateColor: 'white',
      vehicleColor: 'gray',
      speed: 112,
      vehicleType: 'truck',
      dateTime: new Date().toISOString(),
      illegal: 'overSpeed',
      plateJpeg: pics.plate,
      sceneJpeg: pics.scene,
    });
    await waitFor('lpr event', () => events.length >= 1, 10_000);
    const e = events[0]!;
    if (e.event_type !== 'lpr') throw new Error('not lpr');
    expect(e.event.reason).toBe('over_speed');
    expect(e.event.attributes.original_reason).toContain('overSpeed');
  });

  it('outside the lpr module’s worktime nothing is forwarded', async () => {
    const sim = new HikvisionSimulator();
    sims.push(sim);
    const port = await sim.listen();
    const { events } = edgeWith(external('hikvision', port, sim.password, 'lpr', false));
    await sim.connected();
    sim.anpr({
      plate: '123ABC02',
      country: 'KZ',
      plateColor: 'white',
      vehicleColor: 'red',
      speed: 50,
      vehicleType: 'vehicle',
      dateTime: new Date().toISOString(),
      plateJpeg: pics.plate,
      sceneJpeg: pics.scene,
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(events).toEqual([]);
  });

  it('event_type fr: a face capture becomes an fr event with the face picture, its descriptor and the device’s age and sex', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-hikface-'));
    const face = await sharp(readFileSync(await faceSprite(0, dir, 200)))
      .jpeg()
      .toBuffer();
    const sim = new HikvisionSimulator();
    sims.push(sim);
    const port = await sim.listen();
    const { events } = edgeWith(external('hikvision', port, sim.password, 'fr'));
    await sim.connected();
    // An ANPR alert is not this camera's kind of event.
    sim.anpr({
      plate: '123ABC02',
      country: 'KZ',
      plateColor: 'white',
      vehicleColor: 'red',
      speed: 50,
      vehicleType: 'vehicle',
      dateTime: new Date().toISOString(),
      plateJpeg: pics.plate,
      sceneJpeg: pics.scene,
    });
    sim.faceCapture(face, pics.scene, new Date().toISOString(), 41, 'female');
    await waitFor('fr event', () => events.length >= 1, 20_000);
    expect(events.length).toBe(1);
    const e = events[0]!;
    expect(valid(e)).toBe(true);
    if (e.event_type !== 'fr') throw new Error('not fr');
    expect(e.event.descriptor?.length).toBe(128);
    expect(e.event.attributes).toMatchObject({ age: 41, gender: 'female', original_reason: 'faceCapture' });
  });
});

describe('camera-native events: Dahua snapManager', () => {
  it('TrafficJunction and TrafficOverSpeed with their scene: plate cut from the scene by the device’s box, colour, speed, make, device time', async () => {
    const pics = await pictures();
    const sim = new DahuaSimulator();
    sims.push(sim);
    const port = await sim.listen();
    const { events } = edgeWith(external('dahua', port, sim.password));
    await sim.connected();
    expect(sim.paths[0]).toContain('Events=[TrafficJunction');
    const utc = Math.floor(Date.now() / 1000) - 2;
    const b = pics.box;
    const box: [number, number, number, number] = [
      Math.round((b.left / 640) * 8192),
      Math.round((b.top / 360) * 8192),
      Math.round(((b.left + b.width) / 640) * 8192),
      Math.round(((b.top + b.height) / 360) * 8192),
    ];
    sim.heartbeat();
    sim.traffic({
      code: 'TrafficJunction',
      plate: 'A123BC 77',
      country: 'RU',
      plateColor: 'White',
      vehicleColor: 'Red',
      speed: 48,
      make: 'Toyota',
      box,
      utc,
      sceneJpeg: pics.scene,
    });
    sim.traffic({
      code: 'TrafficOverSpeed',
      plate: '555KZA02',
      country: 'KZ',
      plateColor: 'Yellow',
      vehicleColor: 'Silver',
      speed: 131,
      make: 'Lada',
      box,
      utc,
      sceneJpeg: pics.scene,
    });
    sim.heartbeat();
    await waitFor('two lpr events', () => events.length >= 2, 10_000);
    expect(events.length).toBe(2);
    const [a, o] = events;
    if (a?.event_type !== 'lpr' || o?.event_type !== 'lpr') throw new Error('not lpr');
    expect(events.every(valid)).toBe(true);
    expect([a.number, a.region, a.event.reason]).toEqual(['A123BC77', 'ru', 'any']);
    expect(a.event.attributes).toMatchObject({ color: 'red', speed: 48, make: 'Toyota' });
    expect([o.number, o.region, o.event.reason]).toEqual(['555KZA02', 'kz', 'over_speed']);
    expect(o.event.attributes).toMatchObject({ color: 'gray', speed: 131 });
    expect(Date.parse(a.ts)).toBe(utc * 1000);
    // The plate picture is the device's box cut out of the scene: the white plate.
    const plate = Buffer.from(a.plate_jpeg ?? '', 'base64');
    const meta = await sharp(plate).metadata();
    expect(Math.abs((meta.width ?? 0) - b.width)).toBeLessThanOrEqual(2);
    const { dominant } = await sharp(plate).stats();
    expect(Math.min(dominant.r, dominant.g, dominant.b)).toBeGreaterThan(200);
  });
});

describe('multipart stream reader', () => {
  it('parts by Content-Length (binary bodies with boundary-like bytes) and by the next boundary, across any chunking', () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from('\r\n--myboundary\r\n'), Buffer.from([0xff, 0xd9])]);
    const stream = Buffer.concat([
      Buffer.from('--myboundary\r\nContent-Type: text/plain\r\n\r\nHeartbeat\r\n'),
      Buffer.from(`--myboundary\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`),
      jpeg,
      Buffer.from('\r\n--myboundary\r\nContent-Type: text/plain\r\nContent-Length: 4\r\n\r\nabcd\r\n--myboundary\r\n'),
    ]);
    for (const size of [1, 7, 64, stream.length]) {
      const r = new MultipartReader('myboundary');
      const parts = [];
      for (let i = 0; i < stream.length; i += size) parts.push(...r.push(stream.subarray(i, i + size)));
      expect(parts.map((p) => p.body.toString('latin1'))).toEqual(['Heartbeat', jpeg.toString('latin1'), 'abcd']);
    }
  });
});
