import { CreateSensorkindSchema, PageSchema, SensorkindIdentSchema, SensorkindListSchema, SensorkindSchema, UpdateSensorkindSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ ident: SensorkindIdentSchema });
/**
 * Section 6: /sensorkinds is superuser only. The list is also open to whoever works with sensors
 * (the sensor form picks a kind); kinds are platform-wide, not organisation data.
 */
const superuserOnly = { superuser: 'only' as const };
const read = { required: [{ or: ['sensor_read' as const, 'sensor_create' as const, 'sensor_update' as const] }], superuser: 'allowed' as const };

export const sensorkindRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/sensorkinds', {
    config: { access: read },
    schema: { tags: ['sensors'], querystring: PageSchema, response: { 200: SensorkindListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, request.query),
  });

  app.post('/sensorkinds', {
    config: { access: superuserOnly },
    schema: { tags: ['sensors'], body: CreateSensorkindSchema, response: { 200: SensorkindSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/sensorkinds/:ident', {
    config: { access: superuserOnly },
    schema: { tags: ['sensors'], params: Params, response: { 200: SensorkindSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, request.params.ident),
  });

  app.put('/sensorkinds/:ident', {
    config: { access: superuserOnly },
    schema: { tags: ['sensors'], params: Params, body: UpdateSensorkindSchema, response: { 200: SensorkindSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.ident, request.body, requestMeta(request)),
  });

  app.delete('/sensorkinds/:ident', {
    config: { access: superuserOnly },
    schema: { tags: ['sensors'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.ident, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
