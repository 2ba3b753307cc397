import { RefreshRequestSchema, RevokeRequestSchema, TokenRequestSchema, TokenResponseSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { requestMeta } from '../../http/access';
import { prepareStandIn } from '../../lib/password';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device';
import * as service from './service';

const tokenResponses = { 200: TokenResponseSchema, '4xx': ErrorSchema };

export const tokenRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  prepareStandIn();
  app.post('/token', {
    config: { access: { public: true } },
    schema: { tags: ['session'], summary: 'Sign in', body: TokenRequestSchema, response: tokenResponses },
    handler: async (request, reply) => {
      const { tokens, deviceCookie } = await service.signIn(app.ctx, request.body, requestMeta(request), request.cookies[DEVICE_COOKIE]);
      if (deviceCookie) {
        reply.setCookie(DEVICE_COOKIE, deviceCookie, {
          path: request.url.split('?')[0] ?? '/',
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
        });
      }
      return tokens;
    },
  });

  app.post('/token/refresh', {
    config: { access: { public: true } },
    schema: { tags: ['session'], summary: 'Rotate a refresh token', body: RefreshRequestSchema, response: tokenResponses },
    handler: async (request) => {
      return service.refresh(app.ctx, request.body.refresh_token);
    },
  });

  app.post('/token/revoke', {
    config: { access: { public: true } },
    schema: { tags: ['session'], summary: 'End the session of a token', body: RevokeRequestSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.revoke(app.ctx, request.body.token);
      return reply.status(204).send(null);
    },
  });
};
