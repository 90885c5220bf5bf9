import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { renderApp } from '../../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

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
      'PUT /api/client/reset-password': () => json({ message: 'Пароль успешно обновлен' }),
    });
    const { router } = renderApp('/reset-password?token=reset-abc');

    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText('Повторите пароль'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password/confirm'));
    expect(await screen.findByRole('link', { name: 'Войти в личный кабинет' })).toHaveAttribute(
      'href',
      '/login',
    );
    const [call] = callsTo('PUT /api/client/reset-password');
    expect(call?.search.get('token')).toBe('reset-abc');
    expect(call?.headers.Authorization).toBeUndefined();
    expect(call?.body).toEqual({ password: 'brand-new-pass' });
    // The reset token is not an access token.
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('explains a refused reset link', async () => {
    mockFetch({
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
  });
});
