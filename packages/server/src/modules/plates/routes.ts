import { CreatePlateSchema, PlateListSchema, PlateSchema, PlateSearchSchema, UpdatePlateSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ plate_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** Lists and their entries are the organisations' (spec section 6: barred to the superuser). */
const rule = (permission: 'plate_create' | 'plate_read' | 'plate_update' | 'plate_delete') => ({ required: [permission] });

export const plateRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/plates', {
    config: { access: rule('plate_create') },
    schema: { tags: ['plates'], body: CreatePlateSchema, response: { 200: PlateSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/plates/search', {
    config: { access: rule('plate_read') },
    schema: { tags: ['plates'], body: PlateSearchSchema, response: { 200: PlateListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/plates/:plate_id', {
    config: { access: rule('plate_read') },
    schema: { tags: ['plates'], params: Params, response: { 200: PlateSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.plate_id),
  });

  app.put('/plates/:plate_id', {
    config: { access: rule('plate_update') },
    schema: { tags: ['plates'], params: Params, body: UpdatePlateSchema, response: { 200: PlateSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.plate_id, request.body, requestMeta(request)),
  });

  app.delete('/plates/:plate_id', {
    config: { access: rule('plate_delete') },
    schema: { tags: ['plates'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.plate_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
