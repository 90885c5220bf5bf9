import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Tuning measured on a page of 1,000 goods (decision 036, `npm run web-wire -w bench`): brotli quality 4 takes about
 * 2.3 ms of CPU on its 939 KB and sends 30 KB (the portal spends ~40 ms building that page); quality 6 costs twice
 * as much for 10 % fewer bytes, 11 a second. Gzip level 3 costs a third of level 6 for 13 % more bytes.
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 3;
/** Below this the headers and the CPU cost more than the bytes saved. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers over 1 KB with brotli or gzip as the request's Accept-Encoding allows (Vary: Accept-Encoding
 * is set on them). Server-sent events are left alone (the plugin's types exclude text/event-stream, and the stream
 * writes past the reply). Request bodies are never decompressed: a body is read as the client sent it, so a
 * provider's signed notification is verified on its exact bytes.
 */
export async function registerCompression(
  app: FastifyInstance,
  // The bench compares other settings on the same answers (bench/web-wire.ts).
  { brotliQuality = BROTLI_QUALITY, gzipLevel = GZIP_LEVEL } = {},
): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    zlibOptions: { level: gzipLevel },
  });
}
