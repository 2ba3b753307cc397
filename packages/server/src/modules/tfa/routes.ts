import { TfaBeginResponseSchema, TfaCodeSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const self = { superuser: 'allowed' as const, tfaExempt: true };
const manage = { superuser: 'allowed' as const, required: ['user_update' as const] };
const UserIdParams = Type.Object({ user_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

export const tfaRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/2fa', {
    config: { access: self },
    schema: { tags: ['2fa'], summary: 'Begin enrolment', response: { 200: TfaBeginResponseSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.begin(app.ctx, principalOf(request), requestMeta(request)),
  });

  app.put('/2fa', {
    config: { access: self },
    schema: { tags: ['2fa'], summary: 'Confirm enrolment with a code', body: TfaCodeSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.confirm(app.ctx, principalOf(request), request.body.code, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.delete('/2fa', {
    config: { access: self },
    schema: { tags: ['2fa'], summary: 'Disable with a code', body: TfaCodeSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.disable(app.ctx, principalOf(request), request.body.code, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.put('/users/:user_id/2fa', {
    config: { access: manage },
    schema: { tags: ['2fa'], summary: 'Require two-factor sign-in of a user', params: UserIdParams, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.requireFor(app.ctx, principalOf(request), request.params.user_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.delete('/users/:user_id/2fa', {
    config: { access: manage },
    schema: { tags: ['2fa'], summary: "Reset a user's second factor", params: UserIdParams, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.resetFor(app.ctx, principalOf(request), request.params.user_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
