import { CreateUserSchema, UpdateUserSchema, UserListSchema, UserSchema, UserSearchSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const rule = (permission: 'user_create' | 'user_read' | 'user_update' | 'user_delete') => ({ required: [permission], superuser: 'allowed' as const });

export const userRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/users', {
    config: { access: rule('user_create') },
    schema: { tags: ['users'], body: CreateUserSchema, response: { 200: UserSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/users/search', {
    config: { access: rule('user_read') },
    schema: { tags: ['users'], body: UserSearchSchema, response: { 200: UserListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/users/:user_id', {
    config: { access: rule('user_read') },
    schema: { tags: ['users'], params: Params, response: { 200: UserSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.getUser(app.ctx, principalOf(request), request.params.user_id),
  });

  app.put('/users/:user_id', {
    config: { access: rule('user_update') },
    schema: { tags: ['users'], params: Params, body: UpdateUserSchema, response: { 200: UserSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.user_id, request.body, requestMeta(request)),
  });

  app.delete('/users/:user_id', {
    config: { access: rule('user_delete') },
    schema: { tags: ['users'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.user_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
