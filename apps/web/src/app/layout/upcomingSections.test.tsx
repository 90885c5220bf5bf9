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
