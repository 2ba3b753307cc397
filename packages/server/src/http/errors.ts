import { ERROR_TYPES, type ApiErrorBody, type ErrorType, type ValidationDetail } from '@argus/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionError } from '../db/connection-errors';
import { databaseInputError, isMalformedMultipart } from './db-errors';

/** An error that answers with the catalogue's `{type, status_code, message}`. */
export class ApiError extends Error {
  readonly type: ErrorType;
  readonly statusCode: number;
  readonly detail: ValidationDetail | undefined;
  /** Sent as Retry-After (whole seconds): when the refused caller may come back. */
  retryAfterS: number | undefined;

  constructor(type: ErrorType, message: string, detail?: ValidationDetail, statusCode?: number) {
    super(message);
    this.type = type;
    this.statusCode = statusCode ?? ERROR_TYPES[type];
    this.detail = detail;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { type: this.type, status_code: this.statusCode, message: this.message };
    if (this.detail) body.detail = this.detail;
    return body;
  }
}

export const notFound = (what = 'Object') => new ApiError('not_found', `${what} not found`);
export const unauthorized = (message = 'Authentication required') => new ApiError('unauthorized', message);
export const forbidden = (message = 'Not allowed') => new ApiError('forbidden', message);
export const invalid = (detail: ValidationDetail, message = 'Validation failed') => new ApiError('validation', message, detail);

interface AjvIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Turns ajv issues into the spec's field path → message map (`a.b.0`, not JSON pointer). */
export function validationDetail(issues: AjvIssue[], context: string | undefined): ValidationDetail {
  const detail: ValidationDetail = {};
  for (const issue of issues) {
    let field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    let message = issue.message ?? 'is invalid';
    if (issue.keyword === 'required' && typeof issue.params?.missingProperty === 'string') {
      field = field ? `${field}.${issue.params.missingProperty}` : issue.params.missingProperty;
      message = 'is required';
    } else if (issue.keyword === 'additionalProperties' && typeof issue.params?.additionalProperty === 'string') {
      field = field ? `${field}.${issue.params.additionalProperty}` : issue.params.additionalProperty;
      message = 'is not a known field';
    }
    const key = field || context || 'body';
    detail[key] ??= message;
  }
  return detail;
}

const FASTIFY_CODES: Record<string, ErrorType> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
  FST_ERR_INVALID_URL: 'bad_request',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_FIELDS_LIMIT: 'payload_too_large',
  FST_PROTO_VIOLATION: 'bad_request',
  FST_INVALID_JSON_FIELD_ERROR: 'bad_request',
  FST_MP_PREMATURE_CLOSE: 'bad_request',
};

function toApiError(error: FastifyError & { validation?: AjvIssue[]; validationContext?: string }): ApiError {
  if (error instanceof ApiError) return error;
  if (error.validation) {
    const detail = validationDetail(error.validation, error.validationContext);
    return new ApiError('validation', 'Validation failed', detail);
  }
  // The database is down or ended the session: the catalogue's retried 503, not an internal error.
  if (isConnectionError(error)) return new ApiError('temporarily_unavailable', 'The database is unavailable; try again shortly');
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new ApiError(mapped, error.message);
  const fromDatabase = databaseInputError(error);
  if (fromDatabase) return fromDatabase;
  if (isMalformedMultipart(error)) return new ApiError('bad_request', 'Malformed multipart body');
  const status = error.statusCode ?? 500;
  if (status === 408) return new ApiError('request_timeout', 'Request timed out');
  if (status === 429) return new ApiError('too_many_requests', 'Too many requests');
  if (status >= 400 && status < 500) return new ApiError('bad_request', error.message || 'Bad request', undefined, status);
  return new ApiError('internal_error', 'Internal error');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.type === 'internal_error') {
      request.log.error({ err: error }, 'unhandled error');
      app.errorReporter?.capture(error, { method: request.method, route: request.routeOptions.url ?? 'unknown' });
    } else if (!(error instanceof ApiError) && apiError.type === 'temporarily_unavailable') request.log.warn({ err: error }, 'database unavailable');
    // A server-side condition (a full disk): operators must see it, not only the caller.
    else if (apiError.statusCode >= 500) request.log.warn({ type: apiError.type, status: apiError.statusCode, reason: apiError.message }, 'request refused');
    else request.log.info({ type: apiError.type, status: apiError.statusCode }, 'request refused');
    if (apiError.retryAfterS !== undefined) void reply.header('retry-after', String(apiError.retryAfterS));
    void reply.status(apiError.statusCode).send(apiError.toBody());
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send(new ApiError('not_found', `No route ${request.method} ${(request.url.split('?')[0] ?? '').slice(0, 200)}`).toBody());
  });
}
