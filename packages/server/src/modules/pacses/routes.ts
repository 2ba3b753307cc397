import multipart from '@fastify/multipart';
import {
  CreatePacsSchema,
  PacsKindSchema,
  PacsVendorSchema,
  PacsCheckResultSchema,
  PacsCheckSchema,
  PacsListSchema,
  PacsPersonRequestSchema,
  PacsSchema,
  PacsSearchSchema,
  PacsVehicleRequestSchema,
  PageQuery,
  UpdatePacsSchema,
  type Permission,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { ApiError, invalid } from '../../http/errors';
import { FilePart, MultipartForm } from '../../http/documented-body';
import { ErrorSchema, NoContentSchema } from '../../http/schemas';
import { readMultipart } from '../faces/multipart';
import { checked } from '../../http/checked';
import * as service from './service';

const Params = Type.Object({ pacs_id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
const ListQuery = PageQuery({
  text: Type.Optional(Type.String({ maxLength: 255 })),
  vendor: Type.Optional(PacsVendorSchema),
  kind: Type.Optional(PacsKindSchema),
  facelist_id: Type.Optional(Type.Integer({ minimum: 1 })),
  list_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
/** Access-control systems are the organisations' (spec 2.10: pacs/form and pacs/info; the superuser is barred). */
const rule = (...required: Permission[]) => ({ required });
/** The largest photo taken with PUT /persons (it is cropped and compressed for the device afterwards). */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The body of PUT/DELETE /persons and /vehicles: JSON, the query string, or (PUT /persons) multipart fields. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const fromQuery = request.query as Record<string, unknown>;
  const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...fromQuery, ...raw };
  for (const k of ['face_id', 'faceimage_id', 'plate_id']) {
    const v = merged[k];
    if (typeof v === 'string' && /^[0-9]{1,10}$/.test(v)) merged[k] = Number(v);
  }
  return merged;
}

export const pacsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 5, parts: 6 } });

  app.get('/pacses', {
    config: { access: rule('pacs_read') },
    schema: { tags: ['pacses'], querystring: ListQuery, response: { 200: PacsListSchema, '4xx': ErrorSchema } },
    handler: async (request) => {
      const { cursor, limit, ...query } = request.query;
      return service.search(app.ctx, principalOf(request), { query, ...(cursor !== undefined ? { cursor } : {}), ...(limit !== undefined ? { limit } : {}) });
    },
  });

  app.post('/pacses', {
    config: { access: rule('pacs_create') },
    schema: { tags: ['pacses'], body: CreatePacsSchema, response: { 200: PacsSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.create(app.ctx, principalOf(request), request.body, requestMeta(request)),
  });

  app.post('/pacses/search', {
    config: { access: rule('pacs_read') },
    schema: { tags: ['pacses'], body: PacsSearchSchema, response: { 200: PacsListSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.search(app.ctx, principalOf(request), request.body),
  });

  app.post('/pacses/check', {
    config: { access: rule('pacs_create') },
    schema: {
      tags: ['pacses'],
      summary:
        'Try a connection and its credentials (the device model and firmware are read); ok false with the reason when the device does not answer or refuses',
      body: PacsCheckSchema,
      response: { 200: PacsCheckResultSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => service.check(app.ctx, principalOf(request), request.body),
  });

  app.get('/pacses/:pacs_id', {
    config: { access: rule('pacs_read') },
    schema: { tags: ['pacses'], params: Params, response: { 200: PacsSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.pacs_id),
  });

  app.put('/pacses/:pacs_id', {
    config: { access: rule('pacs_update') },
    schema: { tags: ['pacses'], params: Params, body: UpdatePacsSchema, response: { 200: PacsSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.pacs_id, request.body, requestMeta(request)),
  });

  app.delete('/pacses/:pacs_id', {
    config: { access: rule('pacs_delete') },
    schema: { tags: ['pacses'], params: Params, response: { 204: NoContentSchema, '4xx': ErrorSchema } },
    handler: async (request, reply) => {
      await service.remove(app.ctx, principalOf(request), request.params.pacs_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.put('/pacses/:pacs_id/persons', {
    config: { access: rule('pacs_update') },
    schema: {
      tags: ['pacses'],
      summary: 'Push one face as a person: JSON {face_id, faceimage_id?}, or multipart with those fields and an optional `photo` file',
      documentedBody: {
        json: PacsPersonRequestSchema,
        multipart: MultipartForm({
          face_id: Type.String({ description: 'The face (an id)' }),
          faceimage_id: Type.Optional(Type.String({ description: 'One of its photos (an id)' })),
          photo: Type.Optional(FilePart('A photo to send instead of the face’s own')),
        }),
      },
      params: Params,
      response: { 200: PacsSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const p = principalOf(request);
      await service.visiblePacs(app.ctx, p, request.params.pacs_id);
      let photo: Buffer | null = null;
      let raw: Record<string, unknown>;
      if (request.isMultipart()) {
        const { fields, files } = await readMultipart(request);
        const file = files.find((f) => f.field === 'photo') ?? files[0];
        if (file?.truncated) throw new ApiError('payload_too_large', `The photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
        photo = file?.data ?? null;
        raw = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, /^[0-9]{1,10}$/.test(v) ? Number(v) : v]));
      } else raw = bodyOf(request);
      const body = checked(PacsPersonRequestSchema, raw, 'body');
      return service.putPerson(app.ctx, p, request.params.pacs_id, body, photo, requestMeta(request));
    },
  });

  app.delete('/pacses/:pacs_id/persons', {
    config: { access: rule('pacs_update') },
    schema: {
      tags: ['pacses'],
      summary: 'Remove one person from the device: face_id in the JSON body or the query',
      documentedBody: { json: Type.Pick(PacsPersonRequestSchema, ['face_id']) },
      params: Params,
      response: { 204: NoContentSchema, '4xx': ErrorSchema },
    },
    handler: async (request, reply) => {
      const p = principalOf(request);
      await service.visiblePacs(app.ctx, p, request.params.pacs_id);
      const raw = bodyOf(request);
      if (raw.face_id === undefined) throw invalid({ face_id: 'is required' });
      const body = checked(PacsPersonRequestSchema, { face_id: raw.face_id }, 'body');
      await service.deletePerson(app.ctx, p, request.params.pacs_id, body.face_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });

  app.put('/pacses/:pacs_id/vehicles', {
    config: { access: rule('pacs_update') },
    schema: {
      tags: ['pacses'],
      summary: 'Push one plate as a vehicle',
      documentedBody: { json: PacsVehicleRequestSchema },
      params: Params,
      response: { 200: PacsSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const p = principalOf(request);
      await service.visiblePacs(app.ctx, p, request.params.pacs_id);
      const body = checked(PacsVehicleRequestSchema, bodyOf(request), 'body');
      return service.putVehicle(app.ctx, p, request.params.pacs_id, body.plate_id, requestMeta(request));
    },
  });

  app.delete('/pacses/:pacs_id/vehicles', {
    config: { access: rule('pacs_update') },
    schema: {
      tags: ['pacses'],
      summary: 'Remove one vehicle from the device: plate_id in the JSON body or the query',
      documentedBody: { json: PacsVehicleRequestSchema },
      params: Params,
      response: { 204: NoContentSchema, '4xx': ErrorSchema },
    },
    handler: async (request, reply) => {
      const p = principalOf(request);
      await service.visiblePacs(app.ctx, p, request.params.pacs_id);
      const body = checked(PacsVehicleRequestSchema, bodyOf(request), 'body');
      await service.deleteVehicle(app.ctx, p, request.params.pacs_id, body.plate_id, requestMeta(request));
      return reply.status(204).send(null);
    },
  });
};
