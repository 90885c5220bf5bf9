import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/**
 * An RGB PNG of `width` × `height` for the photo helper's memory tests and bench: white with rows of dark blocks.
 * `lines` are long bars that compress to almost nothing (a 6300 × 6300 one is ~200 KB, like the attack's 154 KB
 * picture); `glyphs` are letter-sized blocks of random dots, the worst a screenshot can be for Tesseract, which
 * takes every one for a character.
 */
export function syntheticPng(width: number, height: number, kind: 'lines' | 'glyphs' = 'lines'): Buffer {
  const stride = 1 + width * 3;
  const pixels = Buffer.alloc(stride * height, 255);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const dark = (x: number, y: number) => pixels.fill(0, y * stride + 1 + x * 3, y * stride + 4 + x * 3);
  for (let top = 10; top + 16 < height; top += kind === 'glyphs' ? 24 : 60) {
    for (let left = 10; left + 12 < width; left += kind === 'glyphs' ? 12 : 40) {
      if (kind === 'glyphs' && random() < 0.15) continue;
      for (let y = 0; y < 14; y += 1) {
        for (let x = 0; x < (kind === 'glyphs' ? 9 : 24); x += 1) {
          if (kind === 'lines' || random() < 0.45) dark(left + x, top + y);
        }
      }
    }
  }
  // Filter byte 0 (none) at the start of every row.
  for (let y = 0; y < height; y += 1) pixels[y * stride] = 0;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
