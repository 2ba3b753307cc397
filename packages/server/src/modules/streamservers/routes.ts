import {
  CameraWithSecretsSchema,
  CreateStreamserverSchema,
  MachineCredentialSchema,
  MachineRegisterSchema,
  PageQuery,
  StreamserverHealthSchema,
  StreamserverHeartbeatSchema,
  StreamserverInvitedSchema,
  StreamserverListSchema,
  StreamserverSchema,
  UpdateStreamserverSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { ownMachine } from '../../lib/machine';
import { camerasOf } from '../cameras/service';
import * as service from './service';

const Params = Type.Object({ streamserver_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
/** /streamservers (all) is superuser only (spec section 6). */
const superuserOnly = { superuser: 'only' as const };
const machine = { machine: 'streamserver' as const };

export const streamserverRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/streamservers', {
    config: { access: superuserOnly },
    schema: {
      tags: ['streamservers'],
      querystring: PageQuery({ capacitygroup_token: Type.Optional(Type.String({ maxLength: 64 })) }),
      response: { 200: StreamserverListSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => service.list(app.ctx, request.query),
  });

  app.post('/streamservers', {
    config: { access: superuserOnly },
    schema: { tags: ['streamservers'], body: CreateStreamserverSchema, response: { 200: StreamserverInvitedSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/streamservers/:streamserver_id', {
    config: { access: superuserOnly },
    schema: { tags: ['streamservers'], params: Params, response: { 200: StreamserverSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, request.params.streamserver_id),
  });

  app.put('/streamservers/:streamserver_id', {
    config: { access: superuserOnly },
    schema: { tags: ['streamservers'], params: Params, body: UpdateStreamserverSchema, response: { 200: StreamserverSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.streamserver_id, request.body, requestMeta(request)),
  });

  app.delete('/streamservers/:streamserver_id', {
    config: { access: superuserOnly },
    schema: { tags: ['streamservers'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.streamserver_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.post('/streamservers/:streamserver_id/invitation', {
    config: { access: superuserOnly },
    schema: { tags: ['streamservers'], params: Params, response: { 200: StreamserverInvitedSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.reinvite(app.ctx, principalOf(request), request.params.streamserver_id, requestMeta(request)),
  });

  app.get('/nanny/streamservers', {
    config: { access: superuserOnly },
    schema: { tags: ['streamservers'], response: { 200: StreamserverHealthSchema, '4xx': ErrorSchema } },
    handler: async () => service.health(app.ctx),
  });

  // The media service process: redeem the invitation, then heartbeat and fetch its cameras.
  app.post('/streamservers/register', {
    config: { access: { public: true } },
    schema: { tags: ['streamservers'], body: MachineRegisterSchema, response: { 200: MachineCredentialSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.register(app.ctx, request.body, requestMeta(request)),
  });

  app.put('/streamservers/:streamserver_id/status', {
    config: { access: machine },
    schema: { tags: ['streamservers'], params: Params, body: StreamserverHeartbeatSchema, response: { 200: StreamserverSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.heartbeat(app.ctx, ownMachine(request, request.params.streamserver_id).id, request.body),
  });

  app.get('/streamservers/:streamserver_id/cameras', {
    config: { access: machine },
    schema: { tags: ['streamservers'], params: Params, response: { 200: Type.Object({ cameras: Type.Array(CameraWithSecretsSchema) }), '4xx': ErrorSchema } },
    handler: async (request) => camerasOf(app.ctx, 'streamserver', ownMachine(request, request.params.streamserver_id).id),
  });
};
