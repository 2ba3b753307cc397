import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from './browser';
import { SCREENSHOT_DIR } from './paths';
import { startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  errors: string[];
  close: () => Promise<void>;
}

/** One journey: its own server (fresh database) and its own browser. */
export async function startJourney(opts: Parameters<typeof startServer>[0] & { locale?: string } = {}): Promise<Journey> {
  const [server, browser] = await Promise.all([startServer(opts), launchBrowser()]);
  const context = await newContext(browser, server.url, opts.locale ? { locale: opts.locale } : {});
  const page = await context.newPage();
  const errors = watchErrors(page);
  const close = async () => {
    await browser.close().catch(() => undefined);
    await server.stop();
  };
  return { server, browser, context, page, errors, close };
}

/** Fills the sign-in form (English labels) and submits it. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Registers the clean-up of the journey started in each test: on failure a screenshot and the
 * server's output are kept under test-results/failures/, then browser and server stop.
 */
export function journeys(): { start: (opts?: Parameters<typeof startJourney>[0]) => Promise<Journey> } {
  let current: Journey | undefined;
  afterEach(async (ctx) => {
    const j = current;
    current = undefined;
    if (!j) return;
    if (ctx.task.result?.state === 'fail') {
      const dir = join(SCREENSHOT_DIR, '..', 'failures');
      mkdirSync(dir, { recursive: true });
      const name = ctx.task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
      await j.page.screenshot({ path: join(dir, `${name}.png`) }).catch(() => undefined);
      writeFileSync(join(dir, `${name}.server.log`), j.server.output());
    }
    await j.close();
  });
  return {
    start: async (opts) => {
      current = await startJourney(opts);
      return current;
    },
  };
}
