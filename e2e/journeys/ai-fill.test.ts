import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signIn, toast } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

const fixtures = fileURLToPath(new URL('../../apps/server/test-fixtures/ocr/', import.meta.url));
const expected = JSON.parse(readFileSync(`${fixtures}expected.json`, 'utf8')) as Record<
  string,
  { trackNumber: string; qty: number; price: number; description: string; commentProduct: string }
>;
const want = expected['taobao-order.png']!;

/** The photo helper reads text well but not perfectly: as its own tests, allow a tenth of the characters. */
function similar(got: string, wanted: string): boolean {
  const [a, b] = [got, wanted].map((text) => text.replace(/\s+/g, '').toLowerCase()) as [string, string];
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
  return 1 - (previous[b.length] ?? 0) / Math.max(a.length, b.length, 1) >= 0.9;
}

/**
 * The «Заполнить по фото» button of a good reads a shipped Taobao order screenshot and fills the form: the track of
 * the first good is overwritten; for a second good with a different track the answer is refused.
 */
describe('journey: AI fill from an order screenshot', () => {
  const journey = useJourney({
    emailPrefix: 'ai-fill',
    customerName: 'Алина',
  });

  it('walks the whole way', async () => {
    const { server, browser, email, password } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.goto(`${server.url}/product?create`);
    await page.getByRole('heading', { name: 'Создать товар' }).waitFor();
    const track = page.getByLabel(/^Трек-номер китайской посылки/);
    await track.fill('YT0000000000001');

    const first = page.getByRole('region', { name: 'Товар 1' });
    await page
      .getByLabel('Скриншот заказа для заполнения по фото: Товар 1')
      .setInputFiles(`${fixtures}taobao-order.png`);
    await first.getByRole('status', { name: 'Распознаём фото' }).waitFor();
    await browser.screenshot('ai-fill-01-progress-1280');
    await first
      .getByRole('status', { name: 'Распознаём фото' })
      .waitFor({ state: 'detached', timeout: 60_000 });

    expect(await track.inputValue()).toBe(want.trackNumber);
    expect(await first.getByLabel(/^Количество/).inputValue()).toBe(String(want.qty));
    expect(await first.getByLabel(/^Цена за единицу/).inputValue()).toBe(
      String(want.price).replace('.', ','),
    );
    const description = await first.getByLabel(/^Название товара/).inputValue();
    expect(similar(description, want.description), description).toBe(true);
    const comment = await first.getByLabel(/^Комментарий/).inputValue();
    expect(similar(comment, want.commentProduct), comment).toBe(true);
    // The fixed header would be drawn in the middle of a full-page shot of a scrolled page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await browser.screenshot('ai-fill-02-filled-1280');

    // A second good from another parcel: the tracks differ, the answer is discarded.
    await page.getByRole('button', { name: 'Добавить товар' }).click();
    await track.fill('YT0000000000002');
    const second = page.getByRole('region', { name: 'Товар 2' });
    await page
      .getByLabel('Скриншот заказа для заполнения по фото: Товар 2')
      .setInputFiles(`${fixtures}taobao-order.png`);
    await toast(page, `Обнаружено несоответствие трек-номеров: YT0000000000002 и ${want.trackNumber}`);
    expect(await track.inputValue()).toBe('YT0000000000002');
    expect(await second.getByLabel(/^Название товара/).inputValue()).toBe('');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Товар 1: свернуть' }).click();
    await page.getByRole('button', { name: 'Товар 1: развернуть' }).waitFor();
    await page.waitForTimeout(400); // the card folds with a transition
    await browser.screenshot('ai-fill-03-mismatch-390');
  });
});
