import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cargo } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const cargo = (id: number): Cargo => ({
  id,
  clientId: 1,
  name: `Партия ${id}`,
  description: null,
  incomingDeclaration: 'SF100200300',
  placesCount: 3,
  statusId: 10,
  status: { id: 10, title: 'Заявка' },
  weightKg: null,
  volumeM3: null,
  price: null,
  statusReason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

describe('cargo', () => {
  it('lists the cargo and creates one with the spec toast', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json({}),
      'GET /api/client/my-parcels': () =>
        json({ ...page([]), parcelsAwaitingPayment: 0, problemsRuCustoms: 0, problemsRuDelivery: 0 }),
      'GET /api/cargo': () =>
        json({ content: [cargo(4)], totalElements: 1, offset: 20, page: 1, totalPages: 0 }),
      'POST /api/cargo': () => json({ id: 5, message: 'Карго 5 успешно создана' }, 201),
    });
    renderApp('/cargo');
    expect(await screen.findByText('Партия 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Введите название карго')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Мебель');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Карго 5 успешно создана')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('POST /api/cargo')[0]?.body).toMatchObject({ name: 'Мебель', placesCount: 1 }),
    );
  });
});
