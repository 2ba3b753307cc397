import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The server's entry point, to start as a process of its own (with ARGUS_API_PROCESSES, the primary). */
export const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The pids of a process's children (Linux). */
export function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

/** A request on a connection of its own, so that the cluster hands each one to the next process in turn. */
export function alone<T = { accepted?: string[] }>(method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const data = body === undefined ? '' : JSON.stringify(body);
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(data ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)) } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, agent: false, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as T }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no answer in 10 s')));
    req.end(data);
  });
}

export async function waitUntil(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * Starts main.ts as the primary of `processes` API processes on a free port of 127.0.0.1 and waits
 * for its "Argus listening" line; `env` is added to this process's environment.
 */
export async function startApiProcesses(processes: number, env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const primary: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      ARGUS_API_PROCESSES: String(processes),
      ARGUS_DATA_DIR: 'memory://',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ARGUS_DEMO: 'false',
      ARGUS_SCHEDULER_INTERVAL: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
  const output = { stdout: '', stderr: '' };
  primary.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  primary.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const ready = await waitUntil(() => output.stdout.includes('Argus listening') || primary.exitCode !== null, 180_000);
  if (!ready || primary.exitCode !== null) {
    primary.kill('SIGKILL');
    throw new Error(`the API did not start: ${output.stderr.slice(-2000)}`);
  }
  return { primary, url, exited, output };
}
