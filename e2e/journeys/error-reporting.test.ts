import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { journeys, signIn } from '../support/journey';
import { USERS } from '../support/users';

const journey = journeys();

interface Envelope {
  path: string;
  header: Record<string, unknown>;
  items: { header: Record<string, unknown>; payload: Record<string, unknown> | string }[];
}

/** A Sentry-compatible receiver on loopback: keeps every envelope POSTed to /api/<project>/envelope/. */
async function sentryListener(): Promise<{ server: Server; dsn: string; envelopes: Envelope[] }> {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    // The console posts from its own origin.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method === 'POST' && /^\/api\/\d+\/envelope\/$/.test(path)) {
        const lines = Buffer.concat(chunks)
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim());
        const [head, ...rest] = lines;
        const items: Envelope['items'] = [];
        for (let i = 0; i + 1 < rest.length; i += 2) {
          const payload = rest[i + 1] ?? '';
          let parsed: Envelope['items'][number]['payload'];
          try {
            parsed = JSON.parse(payload) as Record<string, unknown>;
          } catch {
            parsed = payload;
          }
          items.push({ header: JSON.parse(rest[i] ?? '{}') as Record<string, unknown>, payload: parsed });
        }
        envelopes.push({ path, header: JSON.parse(head ?? '{}') as Record<string, unknown>, items });
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { server, dsn: `http://e2epublickey@127.0.0.1:${port}/42`, envelopes };
}

/** The exception messages of the console's (the browser SDK's) error events received so far. */
function browserErrors(envelopes: Envelope[]): { message: string; event: Record<string, unknown> }[] {
  const out: { message: string; event: Record<string, unknown> }[] = [];
  for (const env of envelopes) {
    for (const item of env.items) {
      if (item.header.type !== 'event' || typeof item.payload !== 'object') continue;
      const ev = item.payload;
      if (ev.platform !== 'javascript') continue;
      const values = (ev.exception as { values?: { value?: string }[] } | undefined)?.values ?? [];
      for (const v of values) out.push({ message: v.value ?? '', event: ev });
    }
  }
  return out;
}

describe('error reporting', () => {
  it('the console sends an unhandled error to the Sentry DSN of the environment, with its release, and never one of the ignore list', async () => {
    const sentry = await sentryListener();
    try {
      const release = 'v9.8.7-e2e';
      const j = await journey.start({ env: { ARGUS_ENABLE_SENTRY: 'true', ARGUS_SENTRY_DSN: sentry.dsn, ARGUS_FRONT_VERSION: release } });
      const page = j.page;
      await page.goto('/login');
      await signIn(page, USERS.administrator.username, USERS.administrator.password);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.locator('main h1, main h2').first().waitFor();

      const throwLater = (message: string) =>
        page.evaluate(
          (m) =>
            void setTimeout(() => {
              throw new Error(m);
            }),
          message,
        );
      const received = (message: string) => browserErrors(sentry.envelopes).some((e) => e.message === message);

      // The SDK is a chunk of its own, loaded after the configuration: throw until the first report arrives.
      let n = 0;
      await expect
        .poll(
          async () => {
            if (browserErrors(sentry.envelopes).length) return true;
            await throwLater(`boom-warmup-${n++}`);
            return false;
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(true);

      // An error of the spec's ignore list (a failed fetch) first, then one that is reported: when the second
      // has arrived, the first had its turn and was dropped.
      await throwLater('Failed to fetch: boom-ignored');
      await page.evaluate(() => void Promise.reject(new Error('The operation was aborted: boom-ignored-abort')));
      await throwLater('boom-reported');
      await expect.poll(() => received('boom-reported'), { timeout: 20_000 }).toBe(true);
      await page.waitForTimeout(1000);
      const messages = browserErrors(sentry.envelopes).map((e) => e.message);
      expect(messages.filter((m) => m.includes('boom-ignored'))).toEqual([]);

      const reported = browserErrors(sentry.envelopes).find((e) => e.message === 'boom-reported');
      if (!reported) throw new Error('not reported');
      expect(reported.event.release).toBe(release);
      expect(reported.event.environment).toBe('production');
      expect((reported.event.exception as { values: { type: string; mechanism?: { handled?: boolean } }[] }).values[0]).toMatchObject({
        type: 'Error',
        mechanism: { handled: false },
      });
      // The public key of the DSN authorises the envelope; the user's identity is not sent.
      const env = sentry.envelopes.find((e) => e.items.some((i) => typeof i.payload === 'object' && i.payload.event_id === reported.event.event_id));
      expect(env?.path).toBe('/api/42/envelope/');
      expect(JSON.stringify(reported.event.user ?? {})).not.toContain(USERS.administrator.username);
    } finally {
      await new Promise((r) => sentry.server.close(r));
    }
  });

  it('sends nothing while enable_sentry is off, although a DSN is named', async () => {
    const sentry = await sentryListener();
    try {
      const j = await journey.start({ env: { ARGUS_SENTRY_DSN: sentry.dsn } });
      const page = j.page;
      await page.goto('/login');
      await signIn(page, USERS.administrator.username, USERS.administrator.password);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      await page.locator('main h1, main h2').first().waitFor();
      for (let i = 0; i < 3; i++) {
        await page.evaluate(
          (m) =>
            void setTimeout(() => {
              throw new Error(m);
            }),
          `boom-unsent-${i}`,
        );
        await page.waitForTimeout(1000);
      }
      expect(sentry.envelopes).toEqual([]);
    } finally {
      await new Promise((r) => sentry.server.close(r));
    }
  });
});
