import {
  CreatePlacecategorySchema,
  PageSchema,
  PlacecategoryListSchema,
  PlacecategorySchema,
  PlacecategorySearchSchema,
  UpdatePlacecategorySchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ placecategory_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const rule = (permission: 'placecategory_create' | 'placecategory_read' | 'placecategory_update' | 'placecategory_delete') => ({ required: [permission] });

export const placecategoryRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/placecategories', {
    config: { access: rule('placecategory_read') },
    schema: { tags: ['places'], querystring: PageSchema, response: { 200: PlacecategoryListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.query),
  });

  app.post('/placecategories', {
    config: { access: rule('placecategory_create') },
    schema: { tags: ['places'], body: CreatePlacecategorySchema, response: { 200: PlacecategorySchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/placecategories/search', {
    config: { access: rule('placecategory_read') },
    schema: { tags: ['places'], body: PlacecategorySearchSchema, response: { 200: PlacecategoryListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/placecategories/:placecategory_id', {
    config: { access: rule('placecategory_read') },
    schema: { tags: ['places'], params: Params, response: { 200: PlacecategorySchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.placecategory_id),
  });

  /** Also the move: a new parent_id moves the category with its whole subtree. */
  app.put('/placecategories/:placecategory_id', {
    config: { access: rule('placecategory_update') },
    schema: { tags: ['places'], params: Params, body: UpdatePlacecategorySchema, response: { 200: PlacecategorySchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.placecategory_id, request.body, requestMeta(request)),
  });

  app.delete('/placecategories/:placecategory_id', {
    config: { access: rule('placecategory_delete') },
    schema: { tags: ['places'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.placecategory_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
