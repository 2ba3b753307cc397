import { CreatePlaceSchema, GeoBoxSchema, PageQuery, PlaceListSchema, PlaceSchema, PlaceSearchSchema, UpdatePlaceSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ place_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** Places are the organisations' (section 6: /places, /map bar the superuser). */
const rule = (permission: 'place_create' | 'place_read' | 'place_update' | 'place_delete') => ({ required: [permission] });
const ListQuery = PageQuery({
  text: Type.Optional(Type.String({ maxLength: 255 })),
  group_id: Type.Optional(Type.Integer({ minimum: 1 })),
  placecategory_id: Type.Optional(Type.Integer({ minimum: 1 })),
  placekind_id: Type.Optional(Type.Integer({ minimum: 1 })),
  placetag_id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...GeoBoxSchema.properties,
});

export const placeRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/places', {
    config: { access: rule('place_read') },
    schema: { tags: ['places'], querystring: ListQuery, response: { 200: PlaceListSchema, '4xx': ErrorSchema } },
    handler: async (request) => {
      const { cursor, limit, x_min, y_min, x_max, y_max, ...query } = request.query as Record<string, unknown> & {
        cursor?: string;
        limit?: number;
        x_min?: number;
        y_min?: number;
        x_max?: number;
        y_max?: number;
      };
      const box = x_min !== undefined && y_min !== undefined && x_max !== undefined && y_max !== undefined ? { box: { x_min, y_min, x_max, y_max } } : {};
      return service.search(app.ctx, principalOf(request), { cursor, limit, query: { ...(query as service.PlaceQuery), ...box } });
    },
  });

  app.post('/places', {
    config: { access: rule('place_create') },
    schema: { tags: ['places'], body: CreatePlaceSchema, response: { 200: PlaceSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/places/search', {
    config: { access: rule('place_read') },
    schema: { tags: ['places'], body: PlaceSearchSchema, response: { 200: PlaceListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/places/:place_id', {
    config: { access: rule('place_read') },
    schema: { tags: ['places'], params: Params, response: { 200: PlaceSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.place_id),
  });

  app.put('/places/:place_id', {
    config: { access: rule('place_update') },
    schema: { tags: ['places'], params: Params, body: UpdatePlaceSchema, response: { 200: PlaceSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.place_id, request.body, requestMeta(request)),
  });

  app.delete('/places/:place_id', {
    config: { access: rule('place_delete') },
    schema: { tags: ['places'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.place_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
