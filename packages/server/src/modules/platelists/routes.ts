import { CreatePlatelistSchema, PlatelistListSchema, PlatelistSchema, PlatelistSearchSchema, PageQuery, UpdatePlatelistSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ platelist_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const ListQuery = PageQuery({ text: Type.Optional(Type.String({ maxLength: 255 })), group_id: Type.Optional(Type.Integer({ minimum: 1 })) });
/** Lists are the organisations' (spec section 6: /lists and /platelists are barred to the superuser). */
const rule = (permission: 'platelist_create' | 'platelist_read' | 'platelist_update' | 'platelist_delete') => ({ required: [permission] });

export const platelistRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/platelists', {
    config: { access: rule('platelist_read') },
    schema: { tags: ['platelists'], querystring: ListQuery, response: { 200: PlatelistListSchema, '4xx': ErrorSchema } },
    handler: async (request) => {
      const { cursor, limit, ...query } = request.query;
      return service.search(app.ctx, principalOf(request), { query, ...(cursor !== undefined ? { cursor } : {}), ...(limit !== undefined ? { limit } : {}) });
    },
  });

  app.post('/platelists', {
    config: { access: rule('platelist_create') },
    schema: { tags: ['platelists'], body: CreatePlatelistSchema, response: { 200: PlatelistSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/platelists/search', {
    config: { access: rule('platelist_read') },
    schema: { tags: ['platelists'], body: PlatelistSearchSchema, response: { 200: PlatelistListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/platelists/:platelist_id', {
    config: { access: rule('platelist_read') },
    schema: { tags: ['platelists'], params: Params, response: { 200: PlatelistSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.platelist_id),
  });

  app.put('/platelists/:platelist_id', {
    config: { access: rule('platelist_update') },
    schema: { tags: ['platelists'], params: Params, body: UpdatePlatelistSchema, response: { 200: PlatelistSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.platelist_id, request.body, requestMeta(request)),
  });

  app.delete('/platelists/:platelist_id', {
    config: { access: rule('platelist_delete') },
    schema: { tags: ['platelists'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.platelist_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
