import { StreamSchema, VerifyStreamResultSchema, VerifyStreamSchema, type CameraSourceBody } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ stream_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const streamRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/streams/:stream_id', {
    config: { access: { required: ['camera_read' as const] } },
    schema: { tags: ['streams'], params: Params, response: { 200: StreamSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.stream_id),
  });

  // Whoever may add or edit a camera may try its source first.
  app.post('/streams/verify', {
    config: { access: { required: [{ or: ['camera_create' as const, 'camera_update' as const] }] } },
    schema: { tags: ['streams'], body: VerifyStreamSchema, response: { 200: VerifyStreamResultSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.verify(app.ctx, request.body as { url?: string; body?: CameraSourceBody }),
  });
};
