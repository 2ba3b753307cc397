import { CreateVideoclipSchema, PageQuery, VideoclipListSchema, VideoclipSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Params = Type.Object({ videoclip_id: Id });
/** Spec section 6: /videoclips needs videoclip_read (create, delete likewise); the superuser is barred. */
const rule = (permission: 'videoclip_create' | 'videoclip_read' | 'videoclip_delete') => ({ required: [permission] });

export const videoclipRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/videoclips', {
    config: { access: rule('videoclip_read') },
    schema: { tags: ['videoclips'], querystring: PageQuery({ camera_id: Type.Optional(Id) }), response: { 200: VideoclipListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/videoclips', {
    config: { access: rule('videoclip_create') },
    schema: { tags: ['videoclips'], body: CreateVideoclipSchema, response: { 200: VideoclipSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/videoclips/:videoclip_id', {
    config: { access: rule('videoclip_read') },
    schema: { tags: ['videoclips'], params: Params, response: { 200: VideoclipSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.videoclip_id),
  });

  app.delete('/videoclips/:videoclip_id', {
    config: { access: rule('videoclip_delete') },
    schema: { tags: ['videoclips'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.videoclip_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
