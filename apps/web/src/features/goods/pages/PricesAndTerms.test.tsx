import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { countersFixture, GOOD_SERVICES } from '../../../test/goodFixtures';
import { myOrdersFixture } from '../../../test/orderFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

/** Decision 052: every price and term is shown, with its basis, before it is charged. */
const TERMS = { freeDays: 14, dailyFeeRub: 25.5, currency: 'RUB' };

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

function serve() {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-goods/counters': () => json(countersFixture()),
    'GET /api/client/my-goods': () => json(page([])),
    'GET /api/client/my-orders': () => json(myOrdersFixture([])),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/goods/incomingDeclaration/check': () => json({ exists: false }),
    'GET /api/storage-terms': () => json(TERMS),
  });
}

const TERMS_TEXT =
  /Хранение на складе: первые 14 дн\. со дня приёма товара — бесплатно, затем 25,50\s₽ в день за каждый товар/;

describe('prices and terms before they are charged', { timeout: 60_000 }, () => {
  it('«С проверкой» says its price per piece and what the good’s quantity makes of it; every service its price', async () => {
    serve();
    renderApp('/product?create');
    await screen.findByRole('heading', { name: 'Создать товар' }, { timeout: 15_000 });
    const card = screen.getByRole('region', { name: 'Товар 1' });
    const photo = await within(card).findByRole('checkbox', { name: 'Фотоотчёт' });
    expect(document.getElementById(photo.getAttribute('aria-describedby')!.split(' ')[0]!)).toHaveTextContent(
      /149\s₽ за шт\./,
    );
    expect(
      within(card).getByText(/Детальный осмотр — 100\s₽ за шт\. \(1 шт\. — 100\s₽\)/),
    ).toBeInTheDocument();
    const qty = within(card).getByLabelText('Количество', { exact: false, selector: 'input' });
    await userEvent.clear(qty);
    await userEvent.type(qty, '3');
    await waitFor(() =>
      expect(
        within(card).getByText(
          /Детальный осмотр — 100\s₽ за шт\. \(3 шт\. — 300\s₽\), утилизация почтовой упаковки — бесплатно/,
        ),
      ).toBeInTheDocument(),
    );
  });

  it('publishes the server’s storage terms on the goods page and in the terms of use', async () => {
    serve();
    renderApp('/products?section=waiting');
    expect(await screen.findByTestId('storage-terms', {}, { timeout: 15_000 })).toHaveTextContent(TERMS_TEXT);
    renderApp('/documents/terms');
    expect(await screen.findByText(TERMS_TEXT, { exact: false })).toBeInTheDocument();
  });

  it('shows a buyout lot’s services with their prices, the check’s disposal chosen and fixed', async () => {
    serve();
    renderApp('/order');
    const lot = await screen.findByRole('group', { name: 'Лот 1' }, { timeout: 15_000 });
    const disposal = await within(lot).findByRole('checkbox', { name: 'Утилизация почтовой упаковки' });
    expect(disposal).toBeChecked();
    expect(disposal).toBeDisabled();
    expect(within(lot).getByRole('checkbox', { name: 'Детальный осмотр (с проверкой)' })).toBeChecked();
    expect(within(lot).getByText(/149\s₽ за шт\./)).toBeInTheDocument();
    expect(within(lot).getByText(/100\s₽ за шт\./)).toBeInTheDocument();
  });
});
