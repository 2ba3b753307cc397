import { CreateSensorSchema, PageQuery, SensorListSchema, SensorSchema, SensorSearchSchema, UpdateSensorSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ sensor_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** Section 6: /sensors needs sensor_read and bars the superuser. */
const rule = (permission: 'sensor_create' | 'sensor_read' | 'sensor_update' | 'sensor_delete') => ({ required: [permission] });
const ListQuery = PageQuery({
  text: Type.Optional(Type.String({ maxLength: 255 })),
  kind: Type.Optional(Type.String({ maxLength: 64 })),
  place_id: Type.Optional(Type.Integer({ minimum: 1 })),
  stream_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const sensorRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/sensors', {
    config: { access: rule('sensor_read') },
    schema: { tags: ['sensors'], querystring: ListQuery, response: { 200: SensorListSchema, '4xx': ErrorSchema } },
    handler: async (request) => {
      const { cursor, limit, ...query } = request.query;
      return service.search(app.ctx, principalOf(request), { cursor, limit, query });
    },
  });

  app.post('/sensors', {
    config: { access: rule('sensor_create') },
    schema: { tags: ['sensors'], body: CreateSensorSchema, response: { 200: SensorSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/sensors/search', {
    config: { access: rule('sensor_read') },
    schema: { tags: ['sensors'], body: SensorSearchSchema, response: { 200: SensorListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/sensors/:sensor_id', {
    config: { access: rule('sensor_read') },
    schema: { tags: ['sensors'], params: Params, response: { 200: SensorSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.sensor_id),
  });

  app.put('/sensors/:sensor_id', {
    config: { access: rule('sensor_update') },
    schema: { tags: ['sensors'], params: Params, body: UpdateSensorSchema, response: { 200: SensorSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.sensor_id, request.body, requestMeta(request)),
  });

  app.delete('/sensors/:sensor_id', {
    config: { access: rule('sensor_delete') },
    schema: { tags: ['sensors'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.sensor_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
