// `npm start`: build the console, then run the platform on the embedded database (./data) with a demo organisation.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const build = spawnSync('npm', ['run', 'build', '-w', '@argus/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  console.error('The console did not build; see above.');
  process.exit(build.status ?? 1);
}

const env = { ...process.env, ARGUS_DEMO: process.env.ARGUS_DEMO ?? 'true' };
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: root, env, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
