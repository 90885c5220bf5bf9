import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addRecipient, apiSignIn } from '../support/api.js';
import { artifactsDir } from '../support/browser.js';
import { signIn } from '../support/cabinet.js';
import { useJourney } from '../support/journey.js';

interface Counter {
  key: string;
  title: string;
  count: number;
  link: string;
}

async function api<T>(url: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const good = (description: string, index: number) => ({
  description,
  qty: 1,
  price: 120,
  infoUrl: `https://item.taobao.com/item.htm?id=74581200${String(index).padStart(4, '0')}`,
  additionalServicesIds: [4],
});

/** The rows the list a tile leads to shows, counted in the browser. */
async function rowsShown(page: Page, counter: Counter): Promise<number> {
  const main = page.getByRole('main');
  if (counter.key.startsWith('goods')) {
    const title = counter.key === 'goodsWaiting' ? 'Ожидаются' : 'Проблемные';
    if (counter.count === 0) {
      await main
        .getByText(/Товаров нет|пока нет/i)
        .first()
        .waitFor();
      return 0;
    }
    const list = main.getByRole('list', { name: title });
    await list.getByRole('article').first().waitFor();
    return list.getByRole('article').count();
  }
  if (counter.key.startsWith('parcels')) {
    await main.getByTestId('list-filter').waitFor();
    if (counter.count === 0) {
      await main.getByText('Посылок нет').waitFor();
      return 0;
    }
    await main
      .getByRole('checkbox', { name: /^Выбрать посылку/ })
      .first()
      .waitFor();
    return main.getByRole('checkbox', { name: /^Выбрать посылку/ }).count();
  }
  if (counter.key === 'cargoAwaitingPayment') {
    await main.getByTestId('list-filter').waitFor();
    if (counter.count === 0) return main.getByTestId('cargo-row').count();
    await main.getByTestId('cargo-row').first().waitFor();
    return main.getByTestId('cargo-row').count();
  }
  if (counter.key === 'recipientsCanceled') {
    await main.getByTestId('list-filter').waitFor();
    const list = main.getByRole('list', { name: 'Активные получатели' });
    if (counter.count === 0) return list.getByRole('listitem').count();
    await list.getByRole('listitem').first().waitFor();
    return list.getByRole('listitem').count();
  }
  return -1;
}

/**
 * The dashboard of a customer with goods waiting and with a problem, cargo awaiting payment and a cancelled
 * recipient (set up through the customer's API and the desk's): every tile's count is the API's and equals the
 * rows the list it leads to shows; a new customer sees «Как это работает» instead. Screenshots at 390 and 1280 px.
 */
describe('journey: the dashboard', () => {
  const journey = useJourney({
    emailPrefix: 'dashboard',
    customerName: 'Дарья',
    staff: { email: 'staff.dashboard@example.ru', name: 'Пётр Складской' },
  });

  it('shows a new customer the path, then tiles that lead to exactly the counted rows', async () => {
    const { server, browser, email, password, staff } = journey;
    const { page } = browser;
    await signIn(page, server.url, email, password, '/dashboard');
    await page.getByRole('region', { name: 'Как это работает' }).waitFor();
    await page.getByTestId('client-code').waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'dashboard-01-new-1280.png'), fullPage: true });

    const token = await apiSignIn(server.url, email, password);
    const desk = await apiSignIn(server.url, staff.email, staff.password);
    const url = (p: string) => `${server.url}${p}`;
    // Two goods waiting (their track not received yet) and one on the shelf that the warehouse flags.
    await api(url('/api/goods/create?version=v2'), token, 'POST', {
      incomingDeclaration: 'YT7788990011223',
      goods: [good('Чехол для телефона', 1), good('Зарядный кабель', 2)],
    });
    const flagged = await api<{ data: Array<{ id: number }> }>(
      url('/api/goods/create?version=v2'),
      token,
      'POST',
      {
        incomingDeclaration: 'YT7788990011224',
        goods: [good('Настольная лампа', 3)],
      },
    );
    await api(url('/api/staff/warehouse/receive'), desk, 'POST', { trackNumber: 'YT7788990011224' });
    await api(url(`/api/staff/goods/${flagged.data[0]!.id}/status`), desk, 'PUT', {
      statusId: 90,
      reason: 'Коробка повреждена',
    });
    // A cargo weighed by the warehouse: awaiting payment.
    const cargo = await api<{ id: number }>(url('/api/cargo'), token, 'POST', {
      name: 'Станки',
      placesCount: 2,
    });
    await api(url(`/api/staff/cargo/${cargo.id}/receive`), desk, 'PUT');
    await api(url(`/api/staff/cargo/${cargo.id}/weigh`), desk, 'PUT', { weightKg: 120, volumeM3: 0.5 });
    // A recipient the desk cancelled.
    const recipientId = await addRecipient(server.url, token, {
      surname: 'Смирнова',
      name: 'Дарья',
      middleName: 'Игоревна',
    });
    await api(url(`/api/staff/recipients/${recipientId}/cancel`), desk, 'PUT', {
      reason: 'Паспорт не читается',
    });

    const dashboard = await api<{ isNew: boolean; counters: Counter[] }>(url('/api/dashboard'), token);
    expect(dashboard.isNew).toBe(false);
    const byKey = Object.fromEntries(dashboard.counters.map((c) => [c.key, c.count]));
    expect(byKey).toMatchObject({
      goodsWaiting: 2,
      goodsProblem: 1,
      cargoAwaitingPayment: 1,
      recipientsCanceled: 1,
      parcelsAwaitingPayment: 0,
    });

    await page.goto(url('/dashboard'));
    const tiles = page.getByRole('region', { name: 'Требует внимания' });
    await tiles.waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'dashboard-02-tiles-1280.png'), fullPage: true });
    for (const counter of dashboard.counters) {
      if (counter.key === 'supportUnread') continue;
      const tile = tiles.getByTestId(`tile-${counter.key}`);
      expect(await tile.getAttribute('aria-label')).toBe(`${counter.title}: ${counter.count}`);
      await tile.click();
      await page.waitForURL((u) => `${u.pathname}${u.search}` === counter.link);
      expect(await rowsShown(page, counter), counter.key).toBe(counter.count);
      await page.goto(url('/dashboard'));
      await tiles.waitFor();
    }
    // The events are the bell's: the flagged good and the cancelled recipient, linked to their objects.
    const events = page.getByRole('region', { name: 'Последние события' });
    await events.getByRole('link').first().waitFor();
    expect(await events.getByRole('link').count()).toBeGreaterThan(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await tiles.waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'dashboard-03-tiles-390.png'), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
