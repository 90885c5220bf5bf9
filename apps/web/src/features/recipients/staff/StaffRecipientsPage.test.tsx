import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';
import type { StaffRecipient } from '@cargo/domain';

const client = { id: 12, email: 'ivan@example.ru', name: 'Иван' };
const staffRecipient = (overrides: Partial<StaffRecipient> = {}): StaffRecipient => ({
  ...recipientFixture(overrides),
  client,
  ...overrides,
});

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'staff-access');
  window.localStorage.setItem('refreshToken', 'staff-refresh');
});
afterEach(() => vi.unstubAllGlobals());

describe('staff desk: recipient review', () => {
  it('shows the queue with all the data and confirms a recipient', async () => {
    // The desk's answers carry the passport number and INN masked (decision 064).
    const masked = { idocNumber: '••••56', inn: '••••••••••59' };
    let queue = [
      staffRecipient({ id: 7, ...masked }),
      staffRecipient({ id: 8, surname: 'Петров', ...masked }),
    ];
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff', name: 'Ольга', surname: null })),
      'GET /api/staff/recipients': (call: RecordedCall) =>
        json(page(call.search.get('status') === '1' ? queue : [])),
      'PUT /api/staff/recipients/7/confirm': () => {
        queue = queue.filter((recipient) => recipient.id !== 7);
        return json(staffRecipient({ id: 7, recipientClientDataStatus: { id: 2, title: 'Подтверждён' } }));
      },
    });
    renderApp('/staff');

    const card = await screen.findByRole('article', { name: 'Иванов Иван Иванович' });
    expect(within(card).getByRole('link', { name: 'ivan@example.ru (Иван)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/staff\/customers\/\d+$/),
    );
    expect(within(card).getByText('45 10 ••••56')).toBeInTheDocument();
    expect(within(card).getByText('••••••••••59')).toBeInTheDocument();
    expect(within(card).getByText('01.05.1990')).toBeInTheDocument();
    expect(within(card).getByText('01.06.2015')).toBeInTheDocument();
    expect(within(card).getByText('ГУ МВД России по г. Москве')).toBeInTheDocument();
    expect(within(card).getByText('+7 999 123-45-67')).toBeInTheDocument();
    expect(within(card).getByText('ivan@mail.ru')).toBeInTheDocument();
    expect(callsTo('GET /api/staff/recipients')[0]?.search.get('status')).toBe('1');

    await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Получатель Иванов Иван Иванович подтверждён')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Иванов Иван Иванович' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Петров Иван Иванович' })).toBeInTheDocument();
    // The decision names the version the desk showed, so it cannot land on data changed since.
    expect(callsTo('PUT /api/staff/recipients/7/confirm')[0]?.search.get('updatedAt')).toBe(
      '2026-11-21T10:00:00.000Z',
    );
  });

  it('asks for a reason and cancels a recipient', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/recipients': () => json(page([staffRecipient({ id: 7 })])),
      'PUT /api/staff/recipients/7/cancel': () =>
        json(staffRecipient({ id: 7, recipientClientDataStatus: { id: 3, title: 'Отклонён' } })),
    });
    renderApp('/staff/recipients');
    const card = await screen.findByRole('article', { name: 'Иванов Иван Иванович' });

    await userEvent.click(within(card).getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить получателя' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Укажите причину отклонения')).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByLabelText('Причина отклонения', { exact: false }),
      'Паспорт просрочен',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Получатель Иванов Иван Иванович отклонён')).toBeInTheDocument();
    const cancel = callsTo('PUT /api/staff/recipients/7/cancel')[0];
    expect(cancel?.body).toEqual({ reason: 'Паспорт просрочен' });
    expect(cancel?.search.get('updatedAt')).toBe('2026-11-21T10:00:00.000Z');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists confirmed and cancelled recipients read-only', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/recipients': (call: RecordedCall) =>
        json(
          page(
            call.search.get('status') === '3'
              ? [
                  staffRecipient({
                    id: 9,
                    recipientClientDataStatus: { id: 3, title: 'Отклонён' },
                    cancelReason: 'Нет отчества',
                  }),
                ]
              : [],
          ),
        ),
    });
    renderApp('/staff/recipients');
    await screen.findByText('Очередь пуста: все получатели проверены.');

    await userEvent.click(screen.getByRole('tab', { name: 'Отклонённые' }));

    const card = await screen.findByRole('article', { name: 'Иванов Иван Иванович' });
    expect(within(card).getByText('Нет отчества')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Подтвердить' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Отклонить/ })).not.toBeInTheDocument();
    expect(callsTo('GET /api/staff/recipients').map((call) => call.search.get('status'))).toEqual(['1', '3']);
  });

  it('reveals the masked passport number and INN on «Показать», each time asking the server', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff', name: 'Ольга', surname: null })),
      'GET /api/staff/recipients': (call: RecordedCall) =>
        json(
          page(
            call.search.get('status') === '1'
              ? [staffRecipient({ id: 7, idocNumber: '••••56', inn: '••••••••••59' })]
              : [],
          ),
        ),
      'POST /api/staff/recipients/7/reveal': () =>
        json({
          id: 7,
          inn: '500100732259',
          idocSeries: '4510',
          idocNumber: '123456',
          idocOrg: 'ГУ МВД России по г. Москве',
          idocDate: '2015-06-01',
        }),
    });
    renderApp('/staff/recipients');
    const card = await screen.findByRole('article', { name: 'Иванов Иван Иванович' });
    expect(within(card).getByText('45 10 ••••56')).toBeInTheDocument();
    expect(within(card).queryByText('500100732259')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /Показать: паспорт и ИНН/ }));

    expect(await within(card).findByText('45 10 123456')).toBeInTheDocument();
    expect(within(card).getByText('500100732259')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Показать/ })).not.toBeInTheDocument();
    expect(callsTo('POST /api/staff/recipients/7/reveal')).toHaveLength(1);
  });
});
