import { CreateFacelistSchema, FacelistListSchema, FacelistSchema, FacelistSearchSchema, PageQuery, UpdateFacelistSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ facelist_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const ListQuery = PageQuery({ text: Type.Optional(Type.String({ maxLength: 255 })), group_id: Type.Optional(Type.Integer({ minimum: 1 })) });
/** Lists are the organisations' (spec section 6: /lists and /facelists are barred to the superuser). */
const rule = (permission: 'facelist_create' | 'facelist_read' | 'facelist_update' | 'facelist_delete') => ({ required: [permission] });

export const facelistRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/facelists', {
    config: { access: rule('facelist_read') },
    schema: { tags: ['facelists'], querystring: ListQuery, response: { 200: FacelistListSchema, '4xx': ErrorSchema } },
    handler: async (request) => {
      const { cursor, limit, ...query } = request.query;
      return service.search(app.ctx, principalOf(request), { query, ...(cursor !== undefined ? { cursor } : {}), ...(limit !== undefined ? { limit } : {}) });
    },
  });

  app.post('/facelists', {
    config: { access: rule('facelist_create') },
    schema: { tags: ['facelists'], body: CreateFacelistSchema, response: { 200: FacelistSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/facelists/search', {
    config: { access: rule('facelist_read') },
    schema: { tags: ['facelists'], body: FacelistSearchSchema, response: { 200: FacelistListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/facelists/:facelist_id', {
    config: { access: rule('facelist_read') },
    schema: { tags: ['facelists'], params: Params, response: { 200: FacelistSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.facelist_id),
  });

  app.put('/facelists/:facelist_id', {
    config: { access: rule('facelist_update') },
    schema: { tags: ['facelists'], params: Params, body: UpdateFacelistSchema, response: { 200: FacelistSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.facelist_id, request.body, requestMeta(request)),
  });

  app.delete('/facelists/:facelist_id', {
    config: { access: rule('facelist_delete') },
    schema: { tags: ['facelists'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.facelist_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
