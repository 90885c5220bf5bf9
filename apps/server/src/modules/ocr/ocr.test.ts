import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognizedGood } from '../../integrations/ocr/photo-recognizer.js';
import { RecognizerBusyError } from '../../integrations/ocr/photo-recognizer.js';
import { createTesseractRecognizer } from '../../integrations/ocr/tesseract-recognizer.js';
import { bearer, createTestApp, signUpClient, type TestApp } from '../../test/helpers.js';
import { buildOcrApp } from '../../test/ocr-app.js';
import { imageSize } from './image-size.js';

const FIXTURES = new URL('../../../test-fixtures/ocr/', import.meta.url);
type Expected = Omit<RecognizedGood, 'currencyId'> & { mimeType: string };
const expected = JSON.parse(readFileSync(new URL('expected.json', FIXTURES), 'utf8')) as Record<
  string,
  Expected
>;
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));
const FIELDS = [
  'trackNumber',
  'qty',
  'price',
  'description',
  'commentProduct',
  'infoUrl',
  'isDangerous',
  'goodHazardCategory',
] as const;

const MESSAGES = {
  type: 'Пожалуйста, загрузите изображение в формате JPG, JPEG или PNG',
  size: 'Размер изображения не должен превышать 5MB',
  failed: 'Ошибка при обработке изображения. Пожалуйста, попробуйте еще раз.',
};

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Numbers and flags must be exact; text may differ by a tenth of its characters (spaces and case aside). */
function fieldIsRight(want: unknown, got: unknown): boolean {
  if (typeof want === 'string' && typeof got === 'string') {
    const [a, b] = [want, got].map((text) => text.replace(/\s+/g, '').toLowerCase()) as [string, string];
    return 1 - editDistance(a, b) / Math.max(a.length, b.length, 1) >= 0.9;
  }
  return want === got;
}

// One recognizer for the whole file: starting its thread costs about half a second, each photo about one.
const recognizer = createTesseractRecognizer();
afterAll(() => recognizer.close());

describe('photo helper on the shipped screenshots', () => {
  const results: Array<{ name: string; right: number; tried: number; wrong: string[] }> = [];

  afterAll(() => {
    const right = results.reduce((sum, r) => sum + r.right, 0);
    const tried = results.reduce((sum, r) => sum + r.tried, 0);
    for (const r of results) {
      console.log(
        `  ${r.name}: ${r.right}/${r.tried}${r.wrong.length ? ` (wrong: ${r.wrong.join(', ')})` : ''}`,
      );
    }
    console.log(`photo helper: ${right} of ${tried} fields right`);
  });

  it.each(Object.keys(expected))('reads %s', async (name) => {
    const want = expected[name]!;
    const got = await recognizer.recognize(fixture(name), want.mimeType);
    const wrong = FIELDS.filter((field) => !fieldIsRight(want[field], got[field]));
    results.push({ name, right: FIELDS.length - wrong.length, tried: FIELDS.length, wrong });
    expect(got.currencyId).toBe('CNY');
    // Track number, quantity and price are what the form needs most; they must come out exactly.
    expect({ trackNumber: got.trackNumber, qty: got.qty, price: got.price }).toEqual({
      trackNumber: want.trackNumber,
      qty: want.qty,
      price: want.price,
    });
    expect(got.isDangerous).toBe(want.isDangerous);
    expect(wrong.length, `wrong fields: ${wrong.join(', ')}`).toBeLessThanOrEqual(1);
  });

  it('keeps every screenshot under 300 KB and knows its size without decoding it', () => {
    for (const name of Object.keys(expected)) {
      const data = fixture(name);
      expect(data.length).toBeLessThan(300 * 1024);
      expect(imageSize(data)?.width).toBeGreaterThan(300);
    }
  });
});

