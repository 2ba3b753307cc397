import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { ping } from './repo';

/** A database that does not answer `select 1` within this time is reported down. */
const PROBE_MS = 5000;

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  engine: Type.String(),
  vector: Type.Boolean(),
  trgm: Type.Boolean(),
  database: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});

/** Whether the database answers a trivial statement now (false on an error or after PROBE_MS). */
async function databaseUp(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), PROBE_MS)));
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: 200 with `status: ok` while the process serves and its database answers; 503 with
 * `status: unavailable, database: down` while the database cannot be reached (the process stays up
 * and recovers by itself once it is back).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {
    schema: { tags: ['health'], response: { 200: Health, 503: Health } },
    handler: async (_request, reply) => {
      const up = await databaseUp(() => ping(app.ctx.db));
      const { engine, capabilities } = app.ctx.database;
      const body = { engine, vector: capabilities.vector, trgm: capabilities.trgm };
      if (up) return { status: 'ok' as const, ...body, database: 'up' as const };
      return reply.status(503).send({ status: 'unavailable' as const, ...body, database: 'down' as const });
    },
  });
};
