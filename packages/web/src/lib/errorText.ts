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
export function describeError(
  error: { type: string; message: string },
  perCall: Readonly<Record<string, string>> = {},
): Described {
  const own = perCall[error.type];
  if (own) return { id: own };
  if ((GLOBAL_ERROR_TYPES as readonly string[]).includes(error.type)) return { id: `error.${error.type}` };
  return { id: 'error.fallback', values: { message: error.message, type: error.type } };
}
