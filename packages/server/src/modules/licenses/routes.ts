import {
  CreateLicenseSchema,
  LicenseFileSchema,
  LicenseListSchema,
  LicenseQuerySchema,
  LicenseSchema,
  LicenseUsageQuerySchema,
  LicenseUsageSchema,
  UuidSchema,
} from '@argus/contracts';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { invalid } from '../../http/errors';
import { FilePart, MultipartForm } from '../../http/documented-body';
import { ErrorSchema } from '../../http/schemas';
import { parseLicenseFile } from './document';
import { supplierKeys } from './keys';
import * as service from './service';

const read = { superuser: 'allowed' as const, required: ['license_read' as const] };
const supplier = { superuser: 'only' as const };
const activation = { required: ['license_activate' as const] };
const LicenseIdParams = Type.Object({ license_id: UuidSchema });

/** A licence file is a few kilobytes; anything much larger is not one. */
const MAX_FILE_BYTES = 64 * 1024;

/** The uploaded licence: the one file of a multipart body, or the file's JSON as the body. */
async function uploadedFile(request: FastifyRequest) {
  if (request.isMultipart()) {
    const part = await request.file();
    if (!part) throw invalid({ file: 'is required' });
    return parseLicenseFile((await part.toBuffer()).toString('utf8'));
  }
  const body = request.body;
  if (body === undefined || body === null) throw invalid({ file: 'is required' });
  const wrapped = typeof body === 'object' && 'file' in body && typeof body.file === 'string';
  return parseLicenseFile(wrapped ? body.file : body);
}

export const licenseRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const keys = supplierKeys(app.ctx.config);
  app.log.info(keys.origin);
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, parts: 11 } });

  app.post('/licenses', {
    config: { access: supplier },
    schema: {
      tags: ['licenses'],
      summary: 'Issue and sign a licence (supplier)',
      body: CreateLicenseSchema,
      response: { 201: LicenseSchema, '4xx': ErrorSchema },
    },
    handler: async (request, reply) => {
      const licence = await service.issue(app.ctx, keys, principalOf(request), request.body, requestMeta(request));
      return reply.status(201).send(licence);
    },
  });

  app.get('/licenses', {
    config: { access: read },
    schema: { tags: ['licenses'], querystring: LicenseQuerySchema, response: { 200: LicenseListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.list(app.ctx, principalOf(request), request.query),
  });

  app.get('/licenses/usage', {
    config: { access: read },
    schema: { tags: ['licenses'], querystring: LicenseUsageQuerySchema, response: { 200: LicenseUsageSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.usage(app.ctx, principalOf(request), request.query.organization_id),
  });

  app.get('/licenses/:license_id/file', {
    config: { access: read },
    schema: {
      tags: ['licenses'],
      summary: 'Download the signed licence file',
      params: LicenseIdParams,
      response: { 200: LicenseFileSchema, '4xx': ErrorSchema },
    },
    handler: async (request, reply) => {
      const file = await service.licenseFile(app.ctx, principalOf(request), request.params.license_id);
      return reply.header('content-disposition', `attachment; filename="license-${file.document.id}.json"`).send(file);
    },
  });

  app.post('/licenses/activate', {
    config: { access: activation },
    schema: {
      tags: ['licenses'],
      summary: 'Activate a licence file (multipart with one file, or the file as a JSON body)',
      documentedBody: { json: LicenseFileSchema, multipart: MultipartForm({ file: FilePart('The licence file (any one file field)') }) },
      response: { 200: LicenseSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => service.activate(app.ctx, keys, principalOf(request), await uploadedFile(request), requestMeta(request)),
  });

  app.post('/licenses/:license_id/deactivate', {
    config: { access: { ...activation, superuser: 'allowed' as const } },
    schema: { tags: ['licenses'], params: LicenseIdParams, response: { 200: LicenseSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.deactivate(app.ctx, principalOf(request), request.params.license_id, requestMeta(request)),
  });
};
