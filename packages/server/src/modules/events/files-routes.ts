import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { notFound } from '../../http/errors';
import { fileStore, verifyUrl } from '../../lib/files';

const Query = Type.Object({ exp: Type.Integer({ minimum: 0 }), sig: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

/**
 * GET /files/<key>?exp&sig: event and upload images through the signed short-lived URLs of
 * lib/files.ts. Public at the access layer (an <img> sends no token); a wrong, expired or missing
 * signature answers 404 like an unknown file.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  app.get('/files/*', {
    config: { access: { public: true } },
    schema: { hide: true, querystring: Query },
    handler: async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { exp, sig } = request.query as { exp: number; sig: string };
      if (!(await verifyUrl(app.ctx, key, exp, sig))) throw notFound('File');
      const data = await fileStore(app.ctx).get(key);
      if (!data) throw notFound('File');
      return reply
        .header('content-type', key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });
};
