import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('the cargo form keeps the domain text rules (issue 17, item 8)', { timeout: 60_000 }, () => {
  it('refuses a track of 33 characters and a name with emoji, sending nothing', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json({}),
      'GET /api/client/my-parcels': () =>
        json({ ...page([]), parcelsAwaitingPayment: 0, problemsRuCustoms: 0, problemsRuDelivery: 0 }),
      'GET /api/cargo': () => json({ content: [], totalElements: 0, offset: 20, page: 1, totalPages: 0 }),
      'GET /api/currency-rate': () => json([]),
      'POST /api/cargo': () => json({ id: 5, message: 'Карго 5 успешно создана' }, 201),
    });
    renderApp('/cargo');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Название/ }, { timeout: 15_000 }),
      'Станки 🏭',
    );
    await userEvent.click(screen.getByRole('textbox', { name: /Трек-номер в Китае/ }));
    await userEvent.paste('LC70000000000071234567890ABCDEFG1');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(
      await screen.findByText(
        'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/cargo')).toHaveLength(0);
  });
});
