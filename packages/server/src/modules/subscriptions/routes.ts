import {
  CreateSubscriptionSchema,
  SubscriptionEventListSchema,
  SubscriptionListSchema,
  SubscriptionSchema,
  UpdateSubscriptionSchema,
  type Permission,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { PageQuerySchema } from '../../http/paging';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

const Params = Type.Object({ subscription_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const EventsQuery = Type.Object(
  {
    /** The ts of the last event of the previous page (ISO 8601). */
    cursor: Type.Optional(Type.String({ maxLength: 64 })),
    limit: Type.Integer({ minimum: 1, maximum: 10, default: 10 }),
  },
  { additionalProperties: false },
);
// Subscriptions are an ordinary user's own; the spec bars the superuser.
const rule = (...required: Permission[]) => ({ required, superuser: 'denied' as const });

export const subscriptionRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/subscriptions', {
    config: { access: rule('subscription_read') },
    schema: { tags: ['subscriptions'], querystring: PageQuerySchema, response: { 200: SubscriptionListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/subscriptions', {
    config: { access: rule('subscription_create') },
    schema: { tags: ['subscriptions'], body: CreateSubscriptionSchema, response: { 200: SubscriptionSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/subscriptions/:subscription_id', {
    config: { access: rule('subscription_read') },
    schema: { tags: ['subscriptions'], params: Params, response: { 200: SubscriptionSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.subscription_id),
  });

  app.put('/subscriptions/:subscription_id', {
    config: { access: rule('subscription_update') },
    schema: { tags: ['subscriptions'], params: Params, body: UpdateSubscriptionSchema, response: { 200: SubscriptionSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.subscription_id, request.body, requestMeta(request)),
  });

  app.delete('/subscriptions/:subscription_id', {
    config: { access: rule('subscription_delete') },
    schema: { tags: ['subscriptions'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.subscription_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/subscriptions/:subscription_id/events', {
    config: { access: rule('subscription_read', 'event_read') },
    schema: {
      tags: ['subscriptions'],
      params: Params,
      querystring: EventsQuery,
      response: { 200: SubscriptionEventListSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => service.events(app.ctx, principalOf(request), request.params.subscription_id, request.query),
  });
};
