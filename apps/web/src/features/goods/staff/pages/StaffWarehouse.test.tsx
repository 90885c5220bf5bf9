import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../../test/fetchMock';
import { myInfoFixture } from '../../../../test/fixtures';
import { deskGoodFixture as deskGood, goodFixture } from '../../../../test/goodFixtures';
import { page } from '../../../../test/recipientFixtures';
import { renderApp } from '../../../../test/renderApp';

const staffInfo = () => json(myInfoFixture({ role: 'staff', name: 'Ольга', surname: null }));

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'staff-access');
  window.localStorage.setItem('refreshToken', 'staff-refresh');
});
afterEach(() => vi.unstubAllGlobals());

describe('staff desk: receiving', () => {
  it('receives scanned tracks on Enter, keeps the focus and says whose goods went on the shelf', async () => {
    let waifs: Array<{ id: number; trackNumber: string; receivedAt: string }> = [];
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/warehouse/waifs': () => json(page(waifs)),
      'POST /api/staff/warehouse/receive': (call: RecordedCall) => {
        const { trackNumber } = call.body as { trackNumber: string };
        if (trackNumber === 'YT1234567890123') {
          return json({
            trackNumber,
            waif: false,
            alreadyReceived: false,
            goods: [
              deskGood({ id: 5, description: 'Кеды', goodStatus: { id: 20, title: 'На складе' } }),
              deskGood({
                id: 6,
                description: 'Куртка',
                qty: 1,
                goodStatus: { id: 20, title: 'На складе' },
              }),
            ],
          });
        }
        waifs = [{ id: 1, trackNumber, receivedAt: '2026-11-21T10:00:00.000Z' }];
        return json({ trackNumber, waif: true, alreadyReceived: false, goods: [] });
      },
    });
    renderApp('/staff/warehouse');

    const field = await screen.findByLabelText('Трек-номер');
    expect(await screen.findByText('Неопознанных посылок нет.')).toBeInTheDocument();
    await userEvent.click(field);
    await userEvent.keyboard('YT1234567890123{Enter}');

    const shelf = await screen.findByRole('alert', { name: 'YT1234567890123 — на полку: 2 товара' });
    expect(await within(shelf).findByText('Клиент: ivan@example.ru (Иван)')).toBeInTheDocument();
    expect(within(shelf).getByText('Кеды — 2 шт.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await userEvent.keyboard('ZZ000111{Enter}');
    expect(await screen.findByRole('alert', { name: 'ZZ000111 — неопознанный груз' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Неопознанные посылки' });
    expect(within(table).getByText('ZZ000111')).toBeInTheDocument();
    expect(callsTo('POST /api/staff/warehouse/receive').map((call) => call.body)).toEqual([
      { trackNumber: 'YT1234567890123' },
      { trackNumber: 'ZZ000111' },
    ]);
  });

  it('shows a track scanned again once, as already on the shelf, without a second «на полку» line', async () => {
    let scans = 0;
    const goods = [
      deskGood({ id: 5, description: 'Кеды', goodStatus: { id: 20, title: 'На складе' } }),
      deskGood({ id: 6, description: 'Куртка', goodStatus: { id: 20, title: 'На складе' } }),
    ];
    mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/warehouse/waifs': () => json(page([])),
      'POST /api/staff/warehouse/receive': (call: RecordedCall) => {
        const { trackNumber } = call.body as { trackNumber: string };
        if (trackNumber === 'AA111') {
          // Received on an earlier shift: the first scan of this session already finds it on the shelf.
          return json({ trackNumber, waif: false, alreadyReceived: true, goods: [goods[1]] });
        }
        scans += 1;
        return json({ trackNumber, waif: false, alreadyReceived: scans > 1, goods });
      },
    });
    renderApp('/staff/warehouse');
    const field = await screen.findByLabelText('Трек-номер');
    await userEvent.click(field);
    await userEvent.keyboard('YT1234567890123{Enter}');
    await screen.findByRole('alert', { name: 'YT1234567890123 — на полку: 2 товара' });

    await userEvent.keyboard('YT1234567890123{Enter}');
    const again = await screen.findByRole('alert', { name: 'YT1234567890123 — уже на полке: 2 товара' });
    expect(within(again).getByText(/Посылку уже принимали/)).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Принятые посылки' });
    expect(within(log).getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('alert', { name: /на полку:/ })).not.toBeInTheDocument();

    await userEvent.keyboard('AA111{Enter}');
    const earlier = await screen.findByRole('alert', { name: 'AA111 — уже на полке: 1 товар' });
    expect(within(log).getAllByRole('alert')).toEqual([earlier, again]);
  });

  it('checks the track number before sending it', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/warehouse/waifs': () => json(page([])),
    });
    renderApp('/staff/warehouse');
    const field = await screen.findByLabelText('Трек-номер');
    await userEvent.type(field, '{Enter}');
    expect(await screen.findByText('Введите Трек-номер (поле обязательно)')).toBeInTheDocument();
    await userEvent.type(field, 'ORDER1234567890123{Enter}');
    expect(
      await screen.findByText(
        'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
      ),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/staff/warehouse/receive')).toHaveLength(0);
  });
});

