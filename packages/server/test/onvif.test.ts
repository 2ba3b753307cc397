import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTicket } from '../src/modules/onvif/ticket';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { startSimulator, type OnvifSimulator } from './support/onvif-simulator';
import { vectorOf } from './support/onvif-simulator-ops';
import { child, textOf } from './support/onvif-xml';
import { capacitygroup, customer, rtsp } from './support/video';

type AnyBody = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TIMEOUT_MS = 1500;
/** Not the spec's defaults, so that the coefficient and the clamp both show in what the device receives. */
const ONVIF = { ptz_max_step: 20, ptz_min_delta: 0.001, ptz_move_coefficient: 0.5 };

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

describe.each(ENGINES)('ONVIF against the device simulator on %s', (engine) => {
  let s: TestServer;
  let sim: OnvifSimulator;
  let hung: OnvifSimulator;
  let org: { id: number; token: string };
  let other: { id: number; token: string };
  let ticketSecret = '';
  let cam = 0;

  const onvifOf = (d: OnvifSimulator, password = d.password) => ({ host: '127.0.0.1', port: d.port, login: d.username, password });
  const camera = async (name: string, extra: Record<string, unknown>) => {
    const r = await s.request<AnyBody>('POST', '/api/v1/cameras', { token: org.token, json: { name, ...rtsp(), ...extra } });
    expect(r.status).toBe(200);
    return Number(r.body.id);
  };
  const api = <T = AnyBody>(method: string, path: string, json?: unknown, token = org.token) =>
    s.request<T>(method, `/api/v1/onvif/${path}`, { token, ...(json === undefined ? {} : { json }) });
  const lastVector = (operation: string, element: string) => vectorOf(child(sim.callsOf(operation).at(-1)?.body, element));

  beforeAll(async () => {
    s = await startServer(engine, { env: { ARGUS_ONVIF_TIMEOUT_MS: String(TIMEOUT_MS), ARGUS_ONVIF: JSON.stringify(ONVIF) } });
    const su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Onvifco');
    other = await customer(s, su, 'Otherco');
    ticketSecret = (await capacitygroup(s, su, 'Onvif group', 10, [org.id])).ticket_secret;
    sim = await startSimulator();
    hung = await startSimulator();
    hung.hang = true;
    cam = await camera('PTZ dome', { ptz: true, onvif: onvifOf(sim) });
  });
  afterAll(async () => {
    await sim?.stop();
    await hung?.stop();
    await s?.close();
  });

  it('device information, and the library connects as ONVIF says: time without credentials, then services with a digest', async () => {
    sim.reset();
    const r = await api('GET', `${cam}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      camera_id: cam,
      manufacturer: 'Argus Labs',
      model: 'SIM-PTZ-1',
      firmware_version: '2.4.1',
      serial_number: 'SIM0001',
      hardware_id: 'hw-sim-1',
      services: { media: true, imaging: true, ptz: true },
    });
    expect(sim.calls.map((c) => c.operation)).toEqual(['GetSystemDateAndTime', 'GetServices', 'GetProfiles', 'GetVideoSources', 'GetDeviceInformation']);
    expect(sim.calls[0]?.authenticated).toBe(false);
    expect(sim.calls.slice(1).every((c) => c.authenticated && !c.fault)).toBe(true);
  });

  it('imaging: values with the device ranges; brightness, contrast, saturation and sharpness each set; out of range refused', async () => {
    const r = await api('GET', `${cam}/image`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      video_source_token: 'vs_1',
      brightness: 50,
      contrast: 50,
      saturation: 50,
      sharpness: 5,
      ranges: { brightness: { min: 0, max: 100 }, contrast: { min: 0, max: 100 }, saturation: { min: 0, max: 100 }, sharpness: { min: 0, max: 15 } },
    });
    const values = { brightness: 0, contrast: 70, saturation: 33.5, sharpness: 15 } as const;
    for (const [setting, value] of Object.entries(values)) {
      const put = await api('PUT', `${cam}/image/${setting}`, { value });
      expect(put.status, setting).toBe(200);
      expect(put.body[setting]).toBe(value);
    }
    expect(sim.state.imaging).toEqual(values);
    expect(textOf(sim.callsOf('SetImagingSettings').at(-1)?.body, 'ImagingSettings', 'Sharpness')).toBe('15');
    expect(textOf(sim.callsOf('SetImagingSettings')[0]?.body, 'ImagingSettings', 'Brightness')).toBe('0');

    const sets = sim.callsOf('SetImagingSettings').length;
    const tooSharp = await api('PUT', `${cam}/image/sharpness`, { value: 16 });
    expect(tooSharp.status).toBe(422);
    expect(tooSharp.body).toMatchObject({ type: 'validation', detail: { value: 'must be between 0 and 15' } });
    expect((await api('PUT', `${cam}/image/brightness`, { value: -1 })).body.detail).toEqual({ value: 'must be between 0 and 100' });
    expect((await api('PUT', `${cam}/image/contrast`, { value: 'high' })).status).toBe(422);
    expect(sim.callsOf('SetImagingSettings')).toHaveLength(sets);
    expect(sim.state.imaging.sharpness).toBe(15);
  });

  it('PTZ moves respect ptz_max_step, ptz_min_delta and ptz_move_coefficient: what the device received', async () => {
    const status = await api('GET', `${cam}/ptz`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ position: { x: 0, y: 0, zoom: 0 }, move_status: { pan_tilt: 'IDLE', zoom: 'IDLE' }, limits: ONVIF });

    // A step of 50 is clamped to 20 (0.2 of the generic space), then halved by the coefficient.
    const right = await api('PUT', `${cam}/ptz`, { kind: 'right', step: 50 });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({
      kind: 'right',
      sent: true,
      command: { operation: 'RelativeMove', x: 0.1, y: 0, zoom: 0 },
      status: { position: { x: 0.1 } },
    });
    expect(lastVector('RelativeMove', 'Translation')).toEqual({ x: 0.1, y: 0, zoom: 0 });

    const upLeft = await api('PUT', `${cam}/ptz`, { kind: 'up_left', step: 4 });
    expect(lastVector('RelativeMove', 'Translation')).toEqual({ x: -0.02, y: 0.02, zoom: 0 });
    expect(upLeft.body.status.position).toEqual({ x: 0.08, y: 0.02, zoom: 0 });

    await api('PUT', `${cam}/ptz`, { kind: 'zoom_in' });
    expect(lastVector('RelativeMove', 'Translation')).toEqual({ x: 0, y: 0, zoom: 0.1 });

    // 0.1 step × 0.5 = 0.0005 < ptz_min_delta: nothing is sent.
    const moves = sim.callsOf('RelativeMove').length;
    const tiny = await api('PUT', `${cam}/ptz`, { kind: 'relative', x: 0.1, y: -0.1 });
    expect(tiny.body).toMatchObject({ sent: false, reason: 'below_min_delta', command: { operation: 'RelativeMove', x: 0, y: 0, zoom: 0 } });
    expect(sim.callsOf('RelativeMove')).toHaveLength(moves);
    const oneAxis = await api('PUT', `${cam}/ptz`, { kind: 'relative', x: 0.1, y: -6 });
    expect(oneAxis.body.sent).toBe(true);
    expect(lastVector('RelativeMove', 'Translation')).toEqual({ x: 0, y: -0.03, zoom: 0 });

    const absolute = await api('PUT', `${cam}/ptz`, { kind: 'absolute', x: 0.5, y: -0.5, zoom: 0.25 });
    expect(absolute.body.command).toEqual({ operation: 'AbsoluteMove', x: 0.5, y: -0.5, zoom: 0.25 });
    expect(lastVector('AbsoluteMove', 'Position')).toEqual({ x: 0.5, y: -0.5, zoom: 0.25 });
    const still = await api('PUT', `${cam}/ptz`, { kind: 'absolute', x: 0.5004 });
    expect(still.body).toMatchObject({ sent: false, reason: 'below_min_delta' });
    expect(sim.callsOf('AbsoluteMove')).toHaveLength(1);

    const continuous = await api('PUT', `${cam}/ptz`, { kind: 'continuous', x: 0.8, zoom: -1, timeout_ms: 2000 });
    expect(continuous.body).toMatchObject({ sent: true, status: { move_status: { pan_tilt: 'MOVING' } } });
    expect(lastVector('ContinuousMove', 'Velocity')).toEqual({ x: 0.4, y: 0, zoom: -0.5 });
    expect(textOf(sim.callsOf('ContinuousMove').at(-1)?.body, 'Timeout')).toBe('PT2S');
    const stop = await api('PUT', `${cam}/ptz`, { kind: 'stop' });
    expect(stop.body).toMatchObject({ sent: true, command: { operation: 'Stop' }, status: { move_status: { pan_tilt: 'IDLE' } } });
    expect(sim.callsOf('Stop')).toHaveLength(1);

    expect((await api('PUT', `${cam}/ptz`, { kind: 'spin' })).status).toBe(422);
    expect((await api('PUT', `${cam}/ptz`, { kind: 'absolute', x: 2 })).status).toBe(422);
    expect((await api('PUT', `${cam}/ptz`, { kind: 'left', step: 0 })).status).toBe(422);
  });

  it('home apply: save makes the current position home, goto (the default) returns to it', async () => {
    await api('PUT', `${cam}/ptz`, { kind: 'absolute', x: -0.25, y: 0.75, zoom: 0.5 });
    const save = await api('PUT', `${cam}/ptz/home/apply`, { mode: 'save' });
    expect(save.status).toBe(200);
    expect(sim.state.ptz.home).toEqual({ x: -0.25, y: 0.75, zoom: 0.5 });
    await api('PUT', `${cam}/ptz`, { kind: 'down', step: 20 });
    expect(sim.state.ptz.position.y).toBe(0.65);
    const home = await api('PUT', `${cam}/ptz/home/apply`, {});
    expect(home.status).toBe(200);
    expect(home.body.position).toEqual({ x: -0.25, y: 0.75, zoom: 0.5 });
    expect(sim.callsOf('SetHomePosition')).toHaveLength(1);
    expect(sim.callsOf('GotoHomePosition')).toHaveLength(1);
    expect(textOf(sim.callsOf('GotoHomePosition')[0]?.body, 'ProfileToken')).toBe('profile_main');
  });

  it('streams with their RTSP addresses and encoders; an encoder changed; an unsupported resolution refused by the device', async () => {
    const r = await api('GET', `${cam}/streams`);
    expect(r.status).toBe(200);
    expect(r.body.streams).toEqual([
      {
        profile_token: 'profile_main',
        name: 'mainStream',
        uri: 'rtsp://127.0.0.1:554/stream/main',
        encoder: {
          token: 'vec_main',
          name: 'Main encoder',
          encoding: 'H264',
          width: 1920,
          height: 1080,
          quality: 80,
          frame_rate: 25,
          bitrate: 4096,
          gov_length: 50,
          h264_profile: 'Main',
        },
      },
      expect.objectContaining({
        profile_token: 'profile_sub',
        uri: 'rtsp://127.0.0.1:554/stream/sub',
        encoder: expect.objectContaining({ token: 'vec_sub', width: 640 }),
      }),
    ]);
    const put = await api('PUT', `${cam}/stream/encoder`, { token: 'vec_sub', width: 1280, height: 720, frame_rate: 20, bitrate: 1024, h264_profile: 'High' });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      token: 'vec_sub',
      name: 'Sub encoder',
      encoding: 'H264',
      width: 1280,
      height: 720,
      quality: 60,
      frame_rate: 20,
      bitrate: 1024,
      gov_length: 30,
      h264_profile: 'High',
    });
    expect(sim.state.encoders[1]).toMatchObject({ width: 1280, height: 720, frameRate: 20, bitrate: 1024, h264Profile: 'High' });

    const odd = await api('PUT', `${cam}/stream/encoder`, { token: 'vec_sub', width: 1000, height: 1000 });
    expect(odd.status).toBe(422);
    expect(odd.body.type).toBe('onvif_rejected');
    expect(odd.body.message).toMatch(/Resolution 1000x1000 is not supported/);
    expect((await api('PUT', `${cam}/stream/encoder`, { token: 'nope' })).body.type).toBe('onvif_rejected');
  });

  it('network: interfaces read and one changed', async () => {
    const r = await api('GET', `${cam}/network`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      interfaces: [
        {
          token: 'eth0',
          name: 'eth0',
          hw_address: '02:00:00:00:00:01',
          enabled: true,
          mtu: 1500,
          ipv4: { enabled: true, dhcp: false, address: '192.168.1.64', prefix_length: 24 },
        },
      ],
    });
    const put = await api('PUT', `${cam}/network`, { token: 'eth0', mtu: 1400, ipv4: { address: '192.168.1.70', prefix_length: 23 } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      interfaces: [
        {
          token: 'eth0',
          name: 'eth0',
          hw_address: '02:00:00:00:00:01',
          enabled: true,
          mtu: 1400,
          ipv4: { enabled: true, dhcp: false, address: '192.168.1.70', prefix_length: 23 },
        },
      ],
      reboot_needed: false,
    });
    expect(sim.state.network[0]).toMatchObject({ mtu: 1400, ipv4: { address: '192.168.1.70', prefixLength: 23 } });
    const unknown = await api('PUT', `${cam}/network`, { token: 'wlan9', enabled: true });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail).toEqual({ token: 'names no network interface of the device' });
    expect((await api('PUT', `${cam}/network`, { token: 'eth0', ipv4: { address: '300.1.1.1' } })).status).toBe(422);
  });

  it('wrong ONVIF credentials: onvif_unauthorized, and the password appears nowhere', async () => {
    const wrong = await camera('Wrong password', { ptz: true, onvif: onvifOf(sim, 'not-the-password') });
    for (const path of [`${wrong}`, `${wrong}/image`, `${wrong}/ptz`]) {
      const r = await api('GET', path);
      expect(r.status, path).toBe(502);
      expect(r.body.type).toBe('onvif_unauthorized');
      expect(r.body.message).toMatch(/refused the camera's ONVIF login or password/);
      expect(JSON.stringify(r.body)).not.toContain('not-the-password');
    }
    expect(sim.calls.filter((c) => c.fault === 'ter:NotAuthorized').length).toBeGreaterThan(0);
  });

  it('an unreachable device answers onvif_unreachable at once; a device that never answers onvif_timeout within the timeout', async () => {
    const closed = await camera('Switched off', { onvif: { ...onvifOf(sim), port: await closedPort() } });
    const refused = await api('GET', `${closed}`);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ type: 'onvif_unreachable', message: expect.stringMatching(/cannot be reached \(ECONNREFUSED\)/) });

    const silent = await camera('Hung', { onvif: onvifOf(hung) });
    const started = Date.now();
    const timedOut = await api('GET', `${silent}/network`);
    const took = Date.now() - started;
    expect(timedOut.status).toBe(504);
    expect(timedOut.body).toMatchObject({ type: 'onvif_timeout', message: expect.stringMatching(/did not answer within 1500 ms/) });
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 1500);
  });

  it('no ONVIF access, PTZ switched off, or no PTZ service on the device: clear 409s', async () => {
    const plain = await camera('No ONVIF', {});
    expect((await api('GET', `${plain}`)).body).toMatchObject({ type: 'onvif_not_configured', status_code: 409 });
    const fixed = await camera('Fixed', { ptz: false, onvif: onvifOf(sim) });
    expect((await api('PUT', `${fixed}/ptz`, { kind: 'left' })).body).toMatchObject({
      type: 'onvif_not_supported',
      message: 'PTZ is switched off for this camera',
    });
    const bullet = await startSimulator({ ptz: false });
    try {
      const noPtz = await camera('Bullet', { ptz: true, onvif: onvifOf(bullet) });
      expect((await api('GET', `${noPtz}/ptz`)).body).toMatchObject({ type: 'onvif_not_supported', message: 'The ONVIF device offers no PTZ service' });
      expect((await api('GET', `${noPtz}`)).body.services).toEqual({ media: true, imaging: true, ptz: false });
    } finally {
      await bullet.stop();
    }
  });

  it('ticket: signed with the capacity group ticket_secret, valid for ticket_ttl, expired after it (test clock)', async () => {
    const issuedAt = s.clock.now();
    const r = await api('POST', `${cam}/ticket`, {});
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ camera_id: cam, ttl: 300_000, expires_at: new Date(issuedAt.getTime() + 300_000).toISOString() });
    const ticket = String(r.body.ticket);
    expect(verifyTicket(ticket, ticketSecret, s.clock.now())).toMatchObject({ ok: true, claims: { cam, org: org.id, cg: r.body.capacitygroup_token } });
    expect(verifyTicket(ticket, 'some-other-secret-entirely', s.clock.now())).toEqual({ ok: false, reason: 'bad_signature' });
    s.clock.advance(299);
    expect(verifyTicket(ticket, ticketSecret, s.clock.now()).ok).toBe(true);
    s.clock.advance(1);
    expect(verifyTicket(ticket, ticketSecret, s.clock.now())).toEqual({ ok: false, reason: 'expired' });
    expect((await api('POST', `${cam}/ticket`)).status).toBe(200);
  });

  it('every ONVIF change is audited, without secrets', async () => {
    const rows = await s.ctx.db
      .selectFrom('audit_logs')
      .select(['action_type', 'object_id', 'details'])
      .where('action_type', 'in', ['onvif_update', 'onvif_ptz_move', 'ticket_create'])
      .execute();
    const kinds = rows.map((r) => `${r.action_type}:${String((typeof r.details === 'string' ? JSON.parse(r.details) : r.details).onvif)}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'onvif_update:image.brightness',
        'onvif_update:image.sharpness',
        'onvif_update:network',
        'onvif_update:stream.encoder',
        'onvif_ptz_move:ptz',
        'onvif_ptz_move:ptz.home.save',
        'ticket_create:ticket',
      ]),
    );
    expect(rows.every((r) => r.object_id === String(cam) || r.action_type === 'onvif_update')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(sim.password);
  });

  it('a camera of another organisation answers 404 on every ONVIF route and its device hears nothing', async () => {
    const before = sim.calls.length;
    const routes: [string, string, unknown?][] = [
      ['GET', ''],
      ['GET', '/network'],
      ['PUT', '/network', { token: 'eth0', enabled: false }],
      ['GET', '/streams'],
      ['PUT', '/stream/encoder', { token: 'vec_main', width: 640, height: 360 }],
      ['GET', '/image'],
      ['PUT', '/image/brightness', { value: 1 }],
      ['PUT', '/image/contrast', { value: 1 }],
      ['PUT', '/image/saturation', { value: 1 }],
      ['PUT', '/image/sharpness', { value: 1 }],
      ['GET', '/ptz'],
      ['PUT', '/ptz', { kind: 'left' }],
      ['PUT', '/ptz/home/apply', {}],
      ['POST', '/ticket', {}],
    ];
    for (const [method, suffix, body] of routes) {
      const r = await api(method, `${cam}${suffix}`, body, other.token);
      expect(r.status, `${method} ${suffix}`).toBe(404);
      expect(r.body.type).toBe('not_found');
      expect(JSON.stringify(r.body)).not.toMatch(/PTZ dome|127\.0\.0\.1/);
    }
    expect(sim.calls.length).toBe(before);
  });
});
