import type { FastifySchema } from 'fastify';
import Type, { type TProperties, type TSchema } from 'typebox';

/**
 * The body of a route that reads it itself, by media type: JSON, and multipart read through
 * @fastify/multipart (whose parser leaves no object for a schema to check before the handler).
 * The document describes each media type; the handler checks what it reads, as before.
 */
export interface DocumentedBody {
  json?: TSchema;
  multipart?: TSchema;
}

declare module 'fastify' {
  interface FastifySchema {
    /** Described in the OpenAPI document as the route's request body; not validated by Fastify. */
    documentedBody?: DocumentedBody;
  }
}

/** One file part of a multipart form. */
export const FilePart = (description: string) => Type.String({ format: 'binary', description });
/** A form field that repeats, one file each. */
export const FileParts = (description: string) => Type.Array(Type.String({ format: 'binary' }), { description });
/** A multipart form: its text fields and file parts (text values are sent as strings). */
export const MultipartForm = (parts: TProperties, description?: string) => Type.Object(parts, description ? { description } : {});

/** The route schema the document is written from: a documented body becomes the request body by media type. */
export function withDocumentedBody(schema: FastifySchema): FastifySchema {
  const documented = schema.documentedBody;
  if (!documented) return schema;
  const { documentedBody: _documented, consumes: _consumes, ...rest } = schema as FastifySchema & { consumes?: string[] };
  const content: Record<string, { schema: TSchema }> = {};
  if (documented.json) content['application/json'] = { schema: documented.json };
  if (documented.multipart) content['multipart/form-data'] = { schema: documented.multipart };
  return { ...rest, body: { content } };
}
