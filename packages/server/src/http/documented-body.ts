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
    /** Headers of answers, by status, as the handler sets them: described in the OpenAPI document only. */
    documentedHeaders?: Record<string, Record<string, TSchema>>;
  }
}

/** One file part of a multipart form. */
export const FilePart = (description: string) => Type.String({ format: 'binary', description });
/** A form field that repeats, one file each. */
export const FileParts = (description: string) => Type.Array(Type.String({ format: 'binary' }), { description });
/** A multipart form: its text fields and file parts (text values are sent as strings). */
export const MultipartForm = (parts: TProperties, description?: string) => Type.Object(parts, description ? { description } : {});

/**
 * The route schema the document is written from: a documented body becomes the request body by
 * media type, documented headers join their answers (@fastify/swagger reads an answer schema's
 * `headers` as the answer's headers).
 */
export function withDocumentedBody(schema: FastifySchema): FastifySchema {
  const { documentedHeaders, ...withoutHeaders } = schema;
  const out: FastifySchema = documentedHeaders ? { ...withoutHeaders, response: withHeaders(schema.response, documentedHeaders) } : withoutHeaders;
  const documented = schema.documentedBody;
  if (!documented) return out;
  const { documentedBody: _documented, consumes: _consumes, ...rest } = out as FastifySchema & { consumes?: string[] };
  const content: Record<string, { schema: TSchema }> = {};
  if (documented.json) content['application/json'] = { schema: documented.json };
  if (documented.multipart) content['multipart/form-data'] = { schema: documented.multipart };
  return { ...rest, body: { content } };
}

function withHeaders(response: unknown, headers: Record<string, Record<string, TSchema>>): Record<string, unknown> {
  const answers = { ...(response as Record<string, unknown> | undefined) };
  for (const [status, named] of Object.entries(headers)) {
    const answer = answers[status];
    if (!answer || typeof answer !== 'object') throw new Error(`documented headers of answer ${status}, which the route does not declare`);
    answers[status] = { ...answer, headers: named };
  }
  return answers;
}
