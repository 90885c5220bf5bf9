import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture, PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { parcelListFixture } from '../../../test/parcelFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const IN_OTHER_PARCEL =
  'Не удалось добавить товар в посылку: «Кеды» уже в посылке № 9. Уберите его оттуда или выберите другой товар';

function serve(extra: Record<string, (call: RecordedCall) => Response> = {}) {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () =>
      json(page([recipientFixture({ recipientClientDataStatus: { id: 2, title: 'Подтверждён' } })])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels': () => json(parcelListFixture([])),
    'GET /api/client/my-goods': () =>
      json(
        page([
          goodFixture({
            id: 22,
            description: 'Кеды',
            qty: 3,
            price: 300,
            goodStatus: { id: 20, title: 'На складе' },
          }),
        ]),
      ),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/currency-rate': () => json(RATES),
    'GET /api/client/my-addresses': () => json(page([addressFixture({ name: 'СДЭК у дома' })])),
    ...extra,
  });
}

describe('the parcel form offers free goods and prices per piece (decision 052)', { timeout: 60_000 }, () => {
  it('asks only for goods no parcel holds, counts crating per piece, and names the parcel holding a good', async () => {
    const { callsTo } = serve({
      'POST /api/parcel/cl': () => json({ code: 'GOOD_IN_OTHER_PARCEL', message: IN_OTHER_PARCEL }, 409),
    });
    renderApp('/parcels/create');
    await screen.findByRole('heading', { name: 'Создать посылку' }, { timeout: 15_000 });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Кеды' }));
    const shelf = callsTo('GET /api/client/my-goods')[0]!.search;
    expect(shelf.get('section')).toBe('onstore');
    expect(shelf.get('free')).toBe('true');

    await userEvent.click(screen.getByRole('combobox', { name: /Получатель/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Тариф/ })).toBeEnabled());
    await userEvent.click(screen.getByRole('combobox', { name: /Тариф/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Обрешётка \(299\s₽ за шт\.\)/ }));
    const estimate = screen.getByRole('region', { name: 'Оценка стоимости' });
    // Three pieces of one good: 3 × 299 ₽, as the label says and the desk will bill.
    expect(await within(estimate).findByText(/3 шт\. × 299\s₽/)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Название посылки/ }), 'Обувь');
    await userEvent.click(screen.getByRole('button', { name: 'Создать посылку' }));
    expect(await screen.findAllByText(IN_OTHER_PARCEL)).not.toHaveLength(0);
  });
});
