import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlightDetails, FlightParcel } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const parcel = (id: number, extra: Partial<FlightParcel> = {}): FlightParcel => ({
  id,
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
  ...extra,
});
const flight = (parcels: FlightParcel[], extra: Partial<FlightDetails> = {}): FlightDetails => ({
  id: 5,
  number: 'CZ-3401',
  carrier: 'China Southern',
  plannedDate: '2026-12-01',
  status: 'open',
  shippedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  totals: {
    parcels: parcels.length,
    goodsLines: parcels.length * 2,
    grossWeightKg: parcels.length * 2.5,
    declaredValueEur: parcels.length * 42.52,
    rateDate: '2026-12-01',
  },
  parcels,
  moves: [],
  ...extra,
});

describe('the flight desk (issue 32, decision 062)', { timeout: 60_000 }, () => {
  it('scans a parcel in with its track, shows the totals and each parcel’s problems, and lists the 409’s problems', async () => {
    let current = flight([parcel(7)]);
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/flights/5': () => json(current),
      'GET /api/staff/flights/5/check': () =>
        json({
          ok: false,
          problems: [{ parcelId: 7, messages: ['Нет исходящего трека'] }],
        }),
      'POST /api/staff/flights/5/parcels': () => {
        current = flight([parcel(7), parcel(9, { outgoingDeclaration: 'CN900000009RU' })]);
        return json(current);
      },
      'PUT /api/staff/flights/5/ship': () =>
        json(
          {
            code: 'FLIGHT_HAS_PROBLEMS',
            message: 'Рейс нельзя отправить: есть проблемы у посылок',
            errors: { '7': 'Нет исходящего трека' },
          },
          409,
        ),
    });
    renderApp('/staff/flights/5');
    expect(
      await screen.findByRole('heading', { name: 'Рейс CZ-3401' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Итоги рейса' });
    expect(within(totals).getByText('Посылок: 1')).toBeInTheDocument();
    expect(within(totals).getByText('Стоимость: 42,52 € (курс на 2026-12-01)')).toBeInTheDocument();
    expect(await screen.findByText('Нет исходящего трека')).toBeInTheDocument();

    // A scan of the label's barcode (digits and Enter), with the track typed first.
    await userEvent.type(screen.getByRole('textbox', { name: 'Исходящий трек' }), 'CN900000009RU');
    await userEvent.type(screen.getByRole('textbox', { name: 'Номер посылки или трек' }), '9{Enter}');
    expect(callsTo('POST /api/staff/flights/5/parcels')[0]?.body).toEqual({
      parcel: '9',
      outgoingDeclaration: 'CN900000009RU',
    });
    expect(await screen.findByText('Посылок: 2')).toBeInTheDocument();
    expect(screen.getAllByTestId('flight-parcel')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Номер посылки или трек' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Отправить рейс' }));
    expect(await screen.findByText('Посылка 7: Нет исходящего трека')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/flights/5/ship')).toHaveLength(1);
  });

  it('offers the shipped flight’s next step for all its parcels and the registry export', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/flights/5': () =>
        json(
          flight([parcel(7, { statusId: 50, outgoingDeclaration: 'CN1RU' })], {
            status: 'shipped',
            moves: ['flyOut'],
          }),
        ),
      'GET /api/staff/flights/5/check': () => json({ ok: true, problems: [] }),
      'PUT /api/staff/flights/5/move': () =>
        json({ message: 'Перемещено посылок: 1', moved: [7], refused: [] }),
    });
    renderApp('/staff/flights/5');
    expect(await screen.findByText('Отправлен', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить рейс' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Номер посылки или трек' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Реестр XLSX' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Вылетела из Китая' }));
    expect(callsTo('PUT /api/staff/flights/5/move')[0]?.body).toEqual({ action: 'flyOut' });
    expect(await screen.findByText('Перемещено посылок: 1')).toBeInTheDocument();
  });
});
