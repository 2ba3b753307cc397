import { AuditlogListSchema, AuditlogQuerySchema } from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../../http/access';
import { ErrorSchema } from '../../http/schemas';
import * as service from './service';

export const auditlogRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/auditlogs', {
    config: { access: { required: ['auditlog_read'], superuser: 'allowed' } },
    schema: { tags: ['auditlogs'], querystring: AuditlogQuerySchema, response: { 200: AuditlogListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });
};
