import type { FastifyBaseLogger } from 'fastify';
import { GOOD_MESSAGES, IMAGE_MAX_BYTES, normalizeTrack, OCR_MAX_PIXELS } from '@cargo/domain';
import { AppError } from '../../errors.js';
import { isEmptyGood } from '../../integrations/ocr/parse-order-text.js';
import {
  RecognizerBusyError,
  UnreadableImageError,
  type PhotoRecognizer,
  type RecognizedGood,
} from '../../integrations/ocr/photo-recognizer.js';
import { detectImageType } from '../uploads/index.js';
import type { CustomerReadings } from './customer-readings.js';
import { imageSize } from './image-size.js';

export const OCR_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png'] as const;
const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,/i;
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

export const unsupportedImage = () => new AppError(415, 'UNSUPPORTED_IMAGE', GOOD_MESSAGES.photoType);
export const imageTooLarge = () => new AppError(413, 'FILE_TOO_LARGE', GOOD_MESSAGES.imageTooLarge);
const tooManyPixels = () => new AppError(413, 'FILE_TOO_LARGE', GOOD_MESSAGES.ocrTooManyPixels);
const ocrFailed = () => new AppError(422, 'OCR_FAILED', GOOD_MESSAGES.ocrFailed);

function isAllowedType(mimeType: string): boolean {
  return (OCR_MIME_TYPES as readonly string[]).includes(mimeType.trim().toLowerCase());
}

/** The image's bytes from base64 or a `data:` URL, after checking the declared type and the size. */
export function decodeImage(mimeType: string, data: string): Buffer {
  if (!isAllowedType(mimeType)) throw unsupportedImage();
  let base64 = data;
  const dataUrl = DATA_URL.exec(data);
  if (dataUrl) {
    if (!dataUrl[3] || (dataUrl[1] && !isAllowedType(dataUrl[1]))) throw unsupportedImage();
    base64 = data.slice(dataUrl[0].length);
  }
  base64 = base64.replace(/\s+/g, '');
  if (!BASE64.test(base64)) throw unsupportedImage();
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if (Math.floor((base64.length * 3) / 4) - padding > IMAGE_MAX_BYTES) throw imageTooLarge();
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError(400, 'NO_FILE', GOOD_MESSAGES.noFile);
  return bytes;
}

/** Who is asking, when a customer is: their pictures are read one at a time. */
export interface OrderPhotoReader {
  customerId: number;
  readings: CustomerReadings;
}

/**
 * The photo helper's operation: checks that the upload really is a JPEG or PNG of at most 5 MB and at most
 * `OCR_MAX_PIXELS` by its header (413 before any decoding: the engine's memory follows the pixels), reads it and
 * answers the good's fields. An image nothing could be read from is a 422, so the form asks for another one.
 * Whatever the recognizer read, the track is answered as the desk matches it (`normalizeTrack`, decision 021):
 * `yt 7712 3456 7890 1` read off a photo is `YT7712345678901`.
 */
export async function readOrderPhoto(
  recognizer: PhotoRecognizer,
  body: { mimeType: string; data: string },
  options: { log?: FastifyBaseLogger; reader?: OrderPhotoReader } = {},
): Promise<RecognizedGood> {
  const bytes = decodeImage(body.mimeType, body.data);
  const type = detectImageType(bytes);
  if (!type) throw unsupportedImage();
  const size = imageSize(bytes);
  if (!size || size.width === 0 || size.height === 0) throw ocrFailed();
  if (size.width * size.height > OCR_MAX_PIXELS) throw tooManyPixels();
  const recognize = () => recognizer.recognize(bytes, type.mimeType);
  const { log, reader } = options;
  let good: RecognizedGood;
  try {
    good = await (reader ? reader.readings.run(reader.customerId, recognize) : recognize());
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      log?.warn({ err: error.cause }, 'photo helper could not read the image');
      throw ocrFailed();
    }
    if (error instanceof RecognizerBusyError)
      throw new AppError(429, 'TOO_MANY_REQUESTS', GOOD_MESSAGES.ocrBusy);
    throw error;
  }
  const trackNumber = good.trackNumber === null ? null : normalizeTrack(good.trackNumber) || null;
  const read = { ...good, trackNumber };
  if (isEmptyGood(read)) throw ocrFailed();
  return read;
}
