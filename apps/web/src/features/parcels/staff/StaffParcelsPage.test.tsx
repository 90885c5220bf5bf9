import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffParcel } from '@cargo/domain';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { parcelRowFixture } from '../../../test/parcelFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const staffParcel = (
  id: number,
  statusId: number,
  photoReportsMissing: StaffParcel['photoReportsMissing'] = [],
): StaffParcel => ({
  ...parcelRowFixture({ id, statusId, name: `Посылка склада ${id}` }),
  clientId: 3,
  clientEmail: 'ivan@example.ru',
  photoReportsMissing,
  insured: false,
  insuranceClaimed: false,
});

function handlers(
  byStatus: (statuses: string) => StaffParcel[],
  extra: Record<string, (call: RecordedCall) => Response> = {},
) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/parcels': (call: RecordedCall) => json(page(byStatus(call.search.get('statusId') ?? ''))),
    ...extra,
  };
}

describe('staff parcel desk', () => {
  it('assembles a parcel from the queue', async () => {
    const { callsTo } = mockFetch(
      handlers((statuses) => (statuses === '15' ? [staffParcel(8, 15)] : []), {
        'PUT /api/staff/parcels/8/assemble': () => json({}),
      }),
    );
    renderApp('/staff/parcels');
    const row = await screen.findByTestId('staff-parcel');
    expect(within(row).getByText('ivan@example.ru')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Собрать' }));
    expect(await screen.findByText('Посылка 8 собирается')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/8/assemble')).toHaveLength(1);
  });

  it('holds back the weighing while a paid photo report is missing, says why and offers the upload', async () => {
    let missing: StaffParcel['photoReportsMissing'] = [{ id: 41, description: 'Кроссовки Nike' }];
    const { callsTo } = mockFetch(
      handlers((statuses) => (statuses === '20,30' ? [staffParcel(9, 20, missing)] : []), {
        'POST /api/staff/goods/41/photo-report': () => {
          missing = [];
          return json({});
        },
      }),
    );
    renderApp('/staff/parcels');
    await userEvent.click(await screen.findByRole('radio', { name: 'Сборка и взвешивание' }));
    const row = await screen.findByTestId('staff-parcel');
    expect(
      within(row).getByText('Загрузите оплаченный фотоотчёт (товары № 41): без него посылку нельзя взвесить'),
    ).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Взвесить' })).toBeNull();

    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'report.png', { type: 'image/png' });
    await userEvent.upload(within(row).getByLabelText('Файл фотоотчёта: Кроссовки Nike'), file);
    expect(await screen.findByText('Фотоотчёт добавлен')).toBeInTheDocument();
    expect(callsTo('POST /api/staff/goods/41/photo-report')).toHaveLength(1);
    // The queue is read again: nothing is missing, so «Взвесить» is back.
    expect(
      await within(await screen.findByTestId('staff-parcel')).findByRole('button', { name: 'Взвесить' }),
    );
  });

  it('cancels a paid parcel with its refund: the amount is confirmed and a reason is required', async () => {
    const paid = { ...staffParcel(7, 40), deliveryCost: 2245 };
    const { callsTo } = mockFetch(
      handlers((statuses) => (statuses === '33,40' ? [staffParcel(6, 33), paid] : []), {
        'PUT /api/staff/parcels/7/cancel-with-refund': () => json({}),
      }),
    );
    renderApp('/staff/parcels');
    await userEvent.click(await screen.findByRole('radio', { name: 'Оплата и отправка' }));
    const [unpaid, row] = await screen.findAllByTestId('staff-parcel');
    // Only a paid parcel may be cancelled with a refund.
    expect(within(unpaid!).queryByRole('button', { name: 'Отменить с возвратом' })).toBeNull();
    await userEvent.click(within(row!).getByRole('button', { name: 'Отменить с возвратом' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить посылку 7 с возвратом' });
    expect(within(dialog).getByText('2 245,00 ₽')).toBeInTheDocument();
    expect(within(dialog).getByText(/товары вернутся на полку склада/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/7/cancel-with-refund')).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Причина/ }), 'Запрещённый товар');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить и вернуть деньги' }));
    expect(
      await screen.findByText('Посылка 7 отменена, 2 245,00 ₽ возвращены на баланс клиента'),
    ).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/7/cancel-with-refund')[0]?.body).toEqual({
      reason: 'Запрещённый товар',
    });
  });

  it('moves a flight one step on, offering only the steps every chosen parcel may take, with a reason where needed', async () => {
    const { callsTo } = mockFetch(
      handlers((statuses) => (statuses.startsWith('50') ? [staffParcel(1, 350), staffParcel(2, 350)] : []), {
        'PUT /api/staff/parcels/move': () => json({ message: '', moved: [1, 2], refused: [] }),
      }),
    );
    renderApp('/staff/parcels');
    await userEvent.click(await screen.findByRole('radio', { name: 'В пути' }));
    await screen.findAllByTestId('staff-parcel');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать посылку 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать посылку 2' }));

    await userEvent.click(screen.getByRole('combobox', { name: /Шаг для выбранных \(2\)/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Остановлена на таможне', 'Прибыла в Москву']);
    await userEvent.click(screen.getByRole('option', { name: 'Остановлена на таможне' }));
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Укажите причину')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/move')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Причина/ }), 'Нет инвойса');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Перемещено посылок: 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('PUT /api/staff/parcels/move')[0]?.body).toEqual({
        parcelIds: [1, 2],
        action: 'stopInCustoms',
        reason: 'Нет инвойса',
      }),
    );
  });
});
