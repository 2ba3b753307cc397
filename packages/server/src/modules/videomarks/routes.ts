import {
  CreateVideomarkSchema,
  PageQuery,
  TimestampSchema,
  VIDEOMARK_KINDS,
  VideomarkListSchema,
  VideomarkSchema,
  VideomarkSearchSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Params = Type.Object({ videomark_id: Id });
/** Spec section 6: /videomarks needs videomark_*, the superuser is barred. */
const rule = (permission: 'videomark_create' | 'videomark_read' | 'videomark_delete') => ({ required: [permission] });

export const videomarkRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/videomarks', {
    config: { access: rule('videomark_read') },
    schema: {
      tags: ['videomarks'],
      querystring: PageQuery({
        camera_id: Type.Optional(Id),
        kind: Type.Optional(Type.Enum(VIDEOMARK_KINDS)),
        ts_from: Type.Optional(TimestampSchema),
        ts_to: Type.Optional(TimestampSchema),
      }),
      response: { 200: VideomarkListSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const { cursor, limit, ...query } = request.query;
      return service.search(app.ctx, principalOf(request), { query, ...(cursor !== undefined ? { cursor } : {}), ...(limit !== undefined ? { limit } : {}) });
    },
  });

  app.post('/videomarks', {
    config: { access: rule('videomark_create') },
    schema: { tags: ['videomarks'], body: CreateVideomarkSchema, response: { 200: VideomarkSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/videomarks/search', {
    config: { access: rule('videomark_read') },
    schema: { tags: ['videomarks'], body: VideomarkSearchSchema, response: { 200: VideomarkListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/videomarks/:videomark_id', {
    config: { access: rule('videomark_read') },
    schema: { tags: ['videomarks'], params: Params, response: { 200: VideomarkSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.videomark_id),
  });

  app.delete('/videomarks/:videomark_id', {
    config: { access: rule('videomark_delete') },
    schema: { tags: ['videomarks'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.videomark_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
