import { BYTES_BASE } from '@argus/contracts';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

export type ImageFileProblem = { kind: 'type' } | { kind: 'size'; maxMb: number } | null;

/** Checks a chosen image before upload: png or jpeg, within the configured megabytes. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, maxMb: number): ImageFileProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { kind: 'type' };
  if (file.size > maxMb * BYTES_BASE * BYTES_BASE) return { kind: 'size', maxMb };
  return null;
}
