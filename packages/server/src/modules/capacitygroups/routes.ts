import {
  CapacitygroupListSchema,
  CapacitygroupSchema,
  CapacitygroupSearchSchema,
  CapacitygroupWithSecretsSchema,
  CreateCapacitygroupSchema,
  PageQuery,
  UpdateCapacitygroupSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ capacitygroup_token: Type.String({ minLength: 1, maxLength: 64 }) });
const superuserOnly = { superuser: 'only' as const };

export const capacitygroupRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/capacitygroups', {
    config: { access: superuserOnly },
    schema: { tags: ['capacitygroups'], body: CreateCapacitygroupSchema, response: { 200: CapacitygroupWithSecretsSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/capacitygroups', {
    config: { access: superuserOnly },
    schema: { tags: ['capacitygroups'], querystring: PageQuery({}), response: { 200: CapacitygroupListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, { ...request.query, query: {} }),
  });

  app.post('/capacitygroups/search', {
    config: { access: superuserOnly },
    schema: { tags: ['capacitygroups'], body: CapacitygroupSearchSchema, response: { 200: CapacitygroupListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, request.body),
  });

  app.get('/capacitygroups/:capacitygroup_token', {
    config: { access: superuserOnly },
    schema: { tags: ['capacitygroups'], params: Params, response: { 200: CapacitygroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, request.params.capacitygroup_token),
  });

  app.put('/capacitygroups/:capacitygroup_token', {
    config: { access: superuserOnly },
    schema: {
      tags: ['capacitygroups'],
      params: Params,
      body: UpdateCapacitygroupSchema,
      response: { 200: CapacitygroupWithSecretsSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.capacitygroup_token, request.body, requestMeta(request)),
  });

  app.delete('/capacitygroups/:capacitygroup_token', {
    config: { access: superuserOnly },
    schema: { tags: ['capacitygroups'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.capacitygroup_token, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
