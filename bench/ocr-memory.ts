/**
 * The photo helper's memory: the server's RSS while Tesseract reads large pictures, and after its thread retires.
 * Run: npm run ocr-memory -w bench [-- --sizes 4,6,8,12]
 *   1. one recognition of a dense picture (random letter-sized dots) of each size in megapixels, each with a
 *      fresh thread: the peak over the RSS before it (the thread and Tesseract included);
 *   2. the attack of issue 29 at the budget: three pictures as large as allowed, one after another, then the
 *      idle retirement: RSS before, at the peak, after the third and once the thread is gone.
 */
import { parseArgs } from 'node:util';
import { OCR_MAX_PIXELS } from '../packages/domain/src/index.ts';
import { createTesseractRecognizer } from '../apps/server/src/integrations/ocr/tesseract-recognizer.ts';
import { syntheticPng } from '../apps/server/src/test/synthetic-png.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '4,6,8,12' } } });
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const rss = () => process.memoryUsage.rss();
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the RSS every 20 ms while `work` runs (the recognition runs in other threads). */
async function peakDuring(work: () => Promise<unknown>): Promise<number> {
  let peak = rss();
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  try {
    await work().catch((error: unknown) => console.log(`  (${(error as Error).message})`));
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, rss());
}

const side = (megapixels: number) => Math.floor(Math.sqrt(megapixels * 1_000_000));

console.log('1. one dense picture per size, fresh thread, 30 s limit');
for (const megapixels of values.sizes.split(',').map(Number)) {
  const png = syntheticPng(side(megapixels), side(megapixels), 'glyphs');
  const recognizer = createTesseractRecognizer();
  await settle(500);
  const before = rss();
  const started = performance.now();
  const peak = await peakDuring(() => recognizer.recognize(png, 'image/png'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await recognizer.close();
  await settle(500);
  console.log(
    `  ${megapixels} Mpx (${side(megapixels)}², ${Math.round(png.length / 1024)} KB): before ${mb(before)} MB, ` +
      `peak +${mb(peak - before)} MB, ${seconds} s, after close ${mb(rss())} MB`,
  );
}

const width = side(OCR_MAX_PIXELS / 1_000_000);
const height = Math.floor(OCR_MAX_PIXELS / width);
console.log(
  `\n2. three ${width}×${height} pictures (the budget: ${OCR_MAX_PIXELS} pixels), one after another`,
);
const png = syntheticPng(width, height, 'lines');
const recognizer = createTesseractRecognizer({ idleMs: 5_000 });
await settle(500);
const before = rss();
let peak = before;
for (let round = 1; round <= 3; round += 1) {
  peak = Math.max(peak, await peakDuring(() => recognizer.recognize(png, 'image/png')));
  console.log(`  after picture ${round}: ${mb(rss())} MB`);
}
const afterThird = rss();
await settle(6_000);
console.log(
  `  RSS before ${mb(before)} MB, peak ${mb(peak)} MB, after the third ${mb(afterThird)} MB, ` +
    `5 s idle later (thread retired) ${mb(rss())} MB`,
);
await recognizer.close();
