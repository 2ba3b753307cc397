import multipart from '@fastify/multipart';
import {
  DEFAULT_DETECTION_MODE,
  DetectionModeSchema,
  UPLOAD_KINDS,
  UpdateUploadSchema,
  UploadCreatedSchema,
  UploadKindSchema,
  UploadMetaListSchema,
  UploadMetaRequestSchema,
  UploadSchema,
} from '@argus/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { principalOf, requestMeta } from '../../http/access';
import { invalid } from '../../http/errors';
import { FilePart, FileParts, MultipartForm } from '../../http/documented-body';
import { checked } from '../../http/checked';
import { ErrorSchema } from '../../http/schemas';
import { configureDecodeQueue } from './image';
import { configureFacePool } from '../../lib/faces/pool';
import * as service from './service';

const Params = Type.Object({ upload_id: Type.String({ format: 'uuid' }) });
/** Uploads serve every screen with images (avatars, logos, plans, faces); the superuser uploads logos. */
const rule = (permission: 'upload_create' | 'upload_read' | 'upload_update') => ({ required: [permission], superuser: 'allowed' as const });
const MAX_FILES = 10;
/** The text fields of POST /uploads/meta's multipart form (the image is its file part). */
const MetaFields = Type.Pick(UploadMetaRequestSchema, ['detection']);

interface Parsed {
  fields: Record<string, string>;
  files: { data: Buffer }[];
}

/** Every part of a multipart body: text fields, and files of the field upload_data. */
async function readParts(request: FastifyRequest): Promise<Parsed> {
  const fields: Record<string, string> = {};
  const files: { data: Buffer }[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'upload_data') throw invalid({ [part.fieldname]: 'is not a known field' });
      files.push({ data: await part.toBuffer() });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files };
}

function kindOf(value: string | undefined): service.UploadKind {
  if (!value) throw invalid({ kind: 'is required' });
  if (!(UPLOAD_KINDS as readonly string[]).includes(value)) throw invalid({ kind: `must be one of ${UPLOAD_KINDS.join(', ')}` });
  return value as service.UploadKind;
}

function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw invalid({ [name]: 'must be true or false' });
}

export const uploadRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  configureDecodeQueue(app.ctx.config.images.decodeConcurrency, app.ctx.config.images.decodeQueue);
  configureFacePool(app.ctx.config.images.faceWorkers, app.ctx.config.images.faceFastPass);
  // One byte over the largest kind's limit: the per-kind limit is checked on the buffered file.
  await app.register(multipart, { limits: { fileSize: service.maxSizeLimit(app.ctx) + 1, files: MAX_FILES, fields: 10, parts: MAX_FILES + 10 } });

  app.post('/uploads', {
    config: { access: rule('upload_create') },
    schema: {
      tags: ['uploads'],
      summary: 'Upload images: multipart with kind, post_process and one or more files in upload_data',
      documentedBody: {
        multipart: MultipartForm({
          kind: UploadKindSchema,
          post_process: Type.Optional(Type.Enum(['true', 'false'])),
          upload_data: FileParts('The images'),
        }),
      },
      response: { 200: UploadCreatedSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw invalid({ upload_data: 'is required (multipart/form-data)' });
      const { fields, files } = await readParts(request);
      const p = principalOf(request);
      return service.create(app.ctx, p, kindOf(fields.kind), files, flag(fields.post_process, 'post_process'), requestMeta(request));
    },
  });

  app.post('/uploads/meta', {
    config: { access: { required: ['upload_meta_read' as const] } },
    schema: {
      tags: ['uploads'],
      summary: 'Faces on an image: multipart (upload_data, detection) or JSON {upload_id, detection}',
      documentedBody: {
        json: UploadMetaRequestSchema,
        multipart: MultipartForm({ detection: Type.Optional(DetectionModeSchema), upload_data: FilePart('The image (exactly one)') }),
      },
      response: { 200: UploadMetaListSchema, '4xx': ErrorSchema },
    },
    handler: async (request) => {
      const p = principalOf(request);
      if (request.isMultipart()) {
        const { fields, files } = await readParts(request);
        const { detection } = checked(MetaFields, fields.detection === undefined ? {} : { detection: fields.detection }, 'body');
        const file = files[0];
        if (!file || files.length > 1) throw invalid({ upload_data: 'exactly one image is required' });
        return service.metaOf(app.ctx, p, { data: file.data }, detection ?? DEFAULT_DETECTION_MODE);
      }
      const body = checked(UploadMetaRequestSchema, request.body ?? {}, 'body');
      return service.metaOf(app.ctx, p, { uploadId: body.upload_id }, body.detection ?? DEFAULT_DETECTION_MODE);
    },
  });

  app.get('/uploads/:upload_id', {
    config: { access: rule('upload_read') },
    schema: { tags: ['uploads'], params: Params, response: { 200: UploadSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.get(app.ctx, principalOf(request), request.params.upload_id),
  });

  app.put('/uploads/:upload_id', {
    config: { access: rule('upload_update') },
    schema: { tags: ['uploads'], params: Params, body: UpdateUploadSchema, response: { 200: UploadSchema, '4xx': ErrorSchema } },
    handler: async (request) => service.update(app.ctx, principalOf(request), request.params.upload_id, request.body, requestMeta(request)),
  });
};