describe('the recognizer', () => {
  it('queues calls made at the same time and answers each', async () => {
    const names = ['poizon-order.png', 'photo-order.jpg'];
    const goods = await Promise.all(names.map((name) => recognizer.recognize(fixture(name), 'image/png')));
    expect(goods.map((good) => good.trackNumber)).toEqual(names.map((name) => expected[name]!.trackNumber));
  });

  it('refuses calls beyond its waiting line and is closed for good', async () => {
    const small = createTesseractRecognizer({ maxWaiting: 1 });
    const first = small.recognize(fixture('logistics-yto.png'), 'image/png');
    await expect(small.recognize(fixture('logistics-yto.png'), 'image/png')).rejects.toBeInstanceOf(
      RecognizerBusyError,
    );
    expect((await first).trackNumber).toBe('YT7712345678901');
    await small.close();
    await expect(small.recognize(fixture('logistics-yto.png'), 'image/png')).rejects.toThrow(/closed/);
  });
});

describe('POST /api/ocr and /api/image-recognition', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    app = await buildOcrApp(t, recognizer);
    token = (await signUpClient(t.app)).token;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (payload: unknown, url = '/api/ocr', headers: Record<string, string> = bearer(token)) =>
    app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  const base64 = (data: Buffer) => data.toString('base64');

  it('answers 401 without a token, before looking at the body', async () => {
    for (const url of ['/api/ocr', '/api/image-recognition']) {
      const response = await post({ mimeType: 'image/gif', data: 'x' }, url, {});
      expect(response.statusCode).toBe(401);
    }
  });

  it('fills the good from a shipped screenshot on both paths', async () => {
    const want = expected['poizon-order.png']!;
    const data = base64(fixture('poizon-order.png'));
    const ocr = await post({ mimeType: 'image/png', data });
    expect(ocr.statusCode).toBe(200);
    expect(ocr.json()).toMatchObject({
      status: 'OK',
      result: {
        trackNumber: want.trackNumber,
        qty: want.qty,
        price: want.price,
        infoUrl: want.infoUrl,
        isDangerous: false,
        currencyId: 'CNY',
        goodHazardCategory: null,
      },
    });
    const again = await post({ mimeType: 'image/png', data }, '/api/image-recognition');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(ocr.json());
  });

  it('takes a data: URL and image/jpg', async () => {
    const response = await post({
      mimeType: 'image/jpg',
      data: `data:image/jpeg;base64,${base64(fixture('photo-order.jpg'))}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ trackNumber: 'JT3012345678901', isDangerous: true });
  });

  it('answers 415 for another declared type', async () => {
    for (const mimeType of ['image/gif', 'application/pdf', 'image/webp']) {
      const response = await post({ mimeType, data: base64(fixture('poizon-order.png')) });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ code: 'UNSUPPORTED_IMAGE', message: MESSAGES.type });
    }
    const dataUrl = await post({
      mimeType: 'image/png',
      data: `data:image/gif;base64,${base64(Buffer.from('GIF89a'))}`,
    });
    expect(dataUrl.statusCode).toBe(415);
  });

  it('answers 415 for a GIF sent as a PNG and for text that is not base64', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]);
    const response = await post({ mimeType: 'image/png', data: base64(gif) });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(MESSAGES.type);
    expect((await post({ mimeType: 'image/png', data: 'это не картинка' })).statusCode).toBe(415);
  });

  it('answers 413 over 5 MB, whether the body fits the route or not', async () => {
    const tooBig = Buffer.concat([fixture('poizon-order.png'), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await post({ mimeType: 'image/png', data: base64(tooBig) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'FILE_TOO_LARGE', message: MESSAGES.size });
    const huge = await post({ mimeType: 'image/png', data: 'A'.repeat(9 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(MESSAGES.size);
  });

  it('answers 422 for an image nothing can be read from, and keeps working', async () => {
    const png = fixture('poizon-order.png');
    const cases = [
      png.subarray(0, 3000), // cut short
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
        'base64',
      ), // one white pixel
    ];
    for (const image of cases) {
      const response = await post({ mimeType: 'image/png', data: base64(image) });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 'OCR_FAILED', message: MESSAGES.failed });
    }
    const after = await post({ mimeType: 'image/png', data: base64(fixture('logistics-yto.png')) });
    expect(after.statusCode).toBe(200);
    expect(after.json().result.trackNumber).toBe('YT7712345678901');
  });

  it('answers 400 with Russian text when a field is missing', async () => {
    const response = await post({ mimeType: 'image/png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { data: 'Файл не выбран.' } });
  });
});
