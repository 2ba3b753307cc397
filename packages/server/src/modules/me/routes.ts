import { ChangeEmailSchema, ChangePasswordSchema, PaginationSchema, SignInLogSchema, UpdateMeSchema, UserSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { PageQuerySchema } from '../../http/paging';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

/** Anyone signed in may read and edit themselves, the superuser included. */
const self = { superuser: 'allowed' as const };

export const meRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/users/me', {
    // Open while two-factor enrolment is pending: the console reads it to show the forced-2FA page.
    config: { access: { ...self, tfaExempt: true } },
    schema: { tags: ['me'], response: { 200: UserSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.getMe(app.ctx, principalOf(request).userId, app.userView),
  });

  app.put('/users/me', {
    config: { access: { ...self, tfaExempt: true } },
    schema: { tags: ['me'], body: UpdateMeSchema, response: { 200: UserSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.updateMe(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.put('/users/me/password', {
    config: { access: { ...self, tfaExempt: true } },
    schema: { tags: ['me'], body: ChangePasswordSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.changePassword(app.ctx, principalOf(request), request.body, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.put('/users/me/email', {
    config: { access: self },
    schema: { tags: ['me'], body: ChangeEmailSchema, response: { 200: UserSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.changeEmail(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/users/me/logs', {
    config: { access: self },
    schema: {
      tags: ['me'],
      querystring: PageQuerySchema,
      response: { 200: Type.Object({ logs: Type.Array(SignInLogSchema), pagination: PaginationSchema }), '4xx': ErrorSchema },
    },
    handler: async (request) => service.listSignIns(app.ctx, principalOf(request), request.query.cursor, request.query.limit),
  });
};
