import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../shared/ui/notify';
import { mockFetch } from '../test/fetchMock';
import { renderApp } from '../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

const nextTurn = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('toasts on navigation', () => {
  it('closes the error toasts of the previous screen and keeps the ones that explain the navigation', async () => {
    mockFetch({});
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });

    act(() => notifyError('Ошибка на прошлом экране'));
    expect(await screen.findByText('Ошибка на прошлом экране')).toBeInTheDocument();
    await nextTurn();

    await act(async () => {
      notifyError('Ссылка уже использована');
      notifySuccess('Готово');
      await router.navigate('/register');
    });

    await screen.findByRole('heading', { name: 'Регистрация' });
    await waitFor(() => expect(screen.queryByText('Ошибка на прошлом экране')).not.toBeInTheDocument());
    expect(screen.getByText('Ссылка уже использована')).toBeInTheDocument();
    expect(screen.getByText('Готово')).toBeInTheDocument();
  });

  it('keeps error toasts when only the query of the page changes (a dialog opens)', async () => {
    mockFetch({});
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    act(() => notifyError('Неверный email или пароль'));
    await nextTurn();

    await act(() => router.navigate('/login?request-support=true'));

    expect(screen.getByText('Неверный email или пароль')).toBeInTheDocument();
  });
});
