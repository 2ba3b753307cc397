import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import Type from 'typebox';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', {
    schema: {
      tags: ['health'],
      response: {
        200: Type.Object({ status: Type.Literal('ok'), engine: Type.String(), vector: Type.Boolean(), trgm: Type.Boolean() }),
      },
    },
    handler: async () => {
      await sql`select 1`.execute(app.ctx.db);
      const { engine, capabilities } = app.ctx.database;
      return { status: 'ok' as const, engine, vector: capabilities.vector, trgm: capabilities.trgm };
    },
  });
};
