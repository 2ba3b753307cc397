import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { REPO_ROOT } from './paths';

export interface StartedProcess {
  child: ChildProcess;
  /** Everything it printed so far (standard output and error). */
  output: () => string;
  /** SIGTERM, SIGKILL if it has not ended `graceMs` later; then its folders are removed. */
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
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
 * One of our programs (`main`, a TypeScript file run through tsx from the repository's root) as
 * its own process, answered once its output says `ready` (60 s at most, or ARGUS_E2E_START_S on a
 * busy machine; its exit before that fails the start with what it printed). `folders` are removed
 * when it is stopped.
 */
const START_S = Number(process.env.ARGUS_E2E_START_S) || 60;

export async function startProcess(opts: {
  name: string;
  main: string;
  env: Record<string, string>;
  ready: string;
  folders?: string[];
  graceMs?: number;
  /** A command prefix it runs under, e.g. `ip netns exec <ns>` for a host of a test's network (it execs: the pid stays the program's). */
  on?: readonly string[];
}): Promise<StartedProcess> {
  const program = [process.execPath, '--import', 'tsx', opts.main];
  const [file = process.execPath, ...args] = [...(opts.on ?? []), ...program];
  const child = spawn(file, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const removeFolders = () => {
    for (const folder of opts.folders ?? []) rmSync(folder, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running: a start that missed its time went on starting beside the retry's, and outlived the suite.
      child.kill('SIGKILL');
      removeFolders();
      reject(new Error(`${opts.name} did not start in ${START_S} s:\n${out}`));
    }, START_S * 1000);
    const check = () => {
      if (!out.includes(opts.ready)) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${opts.name} exited with ${code}:\n${out}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, opts.graceMs ?? 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    removeFolders();
  };
  return { child, output: () => out, stop };
}
