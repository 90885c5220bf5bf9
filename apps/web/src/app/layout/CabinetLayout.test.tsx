import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { myInfoFixture } from '../../test/fixtures';
import { ticketAnswersFixture } from '../../test/helpdeskFixtures';
import { renderApp } from '../../test/renderApp';

const SUPPORT_BUTTON = 'Связаться с поддержкой';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  mockFetch({ 'GET /api/client/my-info': () => json(myInfoFixture()) });
});
afterEach(() => vi.unstubAllGlobals());

describe('cabinet shell', () => {
  it('shows the sidebar, the footer documents and the support button', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });

    const nav = screen.getAllByRole('navigation', { name: 'Разделы кабинета' })[0]!;
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label') ?? link.textContent);
    expect(labels).toEqual([
      'Главная',
      'Поможем купить',
      'Товары',
      'Посылки',
      'Получатели и адреса',
      'Калькулятор',
      'Финансы',
      'Помощь',
      'Справка',
    ]);
    expect(within(nav).getByRole('link', { name: 'Справка' })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: 'Посылки' })).toHaveAttribute(
      'href',
      '/parcels?section=inwork',
    );
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/documents/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Пользовательское соглашение' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SUPPORT_BUTTON })).toBeInTheDocument();
  });

  it('hides the footer with ?hideFooter=true', async () => {
    renderApp('/dashboard?hideFooter=true');
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });

    expect(screen.queryByRole('link', { name: 'Политика конфиденциальности' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Пользовательское соглашение' })).not.toBeInTheDocument();
  });

  it('has no support button on a support chat page', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/answers/5': () => json(ticketAnswersFixture()),
    });
    renderApp('/customer-support/chat/5');
    await screen.findByRole('heading', { name: 'Где моя посылка?' });

    expect(screen.queryByRole('button', { name: SUPPORT_BUTTON })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Политика конфиденциальности' })).toBeInTheDocument();
  });

  it('opens the support dialog from the floating button and closes it by removing the flag', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: null }),
      'GET /api/helpDesk/title': () => json([{ id: 2, name: 'Посылки и доставка' }]),
    });
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });

    await userEvent.click(screen.getByRole('button', { name: SUPPORT_BUTTON }));

    const dialog = await screen.findByRole('dialog', { name: 'Связаться с поддержкой' });
    expect(router.state.location.search).toBe('?request-support=true');
    expect(await within(dialog).findByText('support@cargo-express.ru')).toBeInTheDocument();
    expect(await within(dialog).findByRole('combobox', { name: /Тема обращения/ })).toBeInTheDocument();
    expect(within(dialog).queryByText(/скоро/i)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows all four balances and the working payment methods in the top-up dialog', async () => {
    renderApp('/dashboard?topUpBalance=true');

    const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' });
    await vi.waitFor(() => expect(within(dialog).getByTestId('balance-RUB')).toHaveTextContent('1 234,50 ₽'));
    expect(within(dialog).getByTestId('balance-CNY')).toHaveTextContent('88,00 ¥');
    expect(within(dialog).getByTestId('balance-USD')).toHaveTextContent('0,00 $');
    expect(within(dialog).getByTestId('balance-EUR')).toHaveTextContent('0,00 €');
    expect(await within(dialog).findByText('Банковская карта РФ')).toBeInTheDocument();
    expect(within(dialog).getByText('Криптовалюта')).toBeInTheDocument();
    expect(within(dialog).getByText('Перевод в долларах США')).toBeInTheDocument();
    expect(within(dialog).queryByText(/скоро/i)).not.toBeInTheDocument();
  });
});
