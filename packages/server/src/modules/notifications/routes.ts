import { MarkNotificationReadSchema, NotificationListSchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../http/access';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import * as service from './service';

// The bell: event_read and subscription_read, never the superuser (spec 2.6, 6).
const rule = { required: ['event_read' as const, 'subscription_read' as const], superuser: 'denied' as const };

export const notificationRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/notifications', {
    config: { access: rule },
    schema: { tags: ['notifications'], response: { 200: NotificationListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request)),
  });

  app.put('/notifications/mark-as-read', {
    config: { access: rule },
    schema: { tags: ['notifications'], body: MarkNotificationReadSchema, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.markAsRead(app.ctx, principalOf(request), request.body);
      return reply.status(204).send(null);
    },
  });
};
