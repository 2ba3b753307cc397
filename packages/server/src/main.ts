import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pino, { type Logger } from 'pino';
import { redactConsole } from '@argus/machine-client';
import { buildApp, logOptions } from './app';
import { ensureDemoWatchlist } from './modules/facelists/demo';
import { firstStart, type CreatedAccount } from './bootstrap';
import { ConfigError, loadConfig, type ServerConfig } from './config/env';
import { openDatabase } from './db/engine';
import { migrateToLatest } from './db/migrate';
import { systemClock } from './lib/clock';
import type { AppContext } from './context';
import { DEMO_WATCHLIST_ENV, superviseApiProcesses } from './cluster';
import { inMemory } from './config/data-dir';

// Console lines (start-up notices) lose the user info of their URLs like the pino log does.
redactConsole();

function defaultWebDist(): string | null {
  const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
  return existsSync(dist) ? dist : null;
}

function announce(config: ServerConfig, accounts: (CreatedAccount | null)[]): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [`Argus listening on http://${host}:${config.port}`];
  for (const a of accounts) {
    if (!a) continue;
    const who = a.organization ? `administrator of "${a.organization}"` : 'superuser';
    lines.push(`  ${who}: ${a.username} / ${a.password ?? '(password from ARGUS_ADMIN_PASSWORD)'}`);
    if (a.licensed === true) lines.push('    with a 90-day trial licence (4 cameras, every analytics module)');
    if (a.licensed === false) lines.push('    without a licence: this installation holds no signing key, so activate one from /licenses');
  }
  if (accounts.some((a) => a?.password)) lines.push('  These passwords are shown only once; keep them.');
  console.log(lines.join('\n'));
}

function configOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

async function open(config: ServerConfig, logger: Logger): Promise<AppContext> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    cacheMb: config.dbCacheMb,
    warn: (message) => logger.warn(message),
  });
  return { db: database.db, database, config, clock: systemClock };
}

/** Once per start, before any process serves: migrations, first accounts, the demo's records. */
async function prepare(ctx: AppContext, logger: Logger) {
  const applied = await migrateToLatest(ctx.db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  // The demo's media records (capacity group, stream server, camera) when a start script runs the media process beside us.
  const withMedia = process.env.ARGUS_DEMO_MEDIA !== 'false' && !inMemory(ctx.config.dataDir);
  const { accounts, demoOrganizationId, demoMedia } = await firstStart(ctx, withMedia);
  if (demoMedia) logger.info({ camera_id: demoMedia.cameraId, streamserver_id: demoMedia.streamserverId }, 'demo camera and stream server created');
  return { accounts, demoOrganizationId };
}

/** Serves the API in this process until SIGINT/SIGTERM. */
async function serve(ctx: AppContext, logger: Logger, demoOrganizationId: number | null) {
  const app = await buildApp(ctx, { logger });
  await app.listen({ port: ctx.config.port, host: ctx.config.host });
  if (demoOrganizationId !== null) {
    // In the background: describing the photos loads the face models, which takes a few seconds.
    void ensureDemoWatchlist(ctx, demoOrganizationId)
      .then((names) => names.length > 0 && logger.info({ faces: names }, 'demo watch list enrolled'))
      .catch((error: unknown) => logger.warn({ err: error }, 'demo watch list not enrolled'));
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

async function main(): Promise<void> {
  const config = configOrExit();
  config.webDist ??= defaultWebDist();
  const logger = pino(logOptions(config.logLevel));
  if (config.apiProcesses > 1 && cluster.isWorker) {
    // A replica: the primary has prepared the database.
    const demo = process.env[DEMO_WATCHLIST_ENV];
    return serve(await open(config, logger), logger, demo ? Number(demo) : null);
  }
  const ctx = await open(config, logger);
  const { accounts, demoOrganizationId } = await prepare(ctx, logger);
  if (config.apiProcesses > 1) {
    await ctx.database.close();
    try {
      await superviseApiProcesses(config.apiProcesses, logger, demoOrganizationId);
    } catch (error) {
      logger.error({ err: error }, 'start failed');
      process.exit(1);
    }
    announce(config, accounts);
    return;
  }
  await serve(ctx, logger, demoOrganizationId);
  announce(config, accounts);
}

await main();
