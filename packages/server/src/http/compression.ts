import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * brotli or gzip (as the client accepts) for every compressible answer above the threshold: API
 * JSON, CSV exports, the console's index. The console's assets are compressed once at build
 * (serveConsole sends the .br/.gz files); images and video are not compressible and go as they are.
 * Brotli at quality 4: close to gzip's cost per byte with smaller output; the default 11 is meant
 * for build time and would cost tens of milliseconds per large answer.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
