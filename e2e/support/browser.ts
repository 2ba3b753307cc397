import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { SCREENSHOT_DIR, chromiumPath } from './paths';

export const WIDE = { width: 1280, height: 800 } as const;
export const NARROW = { width: 390, height: 844 } as const;

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium with a fresh temporary profile. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found');
  return chromium.launch({ executablePath, args: ARGS });
}

export async function newContext(browser: Browser, baseURL: string, opts: { locale?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: WIDE, locale: opts.locale ?? 'en-US', timezoneId: 'UTC' });
  context.setDefaultTimeout(30_000);
  return context;
}

/** Collects uncaught page errors so that a journey can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The screen at 1280×800 and at 390×844, saved under test-results/screenshots/. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize() ?? WIDE;
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(original);
}
