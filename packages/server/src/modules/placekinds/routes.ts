import { CreatePlacekindSchema, PageSchema, PlacekindListSchema, PlacekindSchema, UpdatePlacekindSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ placekind_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const rule = (permission: 'placekind_create' | 'placekind_read' | 'placekind_update' | 'placekind_delete') => ({ required: [permission] });

export const placekindRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/placekinds', {
    config: { access: rule('placekind_read') },
    schema: { tags: ['places'], querystring: PageSchema, response: { 200: PlacekindListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/placekinds', {
    config: { access: rule('placekind_create') },
    schema: { tags: ['places'], body: CreatePlacekindSchema, response: { 200: PlacekindSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/placekinds/:placekind_id', {
    config: { access: rule('placekind_read') },
    schema: { tags: ['places'], params: Params, response: { 200: PlacekindSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.placekind_id),
  });

  app.put('/placekinds/:placekind_id', {
    config: { access: rule('placekind_update') },
    schema: { tags: ['places'], params: Params, body: UpdatePlacekindSchema, response: { 200: PlacekindSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.placekind_id, request.body, requestMeta(request)),
  });

  app.delete('/placekinds/:placekind_id', {
    config: { access: rule('placekind_delete') },
    schema: { tags: ['places'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.placekind_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
