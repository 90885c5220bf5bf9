import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetchMock';
import { renderApp } from '../../test/renderApp';

afterEach(() => vi.unstubAllGlobals());

describe('public pages', () => {
  it('show a visitor the support contacts from the floating button', async () => {
    mockFetch({});
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });

    await userEvent.click(await screen.findByRole('button', { name: 'Связаться с поддержкой' }));

    expect(await screen.findByText('support@cargo-express.ru')).toBeInTheDocument();
    expect(screen.getByText('Пн–Пт, 09:00–18:00 МСК')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('show the documents in the footer unless hideFooter=true', async () => {
    mockFetch({});
    renderApp('/documents/terms');
    expect(await screen.findByRole('heading', { name: 'Пользовательское соглашение' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Документы' })).toBeInTheDocument();
  });

  it('hide the footer with hideFooter=true', async () => {
    mockFetch({});
    renderApp('/login?hideFooter=true');
    await screen.findByRole('heading', { name: 'Вход в личный кабинет' });
    expect(screen.queryByRole('navigation', { name: 'Документы' })).not.toBeInTheDocument();
  });
});
