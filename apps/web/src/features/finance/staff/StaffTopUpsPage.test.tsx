import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FINANCE_MESSAGES, type StaffTopUp, TOP_UP_STATUS } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const topUp = (id: number, statusId: number, refund: StaffTopUp['refund'] = null): StaffTopUp => ({
  id,
  method: 'card',
  statusId,
  amount: 1000,
  currency: 'RUB',
  receivedAmount: null,
  failureReason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:02.000Z',
  expiresAt: null,
  userId: 3,
  email: 'ivan@example.ru',
  provider: 'yookassa',
  providerPaymentId: `pay-${id}`,
  refund,
});
const pendingRefund = {
  status: 'pending' as const,
  providerRefundId: null,
  requestedAt: '2026-11-21T09:00:00.000Z',
  checkedAt: null,
  failureReason: null,
};

describe('staff top-ups desk', () => {
  it('shows a refund in processing with «Проверить возврат», and a refused one with its reason', async () => {
    let pending = topUp(12, TOP_UP_STATUS.REFUND_PENDING, pendingRefund);
    const refused = topUp(11, TOP_UP_STATUS.SUCCEEDED, {
      ...pendingRefund,
      status: 'refused',
      failureReason: 'rejected_by_payee',
    });
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/top-ups': () => json(page([pending, refused])),
      'POST /api/staff/top-ups/12/refund/recheck': () => {
        pending = topUp(12, TOP_UP_STATUS.REFUNDED, { ...pendingRefund, status: 'succeeded' });
        return json({ message: FINANCE_MESSAGES.refundDone, topUp: pending });
      },
    });
    renderApp('/staff/finance/top-ups');
    const table = await screen.findByRole('table', { name: 'Пополнения клиентов' });
    await within(table).findAllByText('ivan@example.ru');
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Возврат в обработке')).toBeInTheDocument();
    expect(within(first!).queryByRole('button', { name: 'Вернуть' })).toBeNull();
    expect(within(second!).getByText('Возврат отклонён эквайрингом: rejected_by_payee')).toBeInTheDocument();
    // Refused, the top-up is credited again and may be refunded anew; it needs no check.
    expect(within(second!).getByRole('button', { name: 'Вернуть' })).toBeInTheDocument();
    expect(within(second!).queryByRole('button', { name: 'Проверить возврат' })).toBeNull();

    await userEvent.click(within(first!).getByRole('button', { name: 'Проверить возврат' }));
    expect(await screen.findByText(FINANCE_MESSAGES.refundDone)).toBeInTheDocument();
    expect(callsTo('POST /api/staff/top-ups/12/refund/recheck')).toHaveLength(1);
    // The list is read again and shows the refund done.
    await waitFor(() => expect(within(table).getByText('Возвращён')).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: 'Проверить возврат' })).toBeNull();
  });

  it('says a refund the acquirer did not answer is in processing', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/top-ups': () => json(page([topUp(14, TOP_UP_STATUS.SUCCEEDED)])),
      'POST /api/staff/top-ups/14/refund': () =>
        json({
          message: FINANCE_MESSAGES.refundPending,
          topUp: topUp(14, TOP_UP_STATUS.REFUND_PENDING, pendingRefund),
        }),
    });
    renderApp('/staff/finance/top-ups');
    await userEvent.click(await screen.findByRole('button', { name: 'Вернуть' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть пополнение?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText(FINANCE_MESSAGES.refundPending)).toBeInTheDocument();
    expect(callsTo('POST /api/staff/top-ups/14/refund')).toHaveLength(1);
  });

  it('speaks Chinese once the member switches to 中文: headings, status, method, dates and money follow', async () => {
    const inYuan = { ...topUp(21, TOP_UP_STATUS.SUCCEEDED), amount: 1234.5, currency: 'CNY' as const };
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () =>
        json({ id: 1, email: 'owner@example.ru', name: 'Владелец', roles: ['owner'], deskLanguage: 'ru' }),
      'PUT /api/staff/me/language': () => json({ message: 'Язык рабочего места сохранён' }),
      'GET /api/staff/top-ups': () => json(page([inYuan])),
    });
    renderApp('/staff/finance/top-ups');
    const table = await screen.findByRole('table', { name: 'Пополнения клиентов' });
    expect(await within(table).findByText('1 234,50 ¥')).toBeInTheDocument();

    await userEvent.click(screen.getByText('中文'));

    expect(await screen.findByRole('heading', { name: '充值' })).toBeInTheDocument();
    const zhTable = screen.getByRole('table', { name: '客户充值' });
    expect(within(zhTable).getByRole('columnheader', { name: '日期' })).toBeInTheDocument();
    expect(within(zhTable).getByText(/^2026\/11\/20 \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(zhTable).getByText('¥1,234.50')).toBeInTheDocument();
    expect(within(zhTable).getByText('已入账')).toBeInTheDocument();
    expect(within(zhTable).getByText('银行卡')).toBeInTheDocument();
    expect(within(zhTable).queryByText(/20\.11\.2026/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /审批/ })).toBeInTheDocument();

    await userEvent.click(within(zhTable).getByRole('button', { name: '退款' }));
    const dialog = await screen.findByRole('dialog', { name: '退回此笔充值？' });
    expect(within(dialog).getByText(/^¥1,234\.50 将退回付款人/)).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/me/language').map((call) => call.body)).toEqual([{ language: 'zh' }]);
  });
});
