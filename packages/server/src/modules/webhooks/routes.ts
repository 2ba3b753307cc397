import {
  CreatedWebhookSchema,
  CreateWebhookSchema,
  UpdateWebhookSchema,
  WebhookDeliveryListSchema,
  WebhookListSchema,
  WebhookSchema,
  WebhookTestResultSchema,
  type Permission,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { PageQuerySchema } from '../../http/paging';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';
import { testSend } from './testsend';
import { deliveryWorkerOf } from './worker';

const Params = Type.Object({ webhook_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const DeliveryParams = Type.Object({ webhook_id: Type.Integer({ minimum: 1, maximum: 2147483647 }), delivery_id: Type.String({ pattern: '^[0-9]{1,18}$' }) });
// A user's own webhooks; the spec bars the superuser (section 6).
const rule = (...required: Permission[]) => ({ required, superuser: 'denied' as const });

export const webhookRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/webhooks', {
    config: { access: rule('webhook_read') },
    schema: { tags: ['webhooks'], querystring: PageQuerySchema, response: { 200: WebhookListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.post('/webhooks', {
    config: { access: rule('webhook_create') },
    schema: { tags: ['webhooks'], body: CreateWebhookSchema, response: { 200: CreatedWebhookSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.get('/webhooks/:webhook_id', {
    config: { access: rule('webhook_read') },
    schema: { tags: ['webhooks'], params: Params, response: { 200: WebhookSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.webhook_id),
  });

  app.put('/webhooks/:webhook_id', {
    config: { access: rule('webhook_update') },
    schema: { tags: ['webhooks'], params: Params, body: UpdateWebhookSchema, response: { 200: WebhookSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.webhook_id, request.body, requestMeta(request)),
  });

  app.delete('/webhooks/:webhook_id', {
    config: { access: rule('webhook_delete') },
    schema: { tags: ['webhooks'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.webhook_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.get('/webhooks/:webhook_id/deliveries', {
    config: { access: rule('webhook_read') },
    schema: { tags: ['webhooks'], params: Params, querystring: PageQuerySchema, response: { 200: WebhookDeliveryListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.deliveries(app.ctx, principalOf(request), request.params.webhook_id, request.query),
  });

  app.post('/webhooks/:webhook_id/deliveries/:delivery_id/redeliver', {
    config: { access: rule('webhook_update') },
    schema: { tags: ['webhooks'], params: DeliveryParams, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.redeliver(app.ctx, principalOf(request), request.params.webhook_id, request.params.delivery_id, requestMeta(request));
      // Sent at once where this process runs the delivery worker; else by the next pass of one that does.
      deliveryWorkerOf(app.ctx)?.kick();
      return reply.status(204).send(null);
    },
  });

  // Test-send from webhook/view (our design): one request now, answered with its outcome.
  app.post('/webhooks/:webhook_id/test', {
    config: { access: rule('webhook_update') },
    schema: { tags: ['webhooks'], params: Params, response: { 200: WebhookTestResultSchema, '4xx': ErrorSchema } },
    handler: async (request) => testSend(app.ctx, principalOf(request), request.params.webhook_id),
  });
};
