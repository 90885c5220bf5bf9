/**
 * The photo helper: reads a screenshot or photo of a Chinese shop's order and fills the fields of a good.
 * The built-in implementation runs Tesseract on this machine (`tesseract-recognizer.ts`); a hosted model would
 * implement the same interface and be chosen by OCR_PROVIDER (see docs/decisions/006-photo-helper.md).
 */
export interface RecognizedGood {
  /** A Chinese courier's track number, at most 15 characters (the form's limit). */
  trackNumber: string | null;
  qty: number | null;
  /** Price of one piece in yuan, at most two decimals. */
  price: number | null;
  /** The product's title without Chinese characters, at most 60 characters. */
  description: string | null;
  /** The chosen variant (colour, size, specification) as the shop shows it. */
  commentProduct: string | null;
  /** The product's page (Taobao, Tmall, 1688, Poizon, JD). */
  infoUrl: string | null;
  /** Batteries, liquids or magnets: the good needs a tariff that takes dangerous goods. */
  isDangerous: boolean;
  currencyId: 'CNY';
  /** 1 when the good is dangerous, otherwise null. */
  goodHazardCategory: number | null;
}

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
