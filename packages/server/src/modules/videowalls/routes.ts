import { CreateVideowallSchema, PageQuery, UpdateVideowallSchema, VideowallListSchema, VideowallSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Params = Type.Object({ videowall_id: Id });
const UserParams = Type.Object({ user_id: Id });
/** Spec section 6: /videowalls needs videowall_*, the superuser is barred. */
const rule = (permission: 'videowall_create' | 'videowall_read' | 'videowall_update' | 'videowall_delete') => ({ required: [permission] });

export const videowallRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/videowalls', {
    config: { access: rule('videowall_read') },
    schema: { tags: ['videowalls'], querystring: PageQuery({}), response: { 200: VideowallListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/videowalls', {
    config: { access: rule('videowall_create') },
    schema: { tags: ['videowalls'], body: CreateVideowallSchema, response: { 200: VideowallSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  // Our design: give (share) a wall to a user of the organisation; it becomes theirs.
  app.post('/videowalls/:user_id', {
    config: { access: rule('videowall_create') },
    schema: { tags: ['videowalls'], params: UserParams, body: CreateVideowallSchema, response: { 200: VideowallSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request), request.params.user_id),
  });

  app.get('/videowalls/:videowall_id', {
    config: { access: rule('videowall_read') },
    schema: { tags: ['videowalls'], params: Params, response: { 200: VideowallSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.videowall_id),
  });

  app.put('/videowalls/:videowall_id', {
    config: { access: rule('videowall_update') },
    schema: { tags: ['videowalls'], params: Params, body: UpdateVideowallSchema, response: { 200: VideowallSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.videowall_id, request.body, requestMeta(request)),
  });

  app.delete('/videowalls/:videowall_id', {
    config: { access: rule('videowall_delete') },
    schema: { tags: ['videowalls'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.videowall_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
