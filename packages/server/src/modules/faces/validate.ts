import { invalid } from '../../http/errors';

/** A multipart field holding JSON, parsed (checked() then checks it against its schema). */
export function parseJsonField(raw: string | undefined, field: string): unknown {
  if (raw === undefined) throw invalid({ [field]: 'is required' });
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalid({ [field]: 'must be JSON' });
  }
}
