import { CreatePlacetaggroupSchema, PageSchema, PlacetaggroupListSchema, PlacetaggroupSchema, UpdatePlacetaggroupSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ placetaggroup_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const rule = (permission: 'placetaggroup_create' | 'placetaggroup_read' | 'placetaggroup_update' | 'placetaggroup_delete') => ({ required: [permission] });

export const placetaggroupRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/placetaggroups', {
    config: { access: rule('placetaggroup_read') },
    schema: { tags: ['places'], querystring: PageSchema, response: { 200: PlacetaggroupListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/placetaggroups', {
    config: { access: rule('placetaggroup_create') },
    schema: { tags: ['places'], body: CreatePlacetaggroupSchema, response: { 200: PlacetaggroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/placetaggroups/:placetaggroup_id', {
    config: { access: rule('placetaggroup_read') },
    schema: { tags: ['places'], params: Params, response: { 200: PlacetaggroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.placetaggroup_id),
  });

  app.put('/placetaggroups/:placetaggroup_id', {
    config: { access: rule('placetaggroup_update') },
    schema: { tags: ['places'], params: Params, body: UpdatePlacetaggroupSchema, response: { 200: PlacetaggroupSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.placetaggroup_id, request.body, requestMeta(request)),
  });

  app.delete('/placetaggroups/:placetaggroup_id', {
    config: { access: rule('placetaggroup_delete') },
    schema: { tags: ['places'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.placetaggroup_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
