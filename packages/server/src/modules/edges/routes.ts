import {
  CameraWithSecretsSchema,
  CreateEdgeSchema,
  EdgeHeartbeatSchema,
  EdgeInvitedSchema,
  EdgeListSchema,
  EdgeSchema,
  EdgeSearchSchema,
  MachineCredentialSchema,
  MachineRegisterSchema,
  UpdateEdgeSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { ownMachine } from '../../lib/machine';
import { camerasOf } from '../cameras/service';
import * as service from './service';

const Params = Type.Object({ edge_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const superuserOnly = { superuser: 'only' as const };
/** /edges needs edge_read (spec section 6); the superuser manages them all. */
const read = { required: ['edge_read' as const], superuser: 'allowed' as const };
const machine = { machine: 'edge' as const };

export const edgeRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/edges', {
    config: { access: superuserOnly },
    schema: { tags: ['edges'], body: CreateEdgeSchema, response: { 200: EdgeInvitedSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/edges/search', {
    config: { access: read },
    schema: { tags: ['edges'], body: EdgeSearchSchema, response: { 200: EdgeListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.get('/edges/:edge_id', {
    config: { access: read },
    schema: { tags: ['edges'], params: Params, response: { 200: EdgeSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.edge_id),
  });

  app.put('/edges/:edge_id', {
    config: { access: superuserOnly },
    schema: { tags: ['edges'], params: Params, body: UpdateEdgeSchema, response: { 200: EdgeSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.edge_id, request.body, requestMeta(request)),
  });

  app.delete('/edges/:edge_id', {
    config: { access: superuserOnly },
    schema: { tags: ['edges'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.edge_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.post('/edges/:edge_id/invitation', {
    config: { access: superuserOnly },
    schema: { tags: ['edges'], params: Params, response: { 200: EdgeInvitedSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.reinvite(app.ctx, principalOf(request), request.params.edge_id, requestMeta(request)),
  });

  // The edge process: redeem the invitation for a credential, then heartbeat and fetch cameras with it.
  app.post('/edges/register', {
    config: { access: { public: true } },
    schema: { tags: ['edges'], body: MachineRegisterSchema, response: { 200: MachineCredentialSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.register(app.ctx, request.body, requestMeta(request)),
  });

  app.put('/edges/:edge_id/status', {
    config: { access: machine },
    schema: { tags: ['edges'], params: Params, body: EdgeHeartbeatSchema, response: { 200: EdgeSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.heartbeat(app.ctx, ownMachine(request, request.params.edge_id).id, request.body),
  });

  app.get('/edges/:edge_id/cameras', {
    config: { access: machine },
    schema: { tags: ['edges'], params: Params, response: { 200: Type.Object({ cameras: Type.Array(CameraWithSecretsSchema) }), '4xx': ErrorSchema } },
    handler: async (request) => camerasOf(app.ctx, 'edge', ownMachine(request, request.params.edge_id).id),
  });
};
