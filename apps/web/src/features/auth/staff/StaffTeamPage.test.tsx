import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_TEAM_MESSAGES } from '@cargo/domain';
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
    expect(callsTo('POST /api/staff/team/invitations')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/E-mail/), 'olga@example.ru');
    await userEvent.type(within(form).getByLabelText(/Имя/), 'Ольга');
    await userEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));

    expect(await screen.findByTestId('invite-link')).toHaveTextContent(LINK);
    expect(screen.getAllByText(STAFF_TEAM_MESSAGES.invited('olga@example.ru')).length).toBeGreaterThan(0);
    expect(callsTo('POST /api/staff/team/invitations')[0]?.body).toEqual({
      email: 'olga@example.ru',
      name: 'Ольга',
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
    await userEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));

    expect(await within(form).findByText(STAFF_TEAM_MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.queryByTestId('invite-link')).not.toBeInTheDocument();
  });
});
