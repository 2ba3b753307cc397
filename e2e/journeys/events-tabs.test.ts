import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { demoWithCamera } from '../support/eventWorld';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

describe('events page tabs', () => {
  it('shows a subscription’s events and sensor readings, and searches by attributes and by an event', async () => {
    const j = await journey.start();
    const w = await demoWithCamera(j.server.url, 'Tabs');
    const { call } = w;

    // A sensor with a reading, and a subscription to plate events.
    await call('POST', '/sensorkinds', { token: w.root, json: { ident: 'temp', name: 'Thermometer' } });
    const sensor = await call<{ id: number }>('POST', '/sensors', { token: w.admin, json: { kind: 'temp', name: 'Freezer probe' } });
    await call('POST', '/sensorreadings', { token: w.admin, json: { sensor_id: sensor.id, payload: { celsius: -18 } } });
    const sub = await call<{ id: number }>('POST', '/subscriptions', { token: w.admin, json: { name: 'Gate plates', kind: 'event', event_type: 'lpr' } });

    const ts = new Date().toISOString();
    const plates = [
      { number: 'A777AA77', make: 'BMW', speed: 130 },
      { number: 'B555BB77', make: 'Lada', speed: 50 },
    ].map((p, i) => ({
      event_id: randomUUID(),
      event_type: 'lpr',
      ts: new Date(Date.parse(ts) - i * 1000).toISOString(),
      stream_id: w.camera.id,
      number: p.number,
      region: 'ru',
      event: {
        reason: 'any',
        label: null,
        detection: null,
        trajectory: [],
        roi: null,
        line: null,
        attributes: { make: p.make, speed: p.speed, color: 'black' },
        ts,
      },
    }));
    await call('POST', '/events/batch', { token: w.edge.credential, json: { events: plates } });
    // The subscription sees both (evaluated after the events are stored).
    for (let i = 0; i < 50; i++) {
      const got = await call<{ events: unknown[] }>('GET', `/subscriptions/${sub.id}/events`, { token: w.admin });
      if (got.events.length === 2) break;
      await new Promise((r) => setTimeout(r, 200));
    }

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/events');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('subscription');
    await page.getByLabel('Subscription', { exact: true }).waitFor();
    for (const e of plates) await page.locator(`[data-event-id="${e.event_id}"]`).first().waitFor();
    await screenshots(page, 'events-subscription');

    // Arrow keys move between the tabs.
    await page.getByRole('tab', { name: 'Subscription' }).press('ArrowRight');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('sensorreadings');
    const reading = page.locator('[data-reading-id]').first();
    await reading.getByText('Freezer probe').waitFor();
    await reading.getByText('-18').waitFor();
    await screenshots(page, 'events-sensorreadings');

    // Attribute search: fast BMWs among the plate events.
    await page.getByRole('tab', { name: 'Search' }).click();
    await page.getByLabel('What to look for').selectOption('plate-lpr');
    await page.getByLabel('Make').fill('bmw');
    await page.getByLabel('Speed from, km/h').fill('100');
    const results = page.getByRole('region', { name: 'Results' });
    await results.locator(`[data-event-id="${plates[0]?.event_id}"]`).waitFor();
    expect(await results.locator(`[data-event-id="${plates[1]?.event_id}"]`).count()).toBe(0);

    // Search by that event: every pass of its plate.
    await results.getByRole('button', { name: 'Search by this event' }).first().click();
    await page.getByText('Searching by an event (Plates).').waitFor();
    await results.locator(`[data-event-id="${plates[0]?.event_id}"]`).waitFor();
    await screenshots(page, 'events-search-by-event');
    expect(j.errors).toEqual([]);
  });
});
