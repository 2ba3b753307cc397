import { execFile } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the machine (Debian's layout), or null. */
export function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Runs a server binary as the postgres user when we are root (initdb and postgres refuse root). */
async function asPostgres(bin: string, args: string[], prefix: readonly string[] = []): Promise<string> {
  const asRoot = process.getuid?.() === 0;
  const [file = bin, ...argv] = [...prefix, ...(asRoot ? ['runuser', '-u', 'postgres', '--', bin, ...args] : [bin, args].flat())];
  const { stdout } = await run(file, argv, { timeout: 120_000 });
  return stdout;
}

/**
 * Terminates every session of the database `url` names (what a failover, a restart or an
 * administrator does to them), from a connection to the server's `postgres` database; answers how many.
 */
export async function terminateSessions(url: string): Promise<number> {
  const target = new URL(url);
  const database = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    const r = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    return r.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

export interface PgInstance {
  /** postgres://postgres@127.0.0.1:<port>/argus, a database of this instance's own. */
  url: string;
  port: number;
  running: boolean;
  /** Stops the server (fast: sessions are terminated, as on a restart or failover). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Terminates every session of the argus database (what a failover or an administrator does). */
  terminateSessions(): Promise<number>;
  /** Stops the server and removes its folder. */
  remove(): Promise<void>;
}

/**
 * A PostgreSQL server of a test's own, which the test may stop and start: a cluster initialised
 * into a temporary folder, listening on a free port of 127.0.0.1 (trust authentication), with a
 * database `argus`. Built from the machine's binaries (/usr/lib/postgresql/<version>/bin); run as
 * the postgres user when the tests run as root.
 */
export interface PgInstanceOptions {
  /** The address it listens on (127.0.0.1 by default). */
  host?: string;
  /** A command prefix the server runs under: `ip netns exec <ns>` puts it on a host of a test's network. */
  on?: readonly string[];
}

export async function startPgInstance(options: PgInstanceOptions = {}): Promise<PgInstance> {
  const host = options.host ?? '127.0.0.1';
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql');
  const folder = mkdtempSync(join(tmpdir(), 'argus-pg-'));
  const data = join(folder, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(gid.trim()));
  }
  await asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // On a test network other hosts connect by address: trusted as the loopback is (a test's own cluster).
  if (host !== '127.0.0.1') appendFileSync(join(data, 'pg_hba.conf'), 'host all all 0.0.0.0/0 trust\n');
  const port = await freePort();
  const settings = `-p ${port} -k ${folder} -c listen_addresses=${host} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const base = `postgres://postgres@${host}:${port}`;

  const instance: PgInstance = {
    url: `${base}/argus`,
    port,
    running: false,
    async start() {
      await asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(folder, 'log'), '-w', '-t', '60', 'start'], options.on);
      instance.running = true;
    },
    async stop() {
      await asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'], options.on);
      instance.running = false;
    },
    terminateSessions: () => terminateSessions(`${base}/argus`),
    async remove() {
      if (instance.running) await instance.stop().catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
  try {
    await instance.start();
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query('create database argus');
    await admin.end();
  } catch (error) {
    await instance.remove();
    throw error;
  }
  return instance;
}
