import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelFont } from './label-font.js';

// fontkit is the font reader PDFKit embeds fonts with (no types of its own): the test asks it what PDFKit would draw.
const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  create(buffer: Buffer): { glyphForCodePoint(codePoint: number): { id: number } };
};

/** Every Chinese character of the desk's catalogue (decision 066): the texts a Chinese-speaking member prints. */
function deskChinese(): string[] {
  const dir = path.resolve(import.meta.dirname, '../../../web/src/shared/staff/i18n/zh');
  const text = readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('');
  return [...new Set(text.match(/[\u3000-\u303F\u4E00-\u9FFF\uFF00-\uFFEF]/gu) ?? [])];
}

/** Chinese in print (decisions 063, 066): the label font has a glyph for it, so nothing prints as a box. */
describe('the label font', () => {
  it('draws every Chinese character of the desk and of a warehouse address, and Cyrillic', () => {
    const font = fontkit.create(labelFont());
    const characters = [
      ...deskChinese(),
      ...'广东省广州市白云区收货人手机号详细地址邮编',
      ...'Гуанчжоу ЁёЙй',
    ];
    expect(characters.length).toBeGreaterThan(200);
    const missing = characters.filter(
      (char) => char.trim() && font.glyphForCodePoint(char.codePointAt(0)!).id === 0,
    );
    expect(missing).toEqual([]);
    // The check can fail: a character outside the font (an Old Italic letter) has only the missing glyph.
    expect(font.glyphForCodePoint(0x10300).id).toBe(0);
  });
});
