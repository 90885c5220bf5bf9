import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const validLink = { 'GET /api/client/reset-password/check': () => json({ valid: true }) };
const invalidLink = {
  'GET /api/client/reset-password/check': () =>
    json(
      {
        code: 'RESET_TOKEN_INVALID',
        message: 'Ссылка для восстановления пароля недействительна или устарела',
      },
      400,
    ),
};

describe('password recovery', () => {
  it('sends the reset link and shows the confirmation', async () => {
    const { callsTo } = mockFetch({
      'POST /api/client/forgot-password': () => json({ message: 'Письмо отправлено Вам на почту' }),
    });
    renderApp('/forgot');

    await userEvent.type(await screen.findByLabelText('Почта'), 'ivan@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));

    expect(await screen.findAllByText('Письмо отправлено Вам на почту')).not.toHaveLength(0);
    expect(callsTo('POST /api/client/forgot-password')[0]?.body).toEqual({ email: 'ivan@example.ru' });
  });

  it("shows the server's message for an unknown e-mail", async () => {
    mockFetch({
      'POST /api/client/forgot-password': () =>
        json({ code: 'EMAIL_NOT_REGISTERED', message: 'Данный адрес почты не зарегистрирован в базе' }, 404),
    });
    renderApp('/reset');

    await userEvent.type(await screen.findByLabelText('Почта'), 'nobody@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));

    expect(await screen.findByText('Данный адрес почты не зарегистрирован в базе')).toBeInTheDocument();
  });

  it('sets the new password with the token of the link and opens the confirmation page', async () => {
    const { callsTo } = mockFetch({
      ...validLink,
      'PUT /api/client/reset-password': () => json({ message: 'Пароль успешно обновлен' }),
    });
    const { router } = renderApp('/reset-password?token=reset-abc');

    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password/confirm'));
    expect(await screen.findByRole('heading', { name: 'Пароль изменён' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти в личный кабинет' })).toHaveAttribute('href', '/login');
    expect(callsTo('GET /api/client/reset-password/check')[0]?.search.get('token')).toBe('reset-abc');
    const [call] = callsTo('PUT /api/client/reset-password');
    expect(call?.search.get('token')).toBe('reset-abc');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.body).toEqual({ password: 'brand-new-pass' });
    // The reset token is not an access token.
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('explains a link refused at the submit (it ran out after the page opened)', async () => {
    mockFetch({
      ...validLink,
      'PUT /api/client/reset-password': () =>
        json(
          {
            code: 'RESET_TOKEN_INVALID',
            message: 'Ссылка для восстановления пароля недействительна или устарела',
          },
          400,
        ),
    });
    renderApp('/reset-password?token=used');

    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));

    expect(
      await screen.findByText('Ссылка для восстановления пароля недействительна или устарела'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/forgot');
  });

  it('shows a used or expired link as such when the page opens, with no form', async () => {
    const { callsTo } = mockFetch(invalidLink);
    renderApp('/reset-password?token=used-token');
    expect(
      await screen.findByText('Ссылка для восстановления пароля недействительна или устарела'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute('href', '/forgot');
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сохранить пароль' })).not.toBeInTheDocument();
    expect(callsTo('GET /api/client/reset-password/check')[0]?.headers.Authorization).toBeUndefined();
  });

  it('says the check could not be made when the server is unreachable, and lets the customer retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/client/reset-password/check': () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json({ valid: true });
      },
    });
    renderApp('/reset-password?token=reset-abc');
    expect(await screen.findByText('Не удалось загрузить данные')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByLabelText('Новый пароль')).toBeInTheDocument();
  });

  it('does not claim a changed password when the confirmation page is opened directly', async () => {
    mockFetch({});
    const { router } = renderApp('/reset-password/confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByText('Пароль изменён')).not.toBeInTheDocument();
  });
});
