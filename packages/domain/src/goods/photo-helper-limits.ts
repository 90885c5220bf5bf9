/**
 * The photo helper reads pictures of at most this many pixels (width × height from the file's header): Tesseract
 * holds several copies of the decoded picture, so its memory follows the pixels, not the file's bytes (a 154 KB
 * PNG of 6300 × 6300 took ~700 MB). A 4K screen's screenshot: one recognition of it stays under ~256 MB, the
 * thread and Tesseract included (measured in bench/README.md, docs/decisions/046).
 */
export const OCR_MAX_PIXELS = 3840 * 2160;
