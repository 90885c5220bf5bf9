/**
 * The photo helper's speed: every shipped order screenshot read 3 times by one Tesseract worker.
 * Run: npm run ocr -w bench
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTesseractRecognizer } from '../apps/server/src/integrations/ocr/tesseract-recognizer.ts';

const fixtures = fileURLToPath(new URL('../apps/server/test-fixtures/ocr', import.meta.url));
const images = readdirSync(fixtures).filter((name) => /\.(png|jpg)$/.test(name));
const ROUNDS = 3;

const recognizer = createTesseractRecognizer();
try {
  const started = performance.now();
  await recognizer.recognize(readFileSync(path.join(fixtures, images[0]!)), 'image/png');
  console.log(`worker start + first image: ${Math.round(performance.now() - started)} ms\n`);
  const all: number[] = [];
  for (const name of images) {
    const data = readFileSync(path.join(fixtures, name));
    const mimeType = name.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const t0 = performance.now();
      await recognizer.recognize(data, mimeType);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${name.padEnd(28)} median ${Math.round(times[1]!)} ms  (${times.map((t) => Math.round(t)).join(', ')})`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `\nall ${all.length} reads: median ${Math.round(all[Math.floor(all.length / 2)]!)} ms, max ${Math.round(all.at(-1)!)} ms`,
  );
} finally {
  await recognizer.close();
}
