import { CameraListSchema, CameraSchema, CameraSearchSchema, CreateCameraSchema, UpdateCameraSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';
import { LooseSourceInputSchema } from './source';

const Params = Type.Object({ camera_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** Cameras are the organisations' (spec section 6: /cameras is barred to the superuser). */
const rule = (permission: 'camera_create' | 'camera_read' | 'camera_update' | 'camera_delete') => ({ required: [permission] });

const CreateBody = Type.Object({ ...CreateCameraSchema.properties, source: LooseSourceInputSchema }, { additionalProperties: false });
const UpdateBody = Type.Object({ ...UpdateCameraSchema.properties, source: Type.Optional(LooseSourceInputSchema) }, { additionalProperties: false });

export const cameraRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/cameras', {
    config: { access: rule('camera_create') },
    schema: { tags: ['cameras'], body: CreateBody, response: { 200: CameraSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body as service.CameraInput, requestMeta(request)),
  });

  app.post('/cameras/search', {
    config: { access: rule('camera_read') },
    schema: { tags: ['cameras'], body: CameraSearchSchema, response: { 200: CameraListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/cameras/:camera_id', {
    config: { access: rule('camera_read') },
    schema: { tags: ['cameras'], params: Params, response: { 200: CameraSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.camera_id),
  });

  app.put('/cameras/:camera_id', {
    config: { access: rule('camera_update') },
    schema: { tags: ['cameras'], params: Params, body: UpdateBody, response: { 200: CameraSchema, '4xx': ErrorSchema } },
    handler: async (request) =>
      service.update(app.ctx, principalOf(request), request.params.camera_id, request.body as service.CameraChange, requestMeta(request)),
  });

  app.delete('/cameras/:camera_id', {
    config: { access: rule('camera_delete') },
    schema: { tags: ['cameras'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.camera_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
