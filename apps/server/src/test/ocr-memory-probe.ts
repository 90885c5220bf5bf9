/**
 * Run by photo-helper-limits.test.ts in a process of its own, so that no other test's freed memory hides or
 * lends the RSS it measures: three recognitions of a picture at the budget, then the thread's idle retirement.
 * Prints one JSON line of RSS figures in bytes.
 */
import { OCR_MAX_PIXELS } from '@cargo/domain';
import { createTesseractRecognizer } from '../integrations/ocr/tesseract-recognizer.js';
import { syntheticPng } from './synthetic-png.js';

const rss = () => process.memoryUsage.rss();
const recognizer = createTesseractRecognizer({ idleMs: 300 });
const png = syntheticPng(3840, OCR_MAX_PIXELS / 3840);
const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
for (let i = 0; i < 3; i += 1) await recognizer.recognize(png, 'image/png');
clearInterval(sampler);
const afterThird = rss();
await new Promise((resolve) => setTimeout(resolve, 1_500));
const idle = rss();
await recognizer.close();
console.log(JSON.stringify({ before, peak, afterThird, idle }));
