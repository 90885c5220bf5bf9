import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
});
afterEach(() => vi.unstubAllGlobals());

/** The page a link opened: what is coming and a way to support, never «Страница не найдена». */
async function expectUpcomingPage(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Страница не найдена' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Раздел готовится' })).toBeInTheDocument();
  const support = screen.getByRole('region', { name: 'Служба поддержки' });
  expect(within(support).getByText('support@cargo-express.ru')).toBeInTheDocument();
  return support;
}

describe('sections whose pages are not built yet', () => {
  it('«Поможем купить» in the sidebar opens the buyout section with a way to ask support', async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });

    const nav = screen.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    await userEvent.click(within(nav).getByRole('link', { name: 'Поможем купить' }));

    const support = await expectUpcomingPage('Поможем купить');
    expect(router.state.location.pathname).toBe('/orders');
    await userEvent.click(within(support).getByRole('link', { name: 'Связаться с поддержкой' }));
    expect(await screen.findByRole('dialog', { name: 'Связаться с поддержкой' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orders');
  });

  it("the dashboard's «Поможем купить» quick action opens the same section", async () => {
    renderApp('/dashboard');
    const quick = await screen.findByRole('region', { name: 'Быстрые действия' });
    await userEvent.click(within(quick).getByRole('link', { name: /Поможем купить/ }));

    await expectUpcomingPage('Поможем купить');
  });

  it("the order form's address /order opens the buyout section too", async () => {
    renderApp('/order');
    await expectUpcomingPage('Поможем купить');
  });

  it('«Помощь» in the user menu opens the help section with support and the documents', async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });

    await userEvent.click(screen.getByRole('button', { name: 'Меню пользователя' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Помощь' }));

    const support = await expectUpcomingPage('Помощь');
    expect(router.state.location.pathname).toBe('/help');
    expect(within(support).getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/documents/terms',
    );
  });
});
