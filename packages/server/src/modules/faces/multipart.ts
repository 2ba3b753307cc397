import type { FastifyRequest } from 'fastify';
import { refuseBadText } from '../../http/input';

/** One file of a multipart body, read whole (photos are at most face_image_size_mb). */
export interface FilePart {
  field: string;
  fileName: string;
  data: Buffer;
  /** Longer than the plugin's fileSize limit: the data is cut short and the file must be refused. */
  truncated: boolean;
}

export async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: FilePart[] }> {
  const fields: Record<string, string> = {};
  const files: FilePart[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      files.push({ field: part.fieldname, fileName: part.filename, data, truncated: part.file.truncated });
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  refuseBadText(fields, 'body');
  return { fields, files };
}
