import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch } from '../../../test/fetchMock';
import { RATES } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { parcelListFixture } from '../../../test/parcelFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe(
  'the parcel order form keeps the domain rules (issue 17, items 7 and 8)',
  { timeout: 60_000 },
  () => {
    it('refuses a name with emoji and a final recipient phone «123», sending nothing', async () => {
      const { callsTo } = mockFetch({
        'GET /api/client/my-info': () => json(myInfoFixture()),
        'GET /api/client/my-recipient-data': () =>
          json(page([recipientFixture({ recipientClientDataStatus: { id: 2, title: 'Подтверждён' } })])),
        'GET /api/client/my-goods/counters': () => json({}),
        'GET /api/client/my-parcels': () => json(parcelListFixture([])),
        'GET /api/client/my-goods': () => json(page([])),
        'GET /api/delivery-transport': () => json(page(TARIFFS)),
        'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
        'GET /api/currency-rate': () => json(RATES),
        'GET /api/client/my-addresses': () => json(page([addressFixture({ name: 'СДЭК у дома' })])),
      });
      renderApp('/parcels/create');
      const submit = await screen.findByRole('button', { name: 'Создать посылку' }, { timeout: 15_000 });
      await userEvent.type(screen.getByRole('textbox', { name: /Название посылки/ }), 'Подарок 🎁');
      await userEvent.click(screen.getByRole('switch', { name: 'Получатель посылки тот же' }));
      await userEvent.type(await screen.findByRole('textbox', { name: 'ФИО получателя' }), 'Петров Пётр');
      await userEvent.type(screen.getByRole('textbox', { name: /Телефон получателя/ }), '123');
      await userEvent.click(submit);
      expect(
        await screen.findByText(
          'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Телефон введен не правильно')).toBeInTheDocument();
      expect(callsTo('POST /api/parcel/cl')).toHaveLength(0);
    });
  },
);
