import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { client } from '../support/api';
import { screenshots } from '../support/browser';
import { journeys, signIn } from '../support/journey';
import { ADMIN, USERS } from '../support/users';
import { CAMERA_LIMITS, capacitygroupFor, licenseOrganization, onlineEdge } from '../support/eventWorld';

const journey = journeys();

/** A call to the journey's server from the test (not the page). */
/** Reads a live-push stream as `user` and collects the events it is sent. */
async function listen(base: string, call: ReturnType<typeof client>['call'], token: string) {
  const { ticket } = await call<{ ticket: string }>('POST', '/live/ticket', { token });
  const controller = new AbortController();
  const res = await fetch(`${base}/api/v1/live?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  const received: { event: string; data: string }[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let at: number;
        while ((at = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, at);
          buf = buf.slice(at + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          if (!event) continue;
          received.push({ event, data });
          if (event === 'ready') ready();
        }
      }
    } catch {
      // aborted
    }
  })();
  await isReady;
  return { received, stop: () => controller.abort() };
}

describe('events', () => {
  it('an event ingested by an edge appears on an open events page within one second; another organisation never sees it', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);

    // Demo gets a licence, a capacity group and an online edge; its camera is scheduled onto the edge.
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    const demo = { id: me.organization_id };
    await licenseOrganization(call, { root, admin }, demo.id, CAMERA_LIMITS);
    const cg = await capacitygroupFor(call, root, demo.id, 'Events pool');
    const reg = await onlineEdge(call, root, cg.token, 'Edge E-1', 'E-1');
    const camera = await call<{ id: number; state: string; edge_id: number | null }>('POST', '/cameras', {
      token: admin,
      json: {
        name: 'Gate camera',
        source: { body: { protocol: 'hikvision', host: '10.0.0.5', port: 80, username: 'admin', password: 'camera-pass', event_type: 'lpr' } },
        video_modules: ['lpr'],
        capacitygroup_token: cg.token,
      },
    });
    expect(camera).toMatchObject({ state: 'active', edge_id: reg.id });

    // Another organisation with its own administrator listens on its own live connection.
    const other = await call<{ id: number }>('POST', '/organizations', { token: root, json: { name: 'Elsewhere' } });
    await call('POST', '/users', { token: root, json: { email: 'admin@elsewhere.test', password: 'admin-password', role_id: 1, organization_id: other.id } });
    const stranger = await token('admin@elsewhere.test', 'admin-password');
    const strangerLive = await listen(j.server.url, call, stranger);

    // The Demo administrator opens the events page (live mode is on by default).
    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/events');
    await page.getByRole('heading', { name: 'Events' }).waitFor();
    await page.getByText('No events in this range.').waitFor();
    await page.getByText('Live: connected').waitFor();

    // The edge posts a plate event; it is on the page within a second.
    const ts = new Date().toISOString();
    const eventId = randomUUID();
    const started = Date.now();
    const answer = await call<{ accepted: string[] }>('POST', '/events/batch', {
      token: reg.credential,
      json: {
        events: [
          {
            event_id: eventId,
            event_type: 'lpr',
            ts,
            stream_id: camera.id,
            number: 'A123BC77',
            region: 'ru',
            event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
          },
        ],
      },
    });
    expect(answer.accepted).toEqual([eventId]);
    const row = page.locator(`[data-event-id="${eventId}"]`);
    await row.waitFor({ timeout: 1000 });
    expect(Date.now() - started).toBeLessThan(1000);
    // The plate is shown with the Russian mask, with links to the video from 2 s before the event (the spec's lead-in).
    await row.getByText('A 123 BC 77').waitFor();
    expect(await row.getByRole('link', { name: 'Video' }).getAttribute('href')).toBe(`/player/${camera.id}/${Math.floor((Date.parse(ts) - 2000) / 1000)}`);
    await screenshots(page, 'events-live');

    // Reloaded, the event comes from GET /events; the grid view shows it as a card.
    await page.reload();
    await page.locator(`[data-event-id="${eventId}"]`).waitFor();
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.locator(`article[data-event-id="${eventId}"]`).getByText('A 123 BC 77').waitFor();
    expect(new URL(page.url()).searchParams.get('view')).toBe('grid');

    // Typing part of the plate in the search tab finds it.
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('Plate number').fill('123BC');
    await page.locator(`[data-event-id="${eventId}"]`).waitFor();
    await screenshots(page, 'events-search');

    // The global search finds the camera by name and the plate by a part of it.
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Global search' });
    await dialog.getByLabel('Camera, place or list name').fill('gate');
    await dialog.getByRole('link', { name: /Gate camera/ }).waitFor();
    await dialog.getByLabel('Plate number').fill('A123');
    await dialog.locator(`[data-event-id="${eventId}"]`).getByText('A 123 BC 77').waitFor();
    expect(new URL(page.url()).hash).toContain('isGlobalSearchModalOpen');
    await screenshots(page, 'global-search');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The other organisation was never sent the event and cannot read it.
    await new Promise((r) => setTimeout(r, 500));
    strangerLive.stop();
    expect(strangerLive.received.map((r) => r.event)).toContain('ready');
    expect(strangerLive.received.some((r) => r.data.includes(eventId))).toBe(false);
    const theirs = await call<{ events: { event_id: string }[] }>('GET', '/events', { token: stranger });
    expect(theirs.events.map((e) => e.event_id)).not.toContain(eventId);
    await expect(call('GET', `/events/${eventId}`, { token: stranger })).rejects.toThrow(/404/);
    expect(j.errors).toEqual([]);
  });
});
