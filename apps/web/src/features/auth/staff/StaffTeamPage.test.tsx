import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ACCESS_MESSAGES, STAFF_TEAM_MESSAGES } from '@cargo/domain';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const LINK = 'http://localhost:8080/reset-password?token=reset_abc';

describe('staff desk: «Сотрудники»', () => {
  it('invites a colleague from the header link and shows the one-time link to pass on', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'POST /api/staff/team/invitations': () =>
        json(
          {
            id: 9,
            email: 'olga@example.ru',
            name: 'Ольга',
            roles: ['warehouse', 'support'],
            inviteLink: LINK,
            expiresAt: '2026-11-27T10:00:00.000Z',
          },
          201,
        ),
    });
    const { router } = renderApp('/staff/recipients');
    await userEvent.click((await screen.findAllByRole('link', { name: 'Сотрудники' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/team'));

    const form = await screen.findByRole('form', { name: 'Пригласить сотрудника' });
    await userEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));
    expect(await within(form).findByText('Введите почту')).toBeInTheDocument();
    expect(within(form).getByText('Введите имя')).toBeInTheDocument();
    expect(within(form).getByText('Выберите хотя бы одну роль')).toBeInTheDocument();
    expect(callsTo('POST /api/staff/team/invitations')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/E-mail/), 'olga@example.ru');
    await userEvent.type(within(form).getByLabelText(/Имя/), 'Ольга');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Склад/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /Поддержка/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));

    expect(await screen.findByTestId('invite-link')).toHaveTextContent(LINK);
    expect(screen.getAllByText(STAFF_TEAM_MESSAGES.invited('olga@example.ru')).length).toBeGreaterThan(0);
    expect(callsTo('POST /api/staff/team/invitations')[0]?.body).toEqual({
      email: 'olga@example.ru',
      name: 'Ольга',
      roles: ['warehouse', 'support'],
    });
  });

  it('puts the refusal of a registered e-mail under the field', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'POST /api/staff/team/invitations': () =>
        json({ code: 'EMAIL_TAKEN', message: STAFF_TEAM_MESSAGES.emailTaken }, 409),
    });
    renderApp('/staff/team');
    const form = await screen.findByRole('form', { name: 'Пригласить сотрудника' });
    await userEvent.type(within(form).getByLabelText(/E-mail/), 'ivan@example.ru');
    await userEvent.type(within(form).getByLabelText(/Имя/), 'Иван');
    await userEvent.click(within(form).getByRole('checkbox', { name: /Финансы/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));

    expect(await within(form).findByText(STAFF_TEAM_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.queryByTestId('invite-link')).not.toBeInTheDocument();
  });

  const member = (over: Record<string, unknown>) => ({
    id: 2,
    email: 'li@example.ru',
    name: 'Ли Вэй',
    roles: ['warehouse'],
    state: 'active',
    lastSignInAt: '2026-11-20T08:30:00.000Z',
    invitationExpiresAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...over,
  });

  it('lists colleagues with roles and state, changes roles and shows the last-owner refusal', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/team': () =>
        json({
          data: [
            member({ id: 1, email: 'boss@example.ru', name: 'Анна', roles: ['owner'] }),
            member({}),
            member({
              id: 3,
              email: 'new@example.ru',
              name: 'Оля',
              roles: ['support'],
              state: 'invited',
              lastSignInAt: null,
              invitationExpiresAt: '2026-11-30T08:00:00.000Z',
            }),
          ],
        }),
      'PUT /api/staff/team/2/roles': () => json({ message: STAFF_TEAM_MESSAGES.rolesSaved }),
      'PUT /api/staff/team/1/deactivate': () =>
        json({ code: 'LAST_OWNER', message: STAFF_ACCESS_MESSAGES.lastOwner }, 409),
    });
    renderApp('/staff/team');
    const table = await screen.findByRole('table', { name: 'Сотрудники' });
    const li = within(table).getByText('Ли Вэй').closest('tr')!;
    expect(within(li).getByText('Склад')).toBeInTheDocument();
    expect(within(li).getByText('Работает')).toBeInTheDocument();
    const olga = within(table).getByText('Оля').closest('tr')!;
    expect(within(olga).getByText('Приглашён')).toBeInTheDocument();
    expect(within(olga).getByText('не входил')).toBeInTheDocument();

    await userEvent.click(within(li).getByRole('button', { name: 'Роли: Ли Вэй' }));
    const dialog = await screen.findByRole('dialog', { name: 'Роли: Ли Вэй' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Закупщик/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(callsTo('PUT /api/staff/team/2/roles')).toHaveLength(1));
    expect(callsTo('PUT /api/staff/team/2/roles')[0]?.body).toEqual({ roles: ['warehouse', 'buyer'] });

    const anna = within(table).getByText('Анна').closest('tr')!;
    await userEvent.click(within(anna).getByRole('button', { name: 'Отключить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отключить сотрудника?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отключить' }));
    expect((await screen.findAllByText(STAFF_ACCESS_MESSAGES.lastOwner)).length).toBeGreaterThan(0);
  });
});

describe('staff desk: roles decide what a member sees', () => {
  it('shows a warehouse worker only the warehouse sections, no team link, and refuses a finance address', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ role: 'staff' })),
      'GET /api/staff/me': () => json({ id: 5, email: 'wh@example.ru', name: 'Ван', roles: ['warehouse'] }),
    });
    const { router } = renderApp('/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/warehouse'));
    const nav = await screen.findByRole('navigation', { name: 'Разделы рабочего места' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Приёмка/ })).toBeInTheDocument());
    expect(within(nav).queryByRole('link', { name: /Счета клиентов/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Курсы/ })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Обращения/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Сотрудники' })).not.toBeInTheDocument();

    await router.navigate('/staff/finance/rates');
    expect(await screen.findByText('Раздел недоступен')).toBeInTheDocument();
  });
});
