// The browser suite: builds the console, then runs the Playwright journeys (e2e/) against the real
// server when Chromium is found; otherwise says why it was skipped and exits 0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

const built = run(npm, ['run', 'build', '-w', '@argus/web']);
if (built !== 0) process.exit(built);

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((p) => existsSync(p));
if (!chromium) {
  console.log(`e2e: browser suite skipped: no Chromium at ${candidates.join(', ')} ` + '(install it with `apt-get install chromium`, or set CHROMIUM_PATH).');
  process.exit(0);
}

process.exit(run(npx, ['vitest', 'run', '--root', 'e2e', ...process.argv.slice(2)]));
