/** Error types with a global message of their own (spec document 2, section 8). */
export const GLOBAL_ERROR_TYPES = [
  'internal_error',
  'unauthorized',
  'unreachable_api',
  'temporarily_unavailable',
  'bad_request',
  'too_many_requests',
  'request_timeout',
] as const;

export type Described = { id: string; values?: Record<string, string> };

/** Per-call message by type, then the global message by type, then "message (type)". */
export function describeError(error: { type: string; message: string }, perCall: Readonly<Record<string, string>> = {}): Described {
  const own = perCall[error.type];
  if (own) return { id: own };
  if ((GLOBAL_ERROR_TYPES as readonly string[]).includes(error.type)) return { id: `error.${error.type}` };
  return { id: 'error.fallback', values: { message: error.message, type: error.type } };
}

/*
 * Per-call messages of the spec (document 2, section 8, "Uploads and events"). One message per
 * type: the spec names the same message for upload_mime_type_non_acceptable in both calls.
 */

/** POST /uploads/meta (faces of an image): the search image or the unit is dropped. */
export const UPLOAD_META_ERRORS = {
  upload_mime_type_non_acceptable: 'upload.error.mimeType',
  upload_meta_process_error: 'upload.error.metaProcess',
  upload_meta_not_found: 'upload.error.metaNotFound',
} as const;

/** POST /uploads (a file stored). */
export const UPLOAD_FILE_ERRORS = {
  upload_process_error: 'upload.error.process',
  upload_mime_type_non_acceptable: 'upload.error.mimeType',
} as const;

/** GET /events/{id}. */
export const EVENT_FETCH_ERRORS = {
  not_found: 'event.error.notFound',
} as const;

type Formatter = { formatMessage: (d: { id: string }, values?: Record<string, string>) => string };

/** The text of a failed POST /uploads: the call's message by type, then the global one, then the fallback. */
export function uploadErrorText(intl: Formatter, error: unknown): string {
  if (!(error instanceof Error) || !('type' in error) || typeof error.type !== 'string') return String(error);
  const d = describeError({ type: error.type, message: error.message }, UPLOAD_FILE_ERRORS);
  return intl.formatMessage({ id: d.id }, d.values);
}
