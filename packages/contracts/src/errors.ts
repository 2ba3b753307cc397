/** The error catalogue: every error answer is `{type, status_code, message}` (+ `detail` for validation). */

export const ERROR_TYPES = {
  // Generic (spec document 2, section 8).
  internal_error: 500,
  unauthorized: 401,
  unreachable_api: 503,
  temporarily_unavailable: 503,
  bad_request: 400,
  too_many_requests: 429,
  request_timeout: 408,
  validation: 422,
  not_found: 404,
  forbidden: 403,
  tfa_required: 403,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  limit_exceeded: 409,
  // Sign-in.
  token_missing_code: 400,
  token_invalid_credentials: 400,
  token_invalid_code: 400,
  token_user_blocked: 403,
  token_user_auth_attempts_exceeded: 403,
  token_invalid_grant: 400,
  // Uploads and events.
  upload_mime_type_non_acceptable: 415,
  upload_meta_process_error: 422,
  upload_meta_not_found: 404,
  upload_process_error: 422,
  // Licences (our design): an uploaded licence file that cannot be activated, and issuing without a key.
  license_invalid_signature: 422,
  license_expired: 422,
  license_wrong_organization: 422,
  license_already_active: 409,
  license_signing_unavailable: 409,
  // ONVIF (our design, /onvif/{camera_id}): the camera has no ONVIF access configured or the device
  // lacks the service (409); the device cannot be reached (502) or did not answer in time (504);
  // it refused the stored credentials (502: not 401, which would sign the console out); it
  // refused the request's values (sender fault, 422) or failed (receiver fault or not ONVIF, 502).
  onvif_not_configured: 409,
  onvif_not_supported: 409,
  onvif_unreachable: 502,
  onvif_timeout: 504,
  onvif_unauthorized: 502,
  onvif_rejected: 422,
  onvif_fault: 502,
  // Places (our design): a category that still has subcategories or places is not deleted.
  placecategory_not_empty: 409,
  // Recognition lists (our design): a face photo must show exactly one face (none is
  // upload_meta_not_found); a bulk enrolment names a file (or CSV row) that cannot become a face.
  face_image_many_faces: 422,
  face_bulk_invalid_row: 422,
  // Video clips (our design): the user's clip seconds of the day (UTC) would pass
  // videoclips_duration_quota_per_day; nothing of the camera is recorded in the asked range.
  videoclip_quota_exceeded: 409,
  videoclip_no_recording: 409,
} as const satisfies Record<string, number>;

export type ErrorType = keyof typeof ERROR_TYPES;

export const ERROR_TYPE_LIST = Object.keys(ERROR_TYPES) as ErrorType[];

export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_TYPES, value);
}

/** Field path → message. */
export type ValidationDetail = Record<string, string>;

export interface ApiErrorBody {
  type: ErrorType;
  status_code: number;
  message: string;
  detail?: ValidationDetail;
}
