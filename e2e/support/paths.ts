import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const WEB_DIST = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
export const SCREENSHOT_DIR = fileURLToPath(new URL('../../test-results/screenshots', import.meta.url));
export const SERVER_MAIN = 'packages/server/src/main.ts';
export const USER_CLI = 'packages/server/scripts/user.ts';

/** Debian's Chromium, or the one named by CHROMIUM_PATH. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p)) ?? null;
}
