import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { page, RATES, topUp } from '../../../test/financeFixtures';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** Issue 30: a top-up's event leads to that top-up, highlighted in the list. */
describe('a link to one top-up', { timeout: 60_000 }, () => {
  it('highlights the top-up it points at', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/client/my-transactions': () => json(page([])),
      'GET /api/currency-rate': () => json(RATES),
      'GET /api/client/my-top-ups': () => json(page([topUp({ statusId: 3 }), topUp({ id: 8, statusId: 2 })])),
      'GET /api/client/my-discount': () => json({ percent: 0, promoCode: null }),
    });
    renderApp('/finance?topUp=8');

    const rows = await screen.findAllByTestId('top-up-row', undefined, { timeout: 15_000 });
    expect(rows.map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true']);
  });
});
