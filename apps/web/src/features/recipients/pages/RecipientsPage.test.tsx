import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

const active = [
  recipientFixture({ id: 1 }),
  recipientFixture({
    id: 2,
    surname: 'Сидоров',
    name: 'Пётр',
    middleName: 'Ильич',
    recipientClientDataStatus: { id: 3, title: 'Отклонён' },
    cancelReason: 'Нечитаемый номер паспорта',
  }),
  recipientFixture({
    id: 3,
    surname: null,
    name: null,
    middleName: null,
    email: null,
    phone: null,
    recipientClientDataStatus: { id: 4, title: 'Не заполнен' },
    fromUrl: true,
  }),
  recipientFixture({
    id: 4,
    surname: 'Ким',
    name: 'Алина',
    middleName: 'Олеговна',
    countryCode: 112,
    country: { code: 112, name: 'Беларусь' },
    phone: '375291234567',
    recipientClientDataStatus: { id: 2, title: 'Подтверждён' },
  }),
];

const archived = Array.from({ length: 6 }, (_, index) =>
  recipientFixture({ id: 100 + index, surname: `Архивов${'а'.repeat(index)}`, status: 'ARCHIVED' }),
);

function archiveHandler(call: { search: URLSearchParams }) {
  const pageNumber = Number(call.search.get('page'));
  const size = Number(call.search.get('offset'));
  return json(page(archived.slice((pageNumber - 1) * size, pageNumber * size), archived.length, pageNumber));
}

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const handlers = {
  'GET /api/client/my-info': () => json(myInfoFixture()),
  'GET /api/client/my-recipient-data': () => json(page(active)),
  'GET /api/recipient-client-data/archive': archiveHandler,
};

