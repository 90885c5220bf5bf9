import type { Page } from 'playwright-core';
import { apiSignIn, customerWithOneClickParcel, goodsOnShelf, topUpWithSandboxCard } from './api.js';

/** Every customer page of the spec's section 2, signed in: sidebar sections, their tabs, forms and results. */
export const CABINET_PAGES = [
  '/dashboard',
  ...['waiting', 'onstore', 'problem', 'sent', 'archive', 'returned_goods', 'waif'].map(
    (section) => `/products?section=${section}`,
  ),
  '/product',
  ...['virtual', 'inwork', 'sent', 'archive'].map((section) => `/parcels?section=${section}`),
  '/parcels/create',
  '/cargo',
  '/recipientsAndAddress/recipients',
  '/recipientsAndAddress/address',
  '/recipients/create',
  '/archive',
  ...['new', 'buyout', 'purchased', 'goods'].map((section) => `/orders?section=${section}`),
  '/order',
  '/finance',
  '/profile',
  '/notifications',
  '/help',
  '/customer-support',
  '/customer-support/new-message',
  '/calc',
  '/dashboard/successful-crypto-payment',
  '/dashboard/failed-crypto-payment',
  '/dashboard?topUpBalance=true',
];

/** The pages a visitor opens without an account (the recipient's link and a card payment come from the world). */
export const PUBLIC_PAGES = [
  '/login',
  '/register',
  '/forgot',
  '/reset-password?token=unknown',
  '/calc',
  '/documents/privacy-policy',
  '/documents/terms',
  '/success/create-recipient',
  '/warning/expired-time',
  '/warning/invalid-credentials-url',
];

export interface A11yWorld {
  customerToken: string;
  parcelId: number;
  /** The recipient's self-fill link, path and query. */
  recipientLink: string;
  /** The card sandbox's payment page of a pending top-up, path and query. */
  cardPayment: string;
}

async function json<T>(serverUrl: string, path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(`${serverUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A customer whose pages have something on them: a confirmed recipient, an address, a one-click parcel, goods on
 * the shelf, roubles on the account, a pending card top-up and an open self-fill link.
 */
export async function a11yWorld(
  serverUrl: string,
  customer: { email: string; password: string },
  staff: { email: string; password: string },
): Promise<A11yWorld> {
  const { customerToken, staffToken, parcelId } = await customerWithOneClickParcel(
    serverUrl,
    customer,
    staff,
    {
      recipient: { surname: 'Кузнецова', name: 'Ольга', middleName: 'Павловна' },
      addressName: 'Пункт у дома',
      track: 'YT7500112233445',
      description: 'Кроссовки беговые',
      parcelName: 'Обувь',
    },
  );
  await goodsOnShelf(serverUrl, customerToken, staffToken, 'SF1400998877665', [
    { description: 'Куртка пуховая', price: 899 },
    { description: 'Шапка вязаная', price: 120 },
  ]);
  await topUpWithSandboxCard(serverUrl, customerToken, 5000);
  const pending = await json<{ confirmationUrl: string }>(serverUrl, '/api/client/top-ups', customerToken, {
    amount: 1500,
    currency: 'RUB',
  });
  const link = await json<{ url: string }>(serverUrl, '/api/recipient-client-data/token', customerToken);
  const relative = (url: string) => {
    const parsed = new URL(url, serverUrl);
    return `${parsed.pathname}${parsed.search}`;
  };
  return {
    customerToken: await apiSignIn(serverUrl, customer.email, customer.password),
    parcelId,
    recipientLink: relative(link.url),
    cardPayment: relative(pending.confirmationUrl),
  };
}

/** Opens a page and waits until it has settled: no request for half a second, no skeleton left, no transition. */
export async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page
    .locator('.mantine-Skeleton-root[data-visible="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}
