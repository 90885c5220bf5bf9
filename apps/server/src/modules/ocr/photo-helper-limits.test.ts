import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_MESSAGES, OCR_MAX_PIXELS } from '@cargo/domain';
import {
  type PhotoRecognizer,
  type RecognizedGood,
  UnreadableImageError,
} from '../../integrations/ocr/photo-recognizer.js';
import { createTesseractRecognizer } from '../../integrations/ocr/tesseract-recognizer.js';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { buildOcrApp } from '../../test/ocr-app.js';
import { syntheticPng } from '../../test/synthetic-png.js';

/** Issue 29: a 154 KB PNG of 6300 × 6300 sent three times took the server from 145 MB to 1 GB, for good. */
const GOOD: RecognizedGood = {
  trackNumber: 'YT7712345678901',
  qty: 1,
  price: 10,
  description: null,
  commentProduct: null,
  infoUrl: null,
  isDangerous: false,
  currencyId: 'CNY',
  goodHazardCategory: null,
};

/** A recognizer that holds each picture until the test lets it go, and counts what it was given. */
function heldRecognizer() {
  const held: Array<() => void> = [];
  const recognizer: PhotoRecognizer & { calls: number } = {
    calls: 0,
    recognize() {
      recognizer.calls += 1;
      return new Promise((resolve) => held.push(() => resolve(GOOD)));
    },
    close: async () => {},
  };
  const releaseAll = () => held.splice(0).forEach((release) => release());
  return { recognizer, releaseAll, waiting: () => held.length };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('the photo helper’s limits', () => {
  let t: TestApp;
  let app: FastifyInstance;
  const held = heldRecognizer();
  beforeAll(async () => {
    t = await createTestApp();
    app = await buildOcrApp(t, held.recognizer);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });
  const send = (token: string, png: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/ocr',
      headers: bearer(token),
      payload: { mimeType: 'image/png', data: png.toString('base64') },
    });

  it('refuses a 6300 × 6300 PNG of a few hundred KB by its header, three times, without reading it', async () => {
    const { token } = await signUpClient(t.app);
    const attack = syntheticPng(6300, 6300);
    expect(attack.length).toBeLessThan(300 * 1024);
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(token, attack);
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toEqual({ code: 'FILE_TOO_LARGE', message: GOOD_MESSAGES.ocrTooManyPixels });
    }
    // One pixel past the budget is refused too; a 4K screenshot, exactly the budget, is read.
    const past = await send(token, syntheticPng(3840, 2161));
    expect(past.statusCode).toBe(413);
    expect(held.recognizer.calls).toBe(0);
    expect(3840 * 2160).toBe(OCR_MAX_PIXELS);
    const allowed = send(token, syntheticPng(3840, 2160));
    await until(() => held.waiting() === 1);
    held.releaseAll();
    expect((await allowed).statusCode).toBe(200);
    expect(held.recognizer.calls).toBe(1);
  });

  it('reads one picture per customer at a time: a second one meanwhile is 429, another customer’s is read', async () => {
    const first = await signUpClient(t.app);
    const second = await signUpClient(t.app);
    const png = syntheticPng(400, 300);
    const reading = send(first.token, png);
    await until(() => held.waiting() === 1);
    const meanwhile = await send(first.token, png);
    expect(meanwhile.statusCode).toBe(429);
    expect(meanwhile.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: GOOD_MESSAGES.ocrOneAtATime });
    const other = send(second.token, png);
    await until(() => held.waiting() === 2);
    expect(held.waiting()).toBe(2);
    held.releaseAll();
    expect((await reading).statusCode).toBe(200);
    expect((await other).statusCode).toBe(200);
    // Once the first picture is answered, the customer may send the next.
    const next = send(first.token, png);
    await until(() => held.waiting() === 1);
    held.releaseAll();
    expect((await next).json().result.trackNumber).toBe('YT7712345678901');
  });
});

describe('the recognition thread', () => {
  const MB = 1024 * 1024;

  /** The probe's RSS figures, measured in a fresh process (a test worker's freed memory would blur them). */
  function probeMemory(): Promise<{ before: number; peak: number; afterThird: number; idle: number }> {
    const probe = fileURLToPath(new URL('../../test/ocr-memory-probe.ts', import.meta.url));
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', probe],
        { cwd: fileURLToPath(new URL('../../..', import.meta.url)), timeout: 170_000 },
        (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!))),
      );
    });
  }

  it(
    'gives the memory of three pictures at the budget back once it is idle',
    { timeout: 180_000 },
    async () => {
      const { before, peak, afterThird, idle } = await probeMemory();
      console.log(
        `recognition thread: RSS before ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB, ` +
          `after the third ${Math.round(afterThird / MB)} MB, idle ${Math.round(idle / MB)} MB`,
      );
      // Tesseract really took memory for them (its thread, its language data and the pictures)...
      expect(peak - before).toBeGreaterThan(100 * MB);
      // ...and it went back to the system with the thread, rather than staying until the server restarts.
      expect(idle - before).toBeLessThan(60 * MB);
    },
  );

  it('runs with a bounded heap: a thread past its limit fails the picture, not the server', async () => {
    const starved = createTesseractRecognizer({ threadHeapMb: 1 });
    const failure = await starved
      .recognize(syntheticPng(400, 300), 'image/png')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnreadableImageError);
    // The thread hit its heap limit and died alone; this process goes on.
    expect(failure).toMatchObject({ cause: { cause: { code: 'ERR_WORKER_OUT_OF_MEMORY' } } });
    await starved.close();
  });
});
