import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { page, recipientFixture } from '../../test/recipientFixtures';
import { renderApp } from '../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const cancelled = (id: number, surname: string) =>
  recipientFixture({
    id,
    surname,
    recipientClientDataStatus: { id: 3, title: 'Отклонён' },
    cancelReason: 'Ошибка',
  });

it('badges «Получатели и адреса» with the cancelled recipients and updates it after a change', async () => {
  let recipients = [cancelled(1, 'Петров'), cancelled(2, 'Сидоров'), recipientFixture({ id: 3 })];
  const { callsTo } = mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page(recipients)),
    'GET /api/recipient-client-data/archive': () => json(page([])),
    'DELETE /api/recipient-client-data/cl/1': () => {
      recipients = recipients.filter((recipient) => recipient.id !== 1);
      return json(cancelled(1, 'Петров'));
    },
  });
  renderApp('/recipientsAndAddress/recipients');

  const nav = (await screen.findAllByRole('navigation', { name: 'Разделы кабинета' }))[0]!;
  const item = within(nav).getByRole('link', { name: /Получатели и адреса/ });
  await waitFor(() => expect(item).toHaveAccessibleName(/2 требуют внимания/));
  expect(item).toHaveTextContent('2');
  expect(callsTo('GET /api/client/my-recipient-data')[0]?.search.get('offset')).toBe('10000');
  // No other section has a badge.
  const badged = within(nav)
    .getAllByRole('link')
    .filter((link) => /требуют внимания/.test(link.getAttribute('aria-label') ?? link.textContent ?? ''));
  expect(badged).toEqual([item]);

  await userEvent.click(await screen.findByRole('button', { name: 'В архив: Петров Иван Иванович' }));

  await waitFor(() => expect(item).toHaveAccessibleName(/1 требуют внимания/));
});
