import {
  COUNTRY,
  customsRuleFor,
  DANGEROUS_GOOD_KINDS,
  DELIVERY_COUNTRIES,
  DEMO_WAREHOUSE,
  DEMO_WAREHOUSE_WARNING,
  warehouseAnswer,
  warehouseAddressText,
} from '@cargo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
  mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture({ id: 12 })),
    'GET /api/warehouse': () => json(warehouseAnswer(DEMO_WAREHOUSE, 'K0012', true)),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/help', () => {
  it('lists the five help pages, each linking to its own page', async () => {
    renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: 'Справка' })).toBeInTheDocument();
    const expected = {
      'Адрес склада в Китае': '/help/warehouse-address',
      'Что можно и нельзя отправлять': '/help/prohibited-goods',
      'Таможенный лимит': '/help/customs-limit',
      'Полезные фразы для продавцов': '/help/seller-phrases',
      'Как пользоваться кабинетом': '/help/cabinet-guide',
    };
    for (const [title, href] of Object.entries(expected)) {
      expect(screen.getByRole('link', { name: title })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText(/готовится/)).not.toBeInTheDocument();
  });

  it('«Справка» in the user menu opens the index', async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Здравствуйте, Иван!' });
    await userEvent.click(screen.getByRole('button', { name: /^Меню пользователя/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Справка' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Справка' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
  });

  it('the support dialog links to the help pages and closes on the way', async () => {
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ id: 12 })),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: null }),
      'GET /api/helpDesk/title': () => json([{ id: 7, name: 'Другое' }]),
    });
    const { router } = renderApp('/dashboard?request-support=true');
    const dialog = await screen.findByRole('dialog', { name: 'Связаться с поддержкой' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Справка и частые вопросы' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Справка' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the warehouse page shows the address with the signed-in customer’s code and copies it whole', async () => {
    const user = userEvent.setup();
    renderApp('/help/warehouse-address');
    expect(await screen.findByTestId('client-code')).toHaveTextContent('K0012');
    const table = screen.getByRole('table', { name: 'Адрес склада' });
    expect(within(table).getByText('KARGO K0012')).toBeInTheDocument();
    expect(within(table).getByText(/卡戈仓库 3号门 K0012$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Скопировать адрес целиком' }));
    expect(await navigator.clipboard.readText()).toBe(warehouseAddressText(DEMO_WAREHOUSE, 'K0012'));
    expect(screen.getByRole('button', { name: 'Адрес скопирован' })).toBeInTheDocument();
    // The trial start's example address says it is one.
    expect(screen.getByText(DEMO_WAREHOUSE_WARNING)).toBeInTheDocument();
  });

  it('the configured warehouse is shown without the trial warning', async () => {
    const address = { ...DEMO_WAREHOUSE, title: 'Склад в Иу', recipientPrefix: 'SHIP' };
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture({ id: 12 })),
      'GET /api/warehouse': () => json(warehouseAnswer(address, 'K0012', false)),
    });
    renderApp('/help/warehouse-address');
    expect(await screen.findByText('SHIP K0012')).toBeInTheDocument();
    expect(screen.getByText('Склад в Иу')).toBeInTheDocument();
    expect(screen.queryByText(DEMO_WAREHOUSE_WARNING)).not.toBeInTheDocument();
  });

  it('the prohibited goods page lists every kind of dangerous cargo of the domain', async () => {
    renderApp('/help/prohibited-goods');
    const list = await screen.findByRole('list', { name: 'Опасный груз' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(DANGEROUS_GOOD_KINDS.length);
    DANGEROUS_GOOD_KINDS.forEach((kind, index) => {
      expect(items[index]).toHaveTextContent(kind.title);
      expect(items[index]).toHaveTextContent(kind.examples);
    });
    expect(screen.getByRole('heading', { name: 'Нельзя отправлять' })).toBeInTheDocument();
  });

  it('the customs page shows the limits in force from the domain’s rules for each delivery country', async () => {
    renderApp('/help/customs-limit');
    expect(
      within(await screen.findByRole('list', { name: 'Беспошлинный лимит' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(DELIVERY_COUNTRIES).toHaveLength(2);
    for (const country of DELIVERY_COUNTRIES) {
      const rule = customsRuleFor(country, new Date())!;
      const row = screen.getByTestId(`customs-${country}`);
      expect(row).toHaveTextContent(`до ${Number(rule.valueLimitEur)} €`);
      expect(row).toHaveTextContent(`до ${Number(rule.weightLimitKg)} кг`);
      expect(row).toHaveTextContent(`${Number(rule.dutyPercent)} % от суммы сверх лимита`);
      expect(row).toHaveTextContent(`не меньше ${Number(rule.perKgEur)} € за каждый килограмм`);
    }
    expect(screen.getByTestId(`customs-${COUNTRY.RUSSIA}`)).toHaveTextContent('Россия');
    expect(screen.getByTestId(`customs-${COUNTRY.BELARUS}`)).toHaveTextContent('Беларусь');
  });

  it('the phrases page has Chinese phrases with their translations; the guide links to the cabinet', async () => {
    renderApp('/help/seller-phrases');
    const table = await screen.findByRole('table', { name: 'Фразы для продавцов' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(21);
    expect(within(table).getByText('发货后请告诉我快递单号。')).toBeInTheDocument();
    expect(within(table).getByText('После отправки напишите, пожалуйста, трек-номер.')).toBeInTheDocument();
  });

  it('the cabinet guide walks address → goods → parcel → pay with links', async () => {
    renderApp('/help/cabinet-guide');
    await screen.findByRole('heading', { level: 1, name: 'Как пользоваться кабинетом' });
    for (const step of ['1. Адрес склада', '2. Товары', '3. Посылка', '4. Оплата']) {
      expect(screen.getByText(step)).toBeInTheDocument();
    }
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Посылки' })).toHaveAttribute(
      'href',
      '/parcels?section=inwork',
    );
    // Markdown links inside the cabinet go through the router.
    expect(within(article).getByRole('link', { name: 'Поможем купить' })).toHaveAttribute(
      'href',
      '/orders?section=new',
    );
  });

  it('an unknown page says it is not found and leads back to the index', async () => {
    renderApp('/help/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все разделы справки' })).toHaveAttribute('href', '/help');
  });
});