describe('recipients tab', () => {
  it('lists the recipients with their status; cancelled ones in red with the reason', async () => {
    mockFetch(handlers);
    renderApp('/recipientsAndAddress/recipients');

    const list = await screen.findByRole('list', { name: 'Активные получатели' });
    expect(screen.getByRole('tab', { name: 'Получатели', selected: true })).toBeInTheDocument();
    const ivanov = within(list).getByRole('article', { name: 'Иванов Иван Иванович' });
    expect(within(ivanov).getByText('На проверке')).toBeInTheDocument();
    expect(within(ivanov).getByText('+7 999 123-45-67')).toBeInTheDocument();
    expect(within(ivanov).getByText('ivan@mail.ru')).toBeInTheDocument();
    expect(within(ivanov).getByText('Россия')).toBeInTheDocument();

    const cancelled = within(list).getByRole('article', { name: 'Сидоров Пётр Ильич' });
    expect(cancelled).toHaveAttribute('data-status', '3');
    expect(cancelled.className).toMatch(/cancelled/);
    expect(within(cancelled).getByText('Отклонён')).toBeInTheDocument();
    expect(within(cancelled).getByText('Нечитаемый номер паспорта')).toBeInTheDocument();

    const pending = within(list).getByRole('article', { name: 'Получатель по ссылке' });
    expect(within(pending).getByText('ожидает заполнения по ссылке')).toBeInTheDocument();
    expect(within(pending).getByText('Не заполнен')).toBeInTheDocument();
    // The card waits for its link: only the recipient fills it, the customer can only put it away.
    expect(within(pending).queryByRole('link', { name: /Изменить/ })).not.toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: /В архив/ })).toBeInTheDocument();
    expect(within(cancelled).getByRole('link', { name: /Изменить/ })).toBeInTheDocument();

    const kim = within(list).getByRole('article', { name: 'Ким Алина Олеговна' });
    expect(within(kim).getByText('Подтверждён')).toBeInTheDocument();
    expect(within(kim).getByText('+375 29 123-45-67')).toBeInTheDocument();
    expect(within(kim).getByRole('link', { name: 'Изменить: Ким Алина Олеговна' })).toHaveAttribute(
      'href',
      '/recipients/edit/4',
    );
  });

  it('pages the archive four at a time', async () => {
    const { callsTo } = mockFetch(handlers);
    renderApp('/recipients');

    const archive = await screen.findByRole('region', { name: 'Архив получателей' });
    await within(archive).findByRole('list', { name: 'Получатели в архиве' });
    expect(within(archive).getAllByRole('article')).toHaveLength(4);
    expect(callsTo('GET /api/recipient-client-data/archive')[0]?.search.get('offset')).toBe('4');
    expect(callsTo('GET /api/recipient-client-data/archive')[0]?.search.get('page')).toBe('1');

    await userEvent.click(within(archive).getByRole('button', { name: '2' }));

    await waitFor(() => expect(within(archive).getAllByRole('article')).toHaveLength(2));
    const last = callsTo('GET /api/recipient-client-data/archive').at(-1);
    expect(last?.search.get('page')).toBe('2');
    expect(last?.search.get('offset')).toBe('4');
  });

  it('archives and restores with the spec toasts and reloads the lists', async () => {
    let current = active;
    const { callsTo } = mockFetch({
      ...handlers,
      'GET /api/client/my-recipient-data': () => json(page(current)),
      // The archived card leaves the list: its toast must still be shown.
      'DELETE /api/recipient-client-data/cl/1': () => {
        current = active.filter((recipient) => recipient.id !== 1);
        return json(recipientFixture({ status: 'ARCHIVED' }));
      },
      'PUT /api/recipient-client-data/cl/100/activate': () => json(archived[0]),
    });
    renderApp('/recipientsAndAddress/recipients');
    await screen.findByRole('list', { name: 'Активные получатели' });
    const activeCalls = callsTo('GET /api/client/my-recipient-data').length;

    await userEvent.click(screen.getByRole('button', { name: 'В архив: Иванов Иван Иванович' }));
    expect(await screen.findByText('Получатель Иванов Иван Иванович перемещен в Архив')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo('GET /api/client/my-recipient-data').length).toBeGreaterThan(activeCalls),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Иванов Иван Иванович' })).not.toBeInTheDocument(),
    );

    const archive = screen.getByRole('region', { name: 'Архив получателей' });
    await userEvent.click(
      await within(archive).findByRole('button', { name: 'Восстановить: Архивов Иван Иванович' }),
    );
    expect(
      await screen.findByText('Получатель Архивов Иван Иванович успешно возобновлен'),
    ).toBeInTheDocument();
    expect(callsTo('PUT /api/recipient-client-data/cl/100/activate')).toHaveLength(1);
  });

  it('makes a link for the recipient and shows it with its expiry', async () => {
    const { callsTo } = mockFetch({
      ...handlers,
      'GET /api/recipient-client-data/token': () =>
        json({
          receiverToken: 'receiver-1',
          recipientId: 9,
          expiresAt: '2026-11-22T10:30:00.000Z',
          url: 'http://localhost/recipients/secondary?receiverToken=receiver-1&recipientId=9',
        }),
    });
    renderApp('/recipientsAndAddress/recipients');
    await screen.findByRole('list', { name: 'Активные получатели' });

    await userEvent.click(screen.getByRole('button', { name: 'Ссылка для получателя' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ссылка для получателя' });
    expect(within(dialog).getByLabelText('Ссылка')).toHaveValue(
      'http://localhost/recipients/secondary?receiverToken=receiver-1&recipientId=9',
    );
    expect(within(dialog).getByTestId('link-expires-at')).toHaveTextContent(/^22\.11\.2026 \d{2}:30$/);
    expect(callsTo('GET /api/recipient-client-data/token')).toHaveLength(1);
  });

  it('shows an empty state without recipients', async () => {
    mockFetch({
      ...handlers,
      'GET /api/client/my-recipient-data': () => json(page([])),
      'GET /api/recipient-client-data/archive': () => json(page([])),
    });
    renderApp('/recipientsAndAddress/recipients');

    expect(await screen.findByText('Получателей пока нет')).toBeInTheDocument();
    expect(screen.getByText(/В архиве пусто/)).toBeInTheDocument();
  });
});
