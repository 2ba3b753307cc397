import { PublicConfigSchema } from '@argus/contracts';
import type { FastifyPluginAsync } from 'fastify';

/** The public part of the configuration: what the console needs before anyone signs in. */
export const configRoutes: FastifyPluginAsync = async (app) => {
  app.get('/config.json', {
    schema: { tags: ['config'], response: { 200: PublicConfigSchema } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return app.ctx.config.public;
    },
  });
};
