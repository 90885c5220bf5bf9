import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Noto Sans SC (SIL OFL), shipped as a TTF by the npm package `@expo-google-fonts/noto-sans-sc`: one font with Latin,
 * Cyrillic and simplified Chinese glyphs, so a label mixing «Гуанчжоу», «K0003» and 广州市 needs no fallback and
 * never prints boxes. Read from node_modules once (no download at run time); PDFKit embeds only the glyphs used.
 */
export const LABEL_FONT_PATH =
  require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

let font: Buffer | undefined;

/** The font's bytes, read on the first label and kept (10 MB, shared by every document). */
export function labelFont(): Buffer {
  font ??= readFileSync(LABEL_FONT_PATH);
  return font;
}
