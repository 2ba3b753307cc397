import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { SERVER_MAIN, WEB_DIST } from './paths';
import { freePort, startProcess } from './process';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  output: () => string;
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
  const server = await startProcess({
    name: 'server',
    main: SERVER_MAIN,
    env: {
      ARGUS_DATA_DIR: dataDir,
      ARGUS_AGREEMENTS_DIR: agreementsDir,
      ARGUS_WEB_DIST: WEB_DIST,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The journeys' cameras and devices listen on loopback (the outbound guard refuses it by default).
      ARGUS_OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8,::1',
      // A journey answers few of the routes: their schemas are compiled on first use, as in the server suite, which
      // takes about a quarter off each start (the server suite's openapi.test.ts compiles them all at start, as production does).
      ARGUS_LAZY_SCHEMAS: process.env.ARGUS_LAZY_SCHEMAS ?? '1',
      ...opts.env,
    },
    ready: 'Argus listening on',
    folders: [dataDir, agreementsDir],
  });
  return { url: `http://127.0.0.1:${port}`, stop: server.stop, output: server.output };
}
