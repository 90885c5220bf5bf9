import { screen, within } from '@testing-library/react';
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

const paid: StaffParcel = {
  ...parcelRowFixture({ id: 7, statusId: 40, name: 'Посылка склада 7' }),
  clientId: 3,
  clientEmail: 'ivan@example.ru',
  photoReportsMissing: [],
  insured: false,
  insuranceClaimed: false,
};

describe('the desk ship dialog (issue 17, item 13)', { timeout: 60_000 }, () => {
  it('refuses an emoji track with the server text and ships a good one', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/parcels': (call: RecordedCall) =>
        json(page(call.search.get('statusId') === '33,40' ? [paid] : [])),
      'PUT /api/staff/parcels/7/ship': () => json({}),
    });
    renderApp('/staff/parcels');
    await userEvent.click(
      await screen.findByRole('radio', { name: 'Оплата и отправка' }, { timeout: 15_000 }),
    );
    const row = await screen.findByTestId('staff-parcel');
    await userEvent.click(within(row).getByRole('button', { name: 'Отправить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отправка посылки 7' });
    const track = within(dialog).getByRole('textbox', { name: /Трек отправления/ });

    await userEvent.type(track, 'CE🚀🚀🚀');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(
      await within(dialog).findByText('Трек-номер может содержать только латинские буквы, цифры и дефис'),
    ).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/7/ship')).toHaveLength(0);

    await userEvent.clear(track);
    await userEvent.type(track, 'CE123456789RU');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Посылка 7 отправлена')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/parcels/7/ship')[0]?.body).toEqual({
      outgoingDeclaration: 'CE123456789RU',
    });
  });
});
