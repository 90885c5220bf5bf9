import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Approval, APPROVAL_MESSAGES, type ApprovalsPage, type StaffRates } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

/** The signed-in finance member is id 12 (myInfoFixture). */
const ME = 12;

const approval = (id: number, requestedBy: number, overrides: Partial<Approval> = {}): Approval => ({
  id,
  kind: 'correction',
  statusId: 1,
  status: 'Ждёт подтверждения',
  summary: `Корректировка 25 000,00 ₽ клиенту K00${id}`,
  amountRub: 25_000,
  objectType: 'customer',
  objectId: String(id),
  customerId: id,
  reason: 'Компенсация за утерянную посылку',
  requestedBy: { id: requestedBy, email: requestedBy === ME ? 'ivan@example.ru' : 'anna@example.ru' },
  requestedAt: '2026-11-27T09:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  comment: null,
  ...overrides,
});

const pageOf = (data: Approval[], pending = data.length): ApprovalsPage => ({
  data,
  totalElements: data.length,
  totalPages: 0,
  page: 1,
  counts: { pending, approved: 4, rejected: 1 },
});

describe('the finance desk’s «Подтверждения»', () => {
  it('shows the waiting requests with their count; the member’s own cannot be decided, another’s can', async () => {
    let waiting = [approval(31, 7), approval(32, ME)];
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/approvals': () => json(pageOf(waiting)),
      'POST /api/staff/approvals/31/approve': () => {
        waiting = [approval(32, ME)];
        return json({
          message: APPROVAL_MESSAGES.approved,
          approval: approval(31, 7, { statusId: 2, decidedBy: { id: ME, email: 'ivan@example.ru' } }),
        });
      },
    });
    renderApp('/staff/finance/approvals');

    const tab = await screen.findByRole('tab', { name: /Подтверждения/ });
    await within(tab).findByText('2');
    const table = await screen.findByRole('table', { name: 'Запросы на подтверждение' });
    const [, others, own] = within(table).getAllByRole('row');
    expect(within(others!).getByText('anna@example.ru')).toBeInTheDocument();
    expect(within(others!).getByText('Корректировка 25 000,00 ₽ клиенту K0031')).toBeInTheDocument();
    expect(within(others!).getByText('25 000,00 ₽')).toBeInTheDocument();
    expect(within(own!).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(within(own!).getByRole('button', { name: 'Отклонить' })).toBeDisabled();
    expect(within(own!).getByLabelText(APPROVAL_MESSAGES.ownRequest)).toBeInTheDocument();

    await userEvent.click(within(others!).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердить запрос?' });
    await userEvent.type(within(dialog).getByLabelText('Комментарий'), 'Сверено с актом');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText(APPROVAL_MESSAGES.approved)).toBeInTheDocument();
    expect(callsTo('POST /api/staff/approvals/31/approve')[0]!.body).toEqual({ comment: 'Сверено с актом' });
    await waitFor(() => expect(within(tab).getByText('1')).toBeInTheDocument());
  });

  it('asks for the reason of a rejection before sending it', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/approvals': () => json(pageOf([approval(41, 7)])),
      'POST /api/staff/approvals/41/reject': () =>
        json({ message: APPROVAL_MESSAGES.rejected, approval: approval(41, 7, { statusId: 3 }) }),
    });
    renderApp('/staff/finance/approvals');
    await userEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить запрос?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText(APPROVAL_MESSAGES.rejectReason)).toBeInTheDocument();
    expect(callsTo('POST /api/staff/approvals/41/reject')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Причина отказа/), 'Нет акта о потере');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(APPROVAL_MESSAGES.rejected)).toBeInTheDocument();
    expect(callsTo('POST /api/staff/approvals/41/reject')[0]!.body).toEqual({ comment: 'Нет акта о потере' });
  });

  it('says a rate change waits for another member when the server answers 202, and shows the rate’s history', async () => {
    const rates: StaffRates = {
      source: 'table',
      marginPercent: 2,
      rates: [{ currency: 'CNY', rate: 11.2, updatedAt: '2026-11-20T10:00:00.000Z' }],
    };
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/approvals': () => json(pageOf([])),
      'GET /api/staff/currency-rates': () => json(rates),
      'PUT /api/staff/currency-rates/CNY': () =>
        json({ message: APPROVAL_MESSAGES.requested, approval: approval(5, ME) }, 202),
      'GET /api/staff/currency-rates/CNY/history': () =>
        json({
          data: [
            {
              id: 2,
              value: 11.2,
              previous: 10.9,
              changedAt: '2026-11-20T10:00:00.000Z',
              changedBy: { id: 3, email: 'boris@example.ru' },
              requestedBy: { id: 7, email: 'anna@example.ru' },
            },
          ],
          totalElements: 1,
          totalPages: 0,
          page: 1,
        }),
    });
    renderApp('/staff/finance/rates');
    const field = await screen.findByLabelText('Курс CNY, ₽');
    await userEvent.clear(field);
    await userEvent.type(field, '13');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Запрос отправлен на подтверждение другому сотруднику финансов'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'История курса CNY' }));
    const history = await screen.findByRole('table', { name: 'История курса CNY' });
    expect(within(history).getByText('10,9 ₽ → 11,2 ₽')).toBeInTheDocument();
    expect(within(history).getByText('boris@example.ru')).toBeInTheDocument();
    expect(within(history).getByText('по запросу anna@example.ru')).toBeInTheDocument();
  });
});
