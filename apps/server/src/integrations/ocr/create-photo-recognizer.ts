import { z } from 'zod';
import type { PhotoRecognizer } from './photo-recognizer.js';
import { createTesseractRecognizer, type TesseractRecognizerOptions } from './tesseract-recognizer.js';

/**
 * OCR_PROVIDER chooses who reads order screenshots. `tesseract` (the default and, for now, the only value)
 * runs on this machine with no network. A hosted model becomes a new value here, with its adapter beside
 * `tesseract-recognizer.ts` and its credentials in new variables (docs/decisions/006-photo-helper.md).
 */
export const ocrProviderSchema = z.enum(['tesseract']).default('tesseract');
export type OcrProvider = z.infer<typeof ocrProviderSchema>;

/** Reads OCR_PROVIDER from the environment (an empty value means the default). */
export function ocrProviderFromEnv(env: NodeJS.ProcessEnv = process.env): OcrProvider {
  return ocrProviderSchema.parse(env.OCR_PROVIDER || undefined);
}

export function createPhotoRecognizer(
  provider: OcrProvider = 'tesseract',
  options: TesseractRecognizerOptions = {},
): PhotoRecognizer {
  switch (provider) {
    case 'tesseract':
      return createTesseractRecognizer(options);
  }
}
