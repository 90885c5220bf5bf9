import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { axeViolations } from '../support/axe.js';
import { artifactsDir } from '../support/browser.js';
import { signIn } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

const STAMP = String(Date.now()).slice(-8);
/** 30 tracks the customer registered (the first two with two goods), 19 nobody did, and one known track again. */
const KNOWN = Array.from({ length: 30 }, (_, i) => `YT${STAMP}${String(i).padStart(3, '0')}`);
const UNKNOWN = Array.from({ length: 19 }, (_, i) => `ZZ${STAMP}${String(i).padStart(3, '0')}`);
const REPEATED = KNOWN[7]!;
/** The order the scanner reads them in: known and unknown mixed, the repeat a few scans after the first. */
const SCANS = [
  ...KNOWN.slice(0, 10),
  REPEATED,
  ...UNKNOWN.slice(0, 9),
  ...KNOWN.slice(10),
  ...UNKNOWN.slice(9),
];

const good = (description: string) => ({
  qty: 1,
  price: '120',
  description,
  infoUrl: 'https://item.taobao.com/item.htm?id=123456789',
  serviceType: 'WITHOUT_CHECK',
  additionalServicesIds: [4],
});

async function api<T>(url: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Issue 32: the receiving desk with a keyboard-wedge scanner. 50 tracks are typed at scanner speed (5 ms a key,
 * Enter, the next at once, never waiting for an answer); every scan gets its line, in order, with the right outcome
 * — on the shelf, a waif, or «уже принят» for the repeat — and the database agrees: the registered goods are on the
 * shelf, the unknown tracks are waifs, nothing was received twice.
 */
describe('journey: a scanner at the receiving desk', () => {
  const journey = useJourney({
    emailPrefix: 'scanner',
    customerName: 'Арина',
    staff: { email: 'staff.scanner@example.ru', name: 'Вэй Кладовщик' },
    prepare: async ({ server, email, password }) => {
      const token = await apiSignIn(server.url, email, password);
      for (const [i, track] of KNOWN.entries()) {
        const goods = i < 2 ? [good(`Кеды ${i}`), good(`Носки ${i}`)] : [good(`Товар ${i}`)];
        await api(`${server.url}/api/goods/create`, token, {
          method: 'POST',
          body: { incomingDeclaration: track, goods },
        });
      }
    },
  });

  it('answers 50 scans made at scanner speed and a burst of 10, each in its line, in order', async () => {
    const { server, browser, email, password, staff } = journey;
    // bypassCSP: axe-core is injected into the page to check it.
    const context = await browser.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ru-RU',
      bypassCSP: true,
    });
    const page = await context.newPage();
    await signIn(page, server.url, staff.email, staff.password, '/staff/recipients');
    await page.getByRole('link', { name: 'Приёмка' }).click();
    await page.waitForURL('**/staff/warehouse');
    await page.getByLabel('Трек-номер').click();

    // How many scans ever waited at once for their answer: above 1, scans overtook the server and were queued.
    await page.evaluate(() => {
      const w = window as unknown as { maxWaiting: number };
      w.maxWaiting = 0;
      new MutationObserver(() => {
        w.maxWaiting = Math.max(
          w.maxWaiting,
          document.querySelectorAll('li[data-scan-outcome="waiting"]').length,
        );
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const started = Date.now();
    for (const track of SCANS) {
      await page.keyboard.type(track, { delay: 5 });
      await page.keyboard.press('Enter');
    }
    const typedMs = Date.now() - started;
    const lines = page.locator('[role="log"] li[data-scan-outcome]');
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBe(SCANS.length);
    await expect
      .poll(() => page.locator('li[data-scan-outcome="waiting"]').count(), { timeout: 60_000 })
      .toBe(0);
    const maxWaiting = await page.evaluate(() => (window as unknown as { maxWaiting: number }).maxWaiting);
    console.log(
      `50 scans typed in ${typedMs} ms, all answered ${Date.now() - started} ms after the first key; ` +
        `at most ${maxWaiting} waiting at once`,
    );

    const seen = await lines.evaluateAll((items) =>
      items.map((item) => [
        (item as HTMLElement).dataset.track,
        (item as HTMLElement).dataset.scanOutcome,
        item.querySelector('p')?.textContent,
      ]),
    );
    const expected = SCANS.map((track, i) => {
      const known = KNOWN.includes(track);
      const repeat = track === REPEATED && i > SCANS.indexOf(track);
      const goods = known && KNOWN.indexOf(track) < 2 ? '2 товара' : '1 товар';
      if (repeat) return [track, 'repeat', `${track} — уже принят, на полке: ${goods}`];
      if (known) return [track, 'ok', `${track} — принят, на полку: ${goods}`];
      return [track, 'waif', `${track} — неопознанный груз`];
    }).reverse();
    expect(seen).toEqual(expected);
    const field = page.getByLabel('Трек-номер');
    expect(await field.inputValue()).toBe('');
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText('Последний скан: неопознанный груз').waitFor();
    // WCAG 2.2 A/AA with a full log: colours, the live region, the print buttons' names.
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: path.join(artifactsDir, 'scanner-01-receiving-1280.png'),
      fullPage: false,
    });

    // A scanner's buffered burst: ten scans handed to the field in one go, no time between them, so nine wait for
    // the one before (the keystrokes above are paced by the browser protocol, slower than the server answers).
    const BURST = [...KNOWN.slice(10, 15), ...Array.from({ length: 5 }, (_, i) => `ZB${STAMP}${i}`)];
    await page.evaluate(
      (tracks) => {
        const input = document.querySelector<HTMLInputElement>('input[data-autofocus]')!;
        for (const track of tracks) {
          input.value = track;
          input.form!.requestSubmit();
        }
      },
      [...BURST],
    );
    await expect.poll(() => lines.count()).toBe(SCANS.length + BURST.length);
    await expect
      .poll(() => page.locator('li[data-scan-outcome="waiting"]').count(), { timeout: 60_000 })
      .toBe(0);
    const burstWaiting = await page.evaluate(() => (window as unknown as { maxWaiting: number }).maxWaiting);
    expect(burstWaiting).toBeGreaterThanOrEqual(5);
    const burstSeen = await lines.evaluateAll((items) =>
      items
        .slice(0, 10)
        .map((item) => `${(item as HTMLElement).dataset.scanOutcome} ${(item as HTMLElement).dataset.track}`),
    );
    expect(burstSeen).toEqual(
      BURST.map((track) => `${track.startsWith('ZB') ? 'waif' : 'repeat'} ${track}`).reverse(),
    );
    console.log(`a burst of 10 scans: at most ${burstWaiting} waiting at once, answered in order`);

    // The database agrees: the customer's goods are all on the shelf, the unknown tracks are the open waifs.
    const customer = await apiSignIn(server.url, email, password);
    const onShelf = await api<{ data: Array<{ incomingDeclaration: string; goodStatus: { id: number } }> }>(
      `${server.url}/api/client/my-goods?section=onstore&page=1&offset=1000`,
      customer,
    );
    expect(onShelf.data).toHaveLength(32);
    expect(new Set(onShelf.data.map((g) => g.incomingDeclaration))).toEqual(new Set(KNOWN));
    expect(onShelf.data.every((g) => g.goodStatus.id === 20)).toBe(true);
    const staffToken = await apiSignIn(server.url, staff.email, staff.password);
    const me = await api<{ id: number }>(`${server.url}/api/client/my-info`, customer);
    const waifs = await api<{ data: Array<{ trackNumber: string }> }>(
      `${server.url}/api/staff/warehouse/waifs?page=1&offset=100`,
      staffToken,
    );
    expect(waifs.data.map((w) => w.trackNumber).sort()).toEqual(
      [...UNKNOWN, ...BURST.filter((t) => t.startsWith('ZB'))].sort(),
    );
    // Each of the customer's goods was received once: one audit row each, none for the repeat.
    const audit = await api<{ totalElements: number }>(
      `${server.url}/api/staff/audit?action=good.receive&customerId=${me.id}&offset=100`,
      staffToken,
    );
    expect(audit.totalElements).toBe(32);

    // One click prints the labels of a scan: a PDF opens in a new tab.
    const first = lines.filter({ hasText: `${KNOWN[0]} — принят` });
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      first.getByRole('button', { name: `Печать этикетки ${KNOWN[0]}` }).click(),
    ]);
    expect(tab.url()).toMatch(/^blob:/);
    await tab.close();
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
    await context.close();
  });
});
