import { ApiKeyCreatedSchema, ApiKeyListSchema, CreateApiKeySchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ apikey_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** An API key is a credential of the organisation, like an account: those who manage accounts manage keys (our design). */
const manage = { required: ['user_create' as const, 'user_delete' as const] };

export const apiKeyRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/apikeys', {
    config: { access: manage },
    schema: { tags: ['apikeys'], response: { 200: ApiKeyListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request)),
  });

  app.post('/apikeys', {
    config: { access: manage },
    schema: { tags: ['apikeys'], body: CreateApiKeySchema, response: { 201: ApiKeyCreatedSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(app.ctx, principalOf(request), request.body, requestMeta(request))),
  });

  app.delete('/apikeys/:apikey_id', {
    config: { access: manage },
    schema: { tags: ['apikeys'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.revoke(app.ctx, principalOf(request), request.params.apikey_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
