import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT, SERVER_MAIN, WEB_DIST } from './paths';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real API server on a free port with a fresh copy of the journeys' database.
 * `env` overrides configuration (ARGUS_<FIELD>); `agreements` are files served at /agreements/<name>.
 */
export async function startServer(opts: { env?: Record<string, string>; agreements?: Record<string, string> } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'argus-e2e-data-'));
  cpSync(inject('templateDir'), dataDir, { recursive: true });
  const agreementsDir = mkdtempSync(join(tmpdir(), 'argus-e2e-agreements-'));
  for (const [name, text] of Object.entries(opts.agreements ?? {})) writeFileSync(join(agreementsDir, name), text);
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ARGUS_DATA_DIR: dataDir,
      ARGUS_AGREEMENTS_DIR: agreementsDir,
      ARGUS_WEB_DIST: WEB_DIST,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${out}`)), 60_000);
    const check = () => {
      if (out.includes('Argus listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(agreementsDir, { recursive: true, force: true });
  };
  return { url: `http://127.0.0.1:${port}`, stop, output: () => out };
}
