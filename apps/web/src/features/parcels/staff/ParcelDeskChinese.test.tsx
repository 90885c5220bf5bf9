import type { StaffParcel, StaffParcelDetails } from '@cargo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { goodFixture } from '../../../test/goodFixtures';
import { parcelDetailsFixture, parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const OWNER = { id: 1, email: 'owner@example.ru', name: 'Владелец', roles: ['owner'] };

const shipped: StaffParcelDetails = {
  ...parcelDetailsFixture({
    id: 12,
    name: 'Куртки зимние',
    statusId: 50,
    clientId: 3,
    deliveryCost: 1500,
    weightKg: 4.555,
    paidAt: '2026-11-18T09:30:00.000Z',
    outgoingDeclaration: 'RA123456789CN',
    goods: [goodFixture({ id: 41, description: 'Куртка', incomingDeclaration: 'LP00112233CN' })],
  }),
  clientEmail: 'ivan@example.ru',
  photoReportsMissing: [],
  insured: false,
  insuranceClaimed: false,
};

const queued: StaffParcel = {
  ...parcelRowFixture({
    id: 8,
    statusId: 15,
    name: 'Посылка склада 8',
    deliveryCost: 2245,
    weightKg: 1234.5,
  }),
  clientId: 3,
  clientEmail: 'ivan@example.ru',
  photoReportsMissing: [],
  insured: false,
  insuranceClaimed: false,
};

function desk() {
  let stored: 'ru' | 'zh' = 'ru';
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/me': () => json({ ...OWNER, deskLanguage: stored }),
    'PUT /api/staff/me/language': (call) => {
      stored = (call.body as { language: 'ru' | 'zh' }).language;
      return json({ message: 'Язык рабочего места сохранён' });
    },
    'GET /api/staff/parcels': (call) => json(page(call.search.get('statusId') === '15' ? [queued] : [])),
    'GET /api/staff/parcels/12': () => json(shipped),
    'GET /api/staff/history/parcel/12': () => json([]),
    'GET /api/staff/helpdesk/tickets': () => json({ ...page([]), counts: {} }),
  });
}

/** Decision 066: the parcel desk in 中文 — headings, labels, statuses, and dates, money and weights the Chinese way. */
describe('the parcel desk in Chinese', () => {
  it('shows a parcel’s page in Chinese: its heading, facts, status, goods, and amounts and dates formatted for zh', async () => {
    desk();
    renderApp('/staff/parcels/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Посылка № 12 · Куртки зимние' }),
    ).toBeVisible();
    expect(screen.getByText('1 500,00 ₽')).toBeInTheDocument();

    await userEvent.click(screen.getByText('中文'));

    expect(
      await screen.findByRole('heading', { level: 1, name: '包裹 12 号 · Куртки зимние' }),
    ).toBeVisible();
    expect(screen.getByText('运费')).toBeInTheDocument();
    expect(screen.getByText('RUB 1,500.00')).toBeInTheDocument();
    expect(screen.getByText('4.555 千克')).toBeInTheDocument();
    expect(screen.getByText(/^2026\/11\/18/)).toBeInTheDocument();
    expect(screen.queryByText(/18\.11\.2026/)).toBeNull();
    const goods = screen.getByRole('table', { name: '包裹商品' });
    expect(within(goods).getByRole('columnheader', { name: '运单号' })).toBeInTheDocument();
    expect(within(goods).getByRole('link', { name: '商品 41' })).toHaveAttribute('href', '/staff/goods/41');
    expect(screen.getByRole('heading', { name: '包裹轨迹' })).toBeInTheDocument();
  });

  it('shows the queues in Chinese, with the parcel’s weight, price and status formatted for zh', async () => {
    desk();
    renderApp('/staff/parcels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Посылки' })).toBeVisible();
    await userEvent.click(screen.getByText('中文'));

    expect(await screen.findByRole('heading', { level: 1, name: '包裹' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /待打包/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '仓库包裹' });
    const row = within(table).getByTestId('staff-parcel');
    expect(within(row).getByRole('link', { name: '包裹 8' })).toHaveAttribute('href', '/staff/parcels/8');
    expect(within(row).getByText('1,234.5 千克')).toBeInTheDocument();
    expect(within(row).getByText('RUB 2,245.00')).toBeInTheDocument();
    expect(within(row).getByText('待处理')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '打包' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '商品数' })).toBeInTheDocument();
  });
});
