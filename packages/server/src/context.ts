import type { ErrorReporter } from './lib/error-reporting';
import type { Kysely } from 'kysely';
import type { ServerConfig } from './config/env';
import type { Database } from './db/engine';
import type { DB } from './db/types';
import type { Clock } from './lib/clock';

/** What every module's service needs: the database, the configuration and the clock. */
export interface AppContext {
  db: Kysely<DB>;
  database: Database;
  config: ServerConfig;
  clock: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Error reporting (lib/error-reporting.ts), null when it is off. */
    errorReporter: ErrorReporter | null;
  }
}
