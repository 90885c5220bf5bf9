import type { RecognizedGood } from '@cargo/domain';

/**
 * The photo helper: reads a screenshot or photo of a Chinese shop's order and fills the fields of a good.
 * The built-in implementation runs Tesseract on this machine (`tesseract-recognizer.ts`); a hosted model would
 * implement the same interface and be chosen by OCR_PROVIDER (see docs/decisions/006-photo-helper.md).
 */
/** What the helper read from an order screenshot: the photo helper's answer (`recognizedGoodSchema`). */
export type { RecognizedGood };

export interface PhotoRecognizer {
  /**
   * Rejects with `UnreadableImageError` when the image cannot be read at all and with `RecognizerBusyError`
   * when too many calls are waiting.
   */
  recognize(image: Buffer, mimeType: string): Promise<RecognizedGood>;
  /** Frees the engine (called when the app closes). */
  close(): Promise<void>;
}

/** The engine could not read the image (corrupt data, an unsupported encoding, a crashed worker). */
export class UnreadableImageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableImageError';
  }
}

/** Too many photos are waiting for the engine: the caller should try again a little later. */
export class RecognizerBusyError extends Error {
  constructor() {
    super('photo recognizer is busy');
    this.name = 'RecognizerBusyError';
  }
}
