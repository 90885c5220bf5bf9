import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightDetails } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const flight: FlightDetails = {
  id: 5,
  number: 'CZ-3401',
  carrier: 'China Southern',
  plannedDate: '2026-12-01',
  status: 'open',
  shippedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  totals: {
    parcels: 1,
    goodsLines: 2,
    grossWeightKg: 1234.5,
    declaredValueEur: 4252.5,
    rateDate: '2026-12-01',
  },
  parcels: [
    {
      id: 7,
      clientCode: 'K0003',
      statusId: 40,
      recipient: 'Иванов Иван Иванович',
      outgoingDeclaration: null,
      dutyPaid: false,
      goodsLines: 2,
      weightKg: 2.5,
      declaredValue: 358,
      currency: 'CNY',
      declaredValueEur: 42.52,
    },
  ],
  moves: [],
};

/** Decision 066: the flight desk speaks the member's Chinese — texts, status and numbers. */
describe('the flight desk in Chinese', { timeout: 60_000 }, () => {
  it('heads the flight, its totals and its parcels in Chinese with Chinese number formats', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () =>
        json({ id: 1, email: 'owner@example.ru', name: 'Владелец', roles: ['owner'], deskLanguage: 'zh' }),
      'GET /api/staff/flights/5': () => json(flight),
      'GET /api/staff/flights/5/check': () => json({ ok: true, problems: [] }),
    });
    renderApp('/staff/flights/5');
    expect(
      await screen.findByRole('heading', { name: '航班 CZ-3401' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('组货中')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: '航班汇总' });
    expect(within(totals).getByText('毛重：1,234.500 千克')).toBeInTheDocument();
    expect(within(totals).getByText('货值：4,252.50 €（汇率日期 2026-12-01）')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '关税已付' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发出航班' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '包裹号或运单号' })).toBeInTheDocument();
    expect(screen.queryByText(/Рейс/)).not.toBeInTheDocument();
  });
});
