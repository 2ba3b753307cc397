/**
 * Typed failures of the vision package. Each carries the error type of the spec's catalogue
 * that an HTTP layer should answer with (see packages/contracts/src/errors.ts).
 */
export type VisionErrorCode =
  /** The bytes are not a JPEG, PNG or WebP image. */
  | 'unsupported_image'
  /** The image decodes but is too small to hold a face of the minimum size. */
  | 'image_too_small'
  /** The image is damaged or could not be processed. */
  | 'image_unreadable';

export type VisionErrorType = 'upload_mime_type_non_acceptable' | 'upload_meta_process_error';

const typeOf: Record<VisionErrorCode, VisionErrorType> = {
  unsupported_image: 'upload_mime_type_non_acceptable',
  image_too_small: 'upload_meta_process_error',
  image_unreadable: 'upload_meta_process_error',
};

export class VisionError extends Error {
  override readonly name = 'VisionError';
  /** The spec's error type for this failure. */
  readonly type: VisionErrorType;

  constructor(
    readonly code: VisionErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.type = typeOf[code];
  }
}

export function isVisionError(error: unknown): error is VisionError {
  return error instanceof VisionError;
}
