import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Good } from '@cargo/domain';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { countersFixture, GOOD_SERVICES, goodFixture, readyGoodFixture } from '../../../test/goodFixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const status = (id: number, title: string) => ({ goodStatus: { id, title } });

function handlers(goods: (call: RecordedCall) => Good[], extra: Record<string, () => Response> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json(countersFixture({ waiting: 12, problem: 2, onstore: 1 })),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/client/my-goods': (call: RecordedCall) => json(page(goods(call))),
    ...extra,
  };
}

const items = () => within(screen.getByRole('list', { name: /./ })).getAllByRole('article');

describe('goods list', () => {
  it('shows the tabs with their counts and the sidebar badge with problem plus waiting', async () => {
    const { callsTo } = mockFetch(handlers(() => [goodFixture()]));
    const { router } = renderApp('/products?section=waiting');

    await screen.findByRole('tab', { name: 'Ожидаются12' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ожидаются12',
      'Проблемные2',
      'На складе1',
      'Отправленные',
      'Неопознанные',
      'Возвращённые',
      'Архив',
    ]);
    expect(screen.getByRole('tab', { name: /Ожидаются/ })).toHaveAttribute('aria-selected', 'true');
    const nav = (await screen.findAllByRole('navigation', { name: 'Разделы кабинета' }))[0]!;
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Товары/ })).toHaveAccessibleName(/14 требуют внимания/),
    );
    expect(callsTo('GET /api/client/my-goods')[0]?.search.get('section')).toBe('waiting');

    await userEvent.click(screen.getByRole('tab', { name: /Проблемные/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=problem'));
    await waitFor(() =>
      expect(callsTo('GET /api/client/my-goods').at(-1)?.search.get('section')).toBe('problem'),
    );
  });

  it('shows a good with its photo, price, services, reason and photo reports, highlighted when it needs attention', async () => {
    mockFetch(
      handlers(() => [
        goodFixture({
          id: 1,
          description: 'Куртка',
          ...status(11, 'Не соответствует требованиям'),
          pictureUrl: '/api/images/a.png',
          statusReason: 'Порван рукав',
          photoReports: ['/api/images/r1.jpg', '/api/images/r2.jpg'],
          serviceType: 'WITH_CHECK',
          additionalServicesIds: [1, 4, 16],
        }),
        goodFixture({ id: 2, description: 'Кеды', ...status(20, 'На складе') }),
      ]),
    );
    renderApp('/products?section=problem');

    const jacket = await screen.findByRole('article', { name: 'Куртка' });
    expect(jacket).toHaveAttribute('data-highlighted', 'true');
    expect(screen.getByRole('article', { name: 'Кеды' })).not.toHaveAttribute('data-highlighted');
    expect(within(jacket).getByRole('img', { name: 'Куртка' })).toHaveAttribute('src', '/api/images/a.png');
    expect(within(jacket).getByText('2 × 89,50 ¥')).toBeInTheDocument();
    expect(within(jacket).getByText('Трек:', { exact: false })).toHaveTextContent('YT1234567890123');
    expect(within(jacket).getByText('Не соответствует требованиям')).toBeInTheDocument();
    expect(within(jacket).getByText('Порван рукав')).toBeInTheDocument();
    expect(
      within(jacket).getByText(
        'Услуги: Детальный осмотр (с проверкой), Консолидация, Утилизация почтовой упаковки',
      ),
    ).toBeInTheDocument();
    expect(within(jacket).getAllByRole('img', { name: /Фотоотчёт/ })).toHaveLength(2);
    // Accept and return for a flagged good; no delete once it is at the warehouse.
    expect(within(jacket).getByRole('button', { name: 'Принять: Куртка' })).toBeInTheDocument();
    expect(within(jacket).getByRole('button', { name: 'Вернуть отправителю: Куртка' })).toBeInTheDocument();
    expect(within(jacket).queryByRole('button', { name: 'Удалить: Куртка' })).not.toBeInTheDocument();
    expect(within(jacket).getByRole('link', { name: 'Дублировать: Куртка' })).toHaveAttribute(
      'href',
      '/product?duplicate=1&section=problem',
    );
  });

  it('sorts by name or creation date', async () => {
    const { callsTo } = mockFetch(handlers(() => [goodFixture()]));
    const { router } = renderApp('/products?section=waiting');
    await screen.findByRole('article', { name: 'Nike Air Force 1' });
    expect(callsTo('GET /api/client/my-goods')[0]?.search.get('sort')).toBe('date');

    await userEvent.click(screen.getByRole('radio', { name: 'По названию' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=waiting&sort=name'));
    await waitFor(() => expect(callsTo('GET /api/client/my-goods').at(-1)?.search.get('sort')).toBe('name'));
  });

  it('shows ten goods until «Показать ещё» and ten again after «Свернуть»', async () => {
    const many = Array.from({ length: 13 }, (_, index) =>
      goodFixture({ id: index + 1, description: `Товар ${index + 1}` }),
    );
    mockFetch(handlers(() => many));
    renderApp('/products?section=waiting');
    await screen.findByRole('article', { name: 'Товар 1' });
    expect(items()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё (3)' }));
    expect(items()).toHaveLength(13);
    await userEvent.click(screen.getByRole('button', { name: 'Свернуть' }));
    expect(items()).toHaveLength(10);
  });

  it('offers to add the first good on an empty tab, and leads to gathering a parcel', async () => {
    mockFetch(handlers(() => []));
    renderApp('/products?section=waiting');
    expect(await screen.findByText('Товаров нет')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Добавить товар' });
    expect(links[0]).toHaveAttribute('href', '/product?create');
    expect(screen.getByRole('link', { name: 'Собрать посылку' })).toHaveAttribute(
      'href',
      '/virtual-parcel/goods',
    );
  });

  it('accepts a flagged good, shows it at once and reloads the list 2 s later', async () => {
    let accepted = false;
    const flagged = goodFixture({
      id: 4,
      description: 'Куртка',
      ...status(11, 'Не соответствует требованиям'),
    });
    const { callsTo } = mockFetch(
      handlers(() => (accepted ? [] : [flagged]), {
        'POST /api/goods/cl/accept/4': () => {
          accepted = true;
          return json({ ...flagged, ...status(20, 'На складе') });
        },
      }),
    );
    renderApp('/products?section=problem');
    const jacket = await screen.findByRole('article', { name: 'Куртка' });
    const loads = callsTo('GET /api/client/my-goods').length;

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(within(jacket).getByRole('button', { name: 'Принять: Куртка' }));
    expect(await screen.findByText('Груз успешно принят')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Куртка' })).getByText('На складе'),
    ).toBeInTheDocument();
    expect(callsTo('GET /api/client/my-goods')).toHaveLength(loads);

    await act(() => vi.advanceTimersByTimeAsync(2100));
    await waitFor(() => expect(callsTo('GET /api/client/my-goods').length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Куртка' })).not.toBeInTheDocument());
  });

  it('deletes a good after a confirmation and says when the server refuses', async () => {
    const { callsTo } = mockFetch(
      handlers(() => [goodFixture({ id: 4, description: 'Кеды' })], {
        'DELETE /api/goods/cl/4': () => json({ code: 'STATUS_CONFLICT', message: 'нельзя' }, 409),
      }),
    );
    renderApp('/products?section=waiting');
    const row = await screen.findByRole('article', { name: 'Кеды' });
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить: Кеды' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить груз?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Не удалось удалить груз')).toBeInTheDocument();
    expect(callsTo('DELETE /api/goods/cl/4')).toHaveLength(1);
  });

  it('returns a good to the sender', async () => {
    const onShelf = goodFixture({ id: 6, description: 'Свитер', ...status(20, 'На складе') });
    const { callsTo } = mockFetch(
      handlers(() => [onShelf], {
        'POST /api/goods/cl/return/6': () => json({ ...onShelf, ...status(110, 'Возврат отправителю') }),
      }),
    );
    renderApp('/products?section=onstore');
    const row = await screen.findByRole('article', { name: 'Свитер' });
    await userEvent.click(within(row).getByRole('button', { name: 'Вернуть отправителю: Свитер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Вернуть груз отправителю?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть отправителю' }));
    expect(await screen.findByText('Груз успешно возвращен отправителю')).toBeInTheDocument();
    expect(callsTo('POST /api/goods/cl/return/6')).toHaveLength(1);
  });
  it('offers «Вернуть отправителю» wherever the transition table lets the customer return a good', async () => {
    mockFetch(
      handlers(() => [
        goodFixture({ id: 1, description: 'Получен', ...status(12, 'Получен складом') }),
        goodFixture({ id: 2, description: 'Отменён возврат', ...status(113, 'Возврат отменён') }),
        goodFixture({ id: 3, description: 'Ожидается', ...status(10, 'Ожидается на складе') }),
        goodFixture({ id: 4, description: 'В пути назад', ...status(111, 'Ожидает возврата') }),
      ]),
    );
    renderApp('/products?section=problem');
    const returnButton = (name: string) =>
      within(screen.getByRole('article', { name })).queryByRole('button', {
        name: `Вернуть отправителю: ${name}`,
      });
    await screen.findByRole('article', { name: 'Получен' });
    expect(returnButton('Получен')).toBeInTheDocument();
    expect(returnButton('Отменён возврат')).toBeInTheDocument();
    expect(returnButton('Ожидается')).not.toBeInTheDocument();
    expect(returnButton('В пути назад')).not.toBeInTheDocument();
    // Not at the warehouse yet: it can still be withdrawn; received goods cannot.
    expect(screen.getByRole('button', { name: 'Удалить: Ожидается' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить: Получен' })).not.toBeInTheDocument();
  });

  it('tells the customer that a one-click good not yet received waits for the warehouse', async () => {
    mockFetch(
      handlers(() => [
        readyGoodFixture({
          id: 8,
          description: 'Кроссовки',
          goodStatus: { id: 9, title: 'Готов к отправке' },
        }),
      ]),
    );
    renderApp('/products?section=waiting');
    const card = await screen.findByRole('article', { name: 'Кроссовки' });
    expect(card).toHaveAttribute('data-status', '9');
    expect(within(card).getByText('Ожидается на складе · посылка в один клик')).toBeInTheDocument();
    expect(within(card).queryByText('Готов к отправке')).not.toBeInTheDocument();
    // Its parcel can still be changed or withdrawn with it.
    expect(within(card).getByRole('link', { name: 'Изменить: Кроссовки' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Удалить: Кроссовки' })).toBeInTheDocument();
  });

  it('wraps long names between words and keeps all seven tabs on screen by wrapping them', async () => {
    const name = 'Кроссовки беговые мужские демисезонные с амортизацией и светоотражающими вставками';
    mockFetch(handlers(() => [goodFixture({ id: 1, description: name })]));
    renderApp('/products?section=waiting');
    const card = await screen.findByRole('article', { name });
    expect(within(card).getByText(name)).toHaveStyle({ wordBreak: 'normal', overflowWrap: 'break-word' });
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(screen.getByRole('tablist')).toHaveStyle({ flexWrap: 'wrap' });
    expect(screen.getByRole('tablist')).not.toHaveStyle({ overflowX: 'auto' });
  });
});
