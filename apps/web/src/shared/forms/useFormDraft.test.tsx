import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../test/addressFixtures';
import { json, mockFetch } from '../../test/fetchMock';
import { RATES } from '../../test/financeFixtures';
import { myInfoFixture } from '../../test/fixtures';
import { countersFixture, GOOD_SERVICES, PARCEL_SERVICES, TARIFFS } from '../../test/goodFixtures';
import { lotFixture, myOrdersFixture, orderFixture } from '../../test/orderFixtures';
import { page } from '../../test/recipientFixtures';
import { renderApp } from '../../test/renderApp';
import { DRAFT_SAVE_DELAY_MS } from './useFormDraft';

// Issue 30, item 3 (decision 053): a filled form survives a reload or a navigation as a draft, said so, clearable.

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const waitForSave = () => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50));

function serveGoods(extra: Record<string, () => Response> = {}) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json(countersFixture()),
    'GET /api/client/my-goods': () => json(page([])),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/goods/incomingDeclaration/check': () => json({ exists: false }),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/client/my-addresses': () => json(page([addressFixture()])),
    ...extra,
  });
}

const goodField = (label: string) =>
  within(screen.getByRole('region', { name: 'Товар 1' })).getByLabelText(label, {
    exact: false,
    selector: 'input',
  });
const track = () =>
  screen.getByLabelText('Трек-номер китайской посылки', { exact: false, selector: 'input' });

async function openGoodForm() {
  const view = renderApp('/product?create');
  await screen.findByRole('heading', { name: 'Создать товар' });
  return view;
}

describe('the draft of a long form', () => {
  it(
    'keeps the goods form across a reload, says «Восстановлен черновик» and clears it on request',
    { timeout: 30_000 },
    async () => {
      serveGoods();
      const first = await openGoodForm();
      await userEvent.click(track());
      await userEvent.paste('YT1234567890123');
      await userEvent.click(goodField('Название товара'));
      await userEvent.paste('Кеды');
      await waitForSave();
      first.unmount();

      // The reload: the page opens anew in the same tab.
      await openGoodForm();
      expect(await screen.findByText('Восстановлен черновик')).toBeInTheDocument();
      await waitFor(() => expect(track()).toHaveValue('YT1234567890123'));
      expect(goodField('Название товара')).toHaveValue('Кеды');

      await userEvent.click(screen.getByRole('button', { name: 'Очистить черновик' }));
      expect(track()).toHaveValue('');
      expect(goodField('Название товара')).toHaveValue('');
      expect(screen.queryByText('Восстановлен черновик')).not.toBeInTheDocument();
      await waitForSave();
      expect(Object.keys(window.sessionStorage).filter((key) => key.startsWith('form-draft'))).toEqual([]);
    },
  );

  it(
    'keeps the buyout order form when the customer leaves and comes back, and forgets it once saved',
    { timeout: 30_000 },
    async () => {
      const first = renderOrders();
      await screen.findByRole('group', { name: 'Лот 1' });
      const user = userEvent.setup();
      const name = () =>
        within(screen.getByRole('group', { name: 'Лот 1' })).getByRole('textbox', {
          name: /Наименование товара/,
        });
      await user.click(name());
      await user.paste('Кроссовки');
      await waitForSave();

      // Away and back (a navigation or a reload): the form opens anew.
      first.unmount();
      const { router } = renderOrders();
      expect(await screen.findByText('Восстановлен черновик')).toBeInTheDocument();
      await waitFor(() => expect(name()).toHaveValue('Кроссовки'));

      const lot = within(screen.getByRole('group', { name: 'Лот 1' }));
      for (const [label, text] of [
        [/Ссылка на товар/, 'https://shop.example.cn/item/1'],
        [/Цена за шт/, '89,50'],
        [/Доставка по Китаю/, '12'],
      ] as const) {
        await user.click(lot.getByRole('textbox', { name: label }));
        await user.paste(text);
      }
      await user.click(lot.getByRole('checkbox', { name: 'Обувь' }));
      await user.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/orders'), { timeout: 5000 });
      await waitForSave();
      expect(window.sessionStorage.getItem('form-draft:12:order:new')).toBeNull();
    },
  );

  it('is another customer’s form: a draft of customer 12 is not shown to customer 13', async () => {
    window.sessionStorage.setItem(
      'form-draft:12:goods:create',
      JSON.stringify({ incomingDeclaration: 'YT000', goods: [], oneClick: false, parcelData: {} }),
    );
    mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture({ id: 13 })) });
    serveGoods({ 'GET /api/client/my-info': () => json(myInfoFixture({ id: 13 })) });
    await openGoodForm();
    await screen.findByRole('region', { name: 'Товар 1' });
    expect(screen.queryByText('Восстановлен черновик')).not.toBeInTheDocument();
    expect(track()).toHaveValue('');
  });
});

function renderOrders() {
  mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-orders': () => json(myOrdersFixture([])),
    'GET /api/currency-rate': () => json(RATES),
    'POST /api/order': () =>
      json({ message: 'ok', order: orderFixture(9, [lotFixture(91)]), balance: null }, 201),
  });
  return renderApp('/order');
}
