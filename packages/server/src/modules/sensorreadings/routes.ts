import { CreateSensorreadingSchema, SensorreadingListSchema, SensorreadingQuerySchema, SensorreadingSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

export const sensorreadingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  /** Section 6: the sensor readings tab needs sensorreading_read; barred to the superuser as /events is. */
  app.get('/sensorreadings', {
    config: { access: { required: ['sensorreading_read' as const] } },
    schema: { tags: ['sensors'], querystring: SensorreadingQuerySchema, response: { 200: SensorreadingListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  /** HTTP ingest (our design): an account with sensor_update posts one reading. */
  app.post('/sensorreadings', {
    config: { access: { required: ['sensor_update' as const] } },
    schema: { tags: ['sensors'], body: CreateSensorreadingSchema, response: { 201: SensorreadingSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => reply.status(201).send(await service.create(app.ctx, principalOf(request), request.body)),
  });
};
