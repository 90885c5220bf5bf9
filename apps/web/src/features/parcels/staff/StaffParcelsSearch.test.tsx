import type { StaffParcel } from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const row = (id: number, statusId: number): StaffParcel => ({
  ...parcelRowFixture({ id, statusId, name: `Посылка клиента ${id}` }),
  clientId: 3,
  clientEmail: 'ivan@example.ru',
  photoReportsMissing: [],
  insured: false,
  insuranceClaimed: false,
});

/** The desk: two parcels to assemble; the search «K0003» finds one delivered parcel, in no queue but «Все». */
function desk() {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
    'GET /api/staff/parcels/counters': (call: RecordedCall) =>
      json(
        call.search.get('q') === 'K0003'
          ? { counts: { '600': 1 }, total: 1 }
          : { counts: { '15': 2, '50': 3 }, total: 5 },
      ),
    'GET /api/staff/parcels': (call: RecordedCall) => {
      const all = (call.search.get('statusId') ?? '').split(',').length > 10;
      if (call.search.get('q') === 'K0003') return json(page(all ? [row(12, 600)] : []));
      return json(page(call.search.get('statusId') === '15' ? [row(8, 15), row(9, 15)] : []));
    },
  });
}

describe('the parcel desk’s search box and counts', () => {
  it('counts every queue, searches by the customer’s code, says what it found and clears', async () => {
    const { callsTo } = desk();
    renderApp('/staff/parcels');
    expect(await screen.findByRole('radio', { name: /На комплектацию\s*2/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /В пути\s*3/ })).toBeInTheDocument();
    expect(await screen.findAllByTestId('staff-parcel')).toHaveLength(2);

    const box = screen.getByRole('textbox', { name: 'Поиск' });
    await userEvent.type(box, 'K0003');
    // The desk asks once typing pauses, not once per key (a slow machine may pause mid-code: fewer than five keys).
    await waitFor(() => expect(callsTo('GET /api/staff/parcels').at(-1)?.search.get('q')).toBe('K0003'));
    expect(callsTo('GET /api/staff/parcels').filter((call) => call.search.get('q')).length).toBeLessThan(5);
    expect(await screen.findByText('По запросу «K0003» ничего не найдено')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Все\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /На комплектацию\s*0/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /Все\s*1/ }));
    const found = await screen.findByTestId('staff-parcel');
    expect(within(found).getByRole('link', { name: 'Посылка 12' })).toHaveAttribute(
      'href',
      '/staff/parcels/12',
    );
    expect(within(found).getByRole('link', { name: 'ivan@example.ru' })).toHaveAttribute(
      'href',
      '/staff/customers/3',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Найдено: 1');

    await userEvent.click(screen.getByRole('button', { name: 'Очистить поиск' }));
    expect(box).toHaveValue('');
    await waitFor(() => expect(callsTo('GET /api/staff/parcels').at(-1)?.search.get('q')).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('opens searched from a link: the address carries the search', async () => {
    const { callsTo } = desk();
    renderApp('/staff/parcels?q=K0003&queue=all');
    expect(await screen.findByRole('textbox', { name: 'Поиск' })).toHaveValue('K0003');
    expect(await screen.findByRole('link', { name: 'Посылка 12' })).toBeInTheDocument();
    expect(callsTo('GET /api/staff/parcels')[0]?.search.get('q')).toBe('K0003');
  });
});
