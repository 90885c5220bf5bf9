import type { FastifyRequest } from 'fastify';
import { GOOD_MESSAGES } from '@cargo/domain';
import { AppError } from '../../errors.js';
import { UPLOAD_LIMITS, type UploadPurpose } from './upload-limits.js';

const noFile = () => new AppError(400, 'NO_FILE', GOOD_MESSAGES.noFile);

/**
 * The bytes of the one file a multipart request sends in its `file` field, read up to the purpose's limit
 * (the domain's GOOD_PHOTO_MAX_BYTES or IMAGE_MAX_BYTES): 400 when there is none, 413 past the limit.
 */
export async function readUploadedFile(request: FastifyRequest, purpose: UploadPurpose): Promise<Buffer> {
  const limit = UPLOAD_LIMITS[purpose];
  const file = await request.file({ limits: { fileSize: limit.bytes, files: 1 } }).catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw noFile();
  try {
    return await file.toBuffer();
  } catch {
    // @fastify/multipart throws once the stream passes the size limit.
    throw new AppError(413, 'FILE_TOO_LARGE', limit.message);
  }
}
