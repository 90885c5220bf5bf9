import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCargo } from '@cargo/domain';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { zh } from '../../../shared/staff/i18n/zh';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const TITLES: Record<number, string> = {
  10: 'Заявка',
  20: 'Принята на складе',
  40: 'Готова к отправке',
  800: 'Отменена, оплата возвращена',
};
const deskCargo = (id: number, statusId: number): StaffCargo => ({
  id,
  clientId: 3,
  clientEmail: 'ivan@example.ru',
  name: `Станки ${id}`,
  description: null,
  incomingDeclaration: 'SF1',
  placesCount: 4,
  statusId,
  status: { id: statusId, title: TITLES[statusId] ?? '' },
  weightKg: null,
  volumeM3: null,
  price: null,
  priceBreakdown: null,
  outgoingDeclaration: null,
  statusReason: null,
  paidAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});

function handlers(
  byStatus: Record<string, StaffCargo[]>,
  extra: Record<string, (c: RecordedCall) => Response>,
) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/cargo': (call: RecordedCall) => {
      const rows = byStatus[call.search.get('statusId') ?? ''] ?? [];
      return json({ content: rows, totalElements: rows.length, offset: 1000, page: 1, totalPages: 1 });
    },
    ...extra,
  };
}

describe('staff cargo desk', () => {
  it('receives a request, then weighs a received cargo showing the price before saving', async () => {
    const { callsTo } = mockFetch(
      handlers(
        { '10': [deskCargo(8, 10)], '20': [deskCargo(9, 20)] },
        {
          'PUT /api/staff/cargo/8/receive': () => json(deskCargo(8, 20)),
          'PUT /api/staff/cargo/9/weigh': () => json(deskCargo(9, 33)),
        },
      ),
    );
    renderApp('/staff/cargo');
    const row = await screen.findByTestId('staff-cargo');
    expect(within(row).getByText('ivan@example.ru')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('Груз успешно принят')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/cargo/8/receive')).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: 'Принята на складе' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Взвесить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Взвешивание карго 9' });
    expect(within(dialog).getByText(/стоимость рассчитается здесь/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Вес, кг/ }), '120,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Объём, м³/ }), '1,5');
    // priceCargo: 1,5 m³ × 200 = 300 kg × 350 ₽ = 105 000 ₽, before anything is sent.
    expect(await within(dialog).findByText('Оплачиваемый вес (по объёму)')).toBeInTheDocument();
    // The charge by weight and the total.
    expect(within(dialog).getAllByText('105 000,00 ₽', { exact: false })).toHaveLength(2);
    expect(callsTo('PUT /api/staff/cargo/9/weigh')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Взвесить и выставить к оплате' }));
    expect(await screen.findByText('Карго 9 взвешена, стоимость рассчитана')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/cargo/9/weigh')[0]?.body).toEqual({ weightKg: 120.5, volumeM3: 1.5 });
  });

  it('cancels a paid cargo with its refund after confirming the amount and the reason', async () => {
    const paid = { ...deskCargo(5, 40), price: 42000 };
    const { callsTo } = mockFetch(
      handlers(
        { '40': [paid] },
        {
          'PUT /api/staff/cargo/5/cancel-with-refund': () =>
            json({ ...deskCargo(5, 800), statusReason: 'Груз утерян' }),
        },
      ),
    );
    renderApp('/staff/cargo');
    await userEvent.click(await screen.findByRole('radio', { name: 'Готова к отправке' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить с возвратом' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить карго 5 с возвратом' });
    expect(within(dialog).getByText('42 000,00 ₽')).toBeInTheDocument();
    expect(within(dialog).queryByText(/товары/)).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Груз утерян');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(
      await screen.findByText('Карго 5 отменена, 42 000,00 ₽ возвращены на баланс клиента'),
    ).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/cargo/5/cancel-with-refund')[0]?.body).toEqual({ reason: 'Груз утерян' });
    // The desk lists such cargo under their own status.
    expect(screen.getByRole('radio', { name: 'Отменена, оплата возвращена' })).toBeInTheDocument();
  });

  it('ships a paid cargo with its track, refusing an empty one', async () => {
    const { callsTo } = mockFetch(
      handlers({ '40': [deskCargo(5, 40)] }, { 'PUT /api/staff/cargo/5/ship': () => json(deskCargo(5, 50)) }),
    );
    renderApp('/staff/cargo');
    await userEvent.click(await screen.findByRole('radio', { name: 'Готова к отправке' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправка карго 5' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Введите трек-номер отправления')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Трек отправления/ }), 'CN-MSK-7781');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Карго 5 отправлена')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('PUT /api/staff/cargo/5/ship')[0]?.body).toEqual({ outgoingDeclaration: 'CN-MSK-7781' }),
    );
  });

  it('confirms a cancel with refund in Chinese to a member who chose 中文', async () => {
    const paid = { ...deskCargo(5, 40), price: 42000 };
    mockFetch(
      handlers(
        { '40': [paid] },
        {
          'GET /api/staff/me': () =>
            json({
              id: 1,
              email: 'owner@example.ru',
              name: 'Владелец',
              roles: ['owner'],
              deskLanguage: 'zh',
            }),
        },
      ),
    );
    renderApp('/staff/cargo');
    await userEvent.click(await screen.findByRole('radio', { name: zh.statuses.cargo['40'] }));
    await userEvent.click(await screen.findByRole('button', { name: '取消并退款' }));
    const dialog = await screen.findByRole('dialog', { name: '取消大货 5并退款' });
    expect(within(dialog).getByText('RUB 42,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/至卢布账户。此操作无法撤销。/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /原因（客户可见）/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '不取消' })).toBeInTheDocument();
  });

  it('shows a cargo’s history in Chinese to a member who chose 中文', async () => {
    mockFetch(
      handlers(
        {},
        {
          'GET /api/staff/me': () =>
            json({
              id: 1,
              email: 'owner@example.ru',
              name: 'Владелец',
              roles: ['owner'],
              deskLanguage: 'zh',
            }),
          'GET /api/staff/cargo/5': () => json(deskCargo(5, 20)),
          'GET /api/staff/history/cargo/5': () =>
            json([
              {
                id: 90,
                at: '2026-11-27T08:15:00.000Z',
                actor: { id: 5, email: 'sklad@example.ru' },
                actorRoles: ['warehouse'],
                operation: 'PUT /api/staff/cargo/{id}/receive',
                action: 'cargo.receive',
                objectType: 'cargo',
                objectId: '5',
                customerId: 3,
                changes: [],
                reason: 'Проверено',
                requestId: 'req-1',
                ip: '10.0.0.5',
              },
            ]),
        },
      ),
    );
    renderApp('/staff/cargo/5');
    expect(await screen.findByText(zh.audit.actions.cargo!.receive!)).toBeInTheDocument();
    expect(screen.getByText(/2026\/11\/27 \d\d:\d\d · sklad@example.ru/)).toBeInTheDocument();
    expect(screen.getByText('原因：Проверено')).toBeInTheDocument();
  });
});
