import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { parcelDetailsFixture, parcelListFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** Lazy pages and their first reads take a while on a loaded machine. */
const LOADED = { timeout: 8000 };

describe('«Оплатить» in a second tab', () => {
  it('a 409 on a parcel paid in the other tab re-reads it: green «Посылка успешно оплачена», no «Оплатить» left', async () => {
    let paidElsewhere = false;
    const row = () =>
      parcelRowFixture({ id: 3, name: 'Гамма', statusId: paidElsewhere ? 40 : 33, deliveryCost: 1840 });
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/client/my-goods/counters': () => json({}),
      'GET /api/client/my-parcels': () => json(parcelListFixture([row()])),
      'PUT /api/parcel/pay/3': () => {
        paidElsewhere = true;
        return json({ code: 'STATUS_CONFLICT', message: 'Посылка не ожидает оплаты' }, 409);
      },
      'GET /api/parcel/parcelWithStatus': () =>
        json(parcelDetailsFixture({ id: 3, statusId: 40, paidAt: '2026-11-02T10:00:00.000Z' })),
    });
    renderApp('/parcels?section=inwork');
    await userEvent.click(await screen.findByRole('button', { name: 'Оплатить' }, LOADED));
    const confirm = await screen.findByRole('dialog', { name: /Оплатить посылку/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Оплатить' }));

    expect(await screen.findByText('Посылка успешно оплачена', {}, LOADED)).toBeInTheDocument();
    expect(screen.queryByText('Посылка не ожидает оплаты')).not.toBeInTheDocument();
    expect(callsTo('GET /api/parcel/parcelWithStatus')[0]?.search.get('parcelId')).toBe('3');
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Оплатить' })).not.toBeInTheDocument(),
      LOADED,
    );
  });
});
