import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { demoWithCamera } from '../support/eventWorld';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

describe('player timeline', () => {
  it('counts every event of an hour on the timeline, and marks each one when zoomed in to a few minutes', async () => {
    const j = await journey.start();
    const { call, edge, camera } = await demoWithCamera(j.server.url, 'Timeline');
    // 300 events over the last 55 minutes, one every 11 s (the demo makes about 20 a minute).
    const now = Date.now();
    const events = Array.from({ length: 300 }, (_, i) => {
      const ts = new Date(now - 5_000 - i * 11_000).toISOString();
      return {
        event_id: randomUUID(),
        event_type: 'lpr',
        ts,
        stream_id: camera.id,
        number: 'A123BC77',
        region: 'ru',
        event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
      };
    });
    for (let i = 0; i < events.length; i += 100) {
      const r = await call<{ accepted: string[] }>('POST', '/events/batch', { token: edge.credential, json: { events: events.slice(i, i + 100) } });
      expect(r.accepted).toHaveLength(100);
    }

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`/player/${camera.id}`);
    const timeline = page.getByTestId('timeline');
    // The hour holds more than 200: counts per bucket, all 300 of them.
    await timeline.locator('[data-event-count]').first().waitFor();
    const counts = await timeline.locator('[data-event-count]').evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('data-event-count'))));
    expect(counts.reduce((n, c) => n + c, 0)).toBe(300);
    expect(await timeline.locator('[data-event-marker]').count()).toBe(0);
    await screenshots(page, 'player-timeline-counts');

    // Five minutes hold a few dozen: each is marked.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await timeline.locator('[data-event-marker]').first().waitFor();
    expect(await timeline.locator('[data-event-marker]').count()).toBeGreaterThanOrEqual(20);
    expect(await timeline.locator('[data-event-count]').count()).toBe(0);
    await screenshots(page, 'player-timeline-markers');
    expect(j.errors).toEqual([]);
  });
});
