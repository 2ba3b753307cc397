import { CreatePlacetagSchema, PageQuery, PlacetagListSchema, PlacetagSchema, UpdatePlacetagSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ placetag_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const rule = (permission: 'placetag_create' | 'placetag_read' | 'placetag_update' | 'placetag_delete') => ({ required: [permission] });
const ListQuery = PageQuery({ placetaggroup_id: Type.Optional(Type.Integer({ minimum: 1 })) });

export const placetagRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/placetags', {
    config: { access: rule('placetag_read') },
    schema: { tags: ['places'], querystring: ListQuery, response: { 200: PlacetagListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/placetags', {
    config: { access: rule('placetag_create') },
    schema: { tags: ['places'], body: CreatePlacetagSchema, response: { 200: PlacetagSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/placetags/:placetag_id', {
    config: { access: rule('placetag_read') },
    schema: { tags: ['places'], params: Params, response: { 200: PlacetagSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.placetag_id),
  });

  app.put('/placetags/:placetag_id', {
    config: { access: rule('placetag_update') },
    schema: { tags: ['places'], params: Params, body: UpdatePlacetagSchema, response: { 200: PlacetagSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.placetag_id, request.body, requestMeta(request)),
  });

  app.delete('/placetags/:placetag_id', {
    config: { access: rule('placetag_delete') },
    schema: { tags: ['places'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.placetag_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