describe('staff desk: goods', () => {
  it('searches by track and records a problem with its reason', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/goods': () =>
        json(page([deskGood({ id: 5, goodStatus: { id: 20, title: 'На складе' } })])),
      'PUT /api/staff/goods/5/status': () =>
        json(goodFixture({ id: 5, goodStatus: { id: 11, title: 'Не соответствует требованиям' } })),
    });
    renderApp('/staff/goods');
    const card = await screen.findByRole('article', { name: 'Nike Air Force 1' });
    expect(within(card).getByRole('link', { name: 'ivan@example.ru (Иван)' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Nike Air Force 1' })).toHaveAttribute(
      'href',
      '/staff/goods/5',
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск' }), 'YT12');
    await waitFor(() => expect(callsTo('GET /api/staff/goods').at(-1)?.search.get('q')).toBe('YT12'));

    // From the shelf the desk may record either problem; both need a reason.
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Фотоотчёт', 'Не соответствует требованиям', 'Товара нет в посылке']);
    await userEvent.click(within(card).getByRole('button', { name: 'Не соответствует требованиям' }));
    const dialog = await screen.findByRole('dialog', { name: 'Не соответствует требованиям' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Причина', { exact: false }), 'Порван рукав');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Статус товара: Не соответствует требованиям')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/goods/5/status')[0]?.body).toEqual({
      statusId: 11,
      reason: 'Порван рукав',
    });
  });

  it('offers the next steps of a return to the sender', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/goods': () =>
        json(
          page([
            deskGood({ id: 1, description: 'Ожидающий', goodStatus: { id: 111, title: 'Ожидает возврата' } }),
            deskGood({ id: 2, description: 'Отменённый', goodStatus: { id: 113, title: 'Возврат отменён' } }),
          ]),
        ),
      'PUT /api/staff/goods/1/status': () =>
        json(goodFixture({ id: 1, goodStatus: { id: 115, title: 'Передан курьеру' } })),
    });
    renderApp('/staff/goods');
    const waiting = await screen.findByRole('article', { name: 'Ожидающий' });
    const steps = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== 'Фотоотчёт');
    // The domain's staff transitions from 111 and 113, titled with the statuses they lead to.
    expect(steps(waiting)).toEqual([
      'Срок возврата истёк',
      'Изменение данных',
      'Возврат отменён',
      'Передан курьеру',
    ]);
    expect(steps(screen.getByRole('article', { name: 'Отменённый' }))).toEqual(['На полку']);

    await userEvent.click(within(waiting).getByRole('button', { name: 'Передан курьеру' }));
    expect(await screen.findByText('Статус товара: Передан курьеру')).toBeInTheDocument();
    expect(callsTo('PUT /api/staff/goods/1/status')[0]?.body).toEqual({ statusId: 115 });
  });

  it('pages through a long search and starts a new search on its first page', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/goods': (call: RecordedCall) => {
        const pageNumber = Number(call.search.get('page'));
        const good = deskGood({ id: pageNumber, description: `Товар со страницы ${pageNumber}` });
        return json(page([good], 120, pageNumber));
      },
    });
    renderApp('/staff/goods');
    await screen.findByRole('article', { name: 'Товар со страницы 1' });
    expect(screen.getByText('Всего: 120')).toBeInTheDocument();
    expect(callsTo('GET /api/staff/goods')[0]?.search.get('offset')).toBe('50');

    const pages = screen.getByRole('navigation', { name: 'Страницы товаров' });
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(await screen.findByRole('article', { name: 'Товар со страницы 3' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Поиск' }), 'YT');
    await waitFor(() => expect(callsTo('GET /api/staff/goods').at(-1)?.search.get('q')).toBe('YT'));
    expect(callsTo('GET /api/staff/goods').at(-1)?.search.get('page')).toBe('1');
    expect(await screen.findByRole('status')).toHaveTextContent('Найдено: 120');
  });

  it('uploads a photo report', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/goods': () => json(page([deskGood({ id: 5 })])),
      'POST /api/staff/goods/5/photo-report': () =>
        json(goodFixture({ id: 5, photoReports: ['/api/images/r.jpg'] })),
    });
    renderApp('/staff/goods');
    await screen.findByRole('article', { name: 'Nike Air Force 1' });
    const file = new File([new Uint8Array([255, 216, 255])], 'report.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Файл фотоотчёта: Nike Air Force 1'), file);
    expect(await screen.findByText('Фотоотчёт добавлен')).toBeInTheDocument();
    const form = callsTo('POST /api/staff/goods/5/photo-report')[0]?.form;
    expect((form?.get('file') as File).name).toBe('report.jpg');
  });
});
