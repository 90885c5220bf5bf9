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
  /** The scan log's lines, newest first, as their headlines. */
  const logLines = () =>
    within(screen.getByRole('log', { name: 'Журнал сканирования' }))
      .getAllByRole('listitem')
      .filter((item) => item.dataset.scanOutcome)
      .map((item) => `${item.dataset.scanOutcome}: ${item.querySelector('p')?.textContent ?? ''}`);

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

    const shelf = (await screen.findByText('YT1234567890123 — принят, на полку: 2 товара')).closest('li')!;
    expect(within(shelf).getByText('Клиент: ivan@example.ru (Иван)')).toBeInTheDocument();
    expect(within(shelf).getByText('№ 5: Кеды — 2 шт.')).toBeInTheDocument();
    expect(
      within(shelf).getByRole('button', { name: 'Печать этикетки YT1234567890123' }),
    ).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();

    await userEvent.keyboard('ZZ000111{Enter}');
    expect(await screen.findByText('ZZ000111 — неопознанный груз')).toBeInTheDocument();
    expect(screen.getByText('Последний скан: неопознанный груз')).toBeInTheDocument();
    expect(field).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Неопознанные посылки' });
    expect(within(table).getByText('ZZ000111')).toBeInTheDocument();
    expect(callsTo('POST /api/staff/warehouse/receive').map((call) => call.body)).toEqual([
      { trackNumber: 'YT1234567890123' },
      { trackNumber: 'ZZ000111' },
    ]);
  });

  it('answers scans made faster than the server in their order, a line each, a repeat said so', async () => {
    const received = new Set<string>();
    const goods = [deskGood({ id: 5, description: 'Кеды', goodStatus: { id: 20, title: 'На складе' } })];
    let inFlight = 0;
    let mostInFlight = 0;
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/warehouse/waifs': () => json(page([])),
      'POST /api/staff/warehouse/receive': async (call: RecordedCall) => {
        const { trackNumber } = call.body as { trackNumber: string };
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        // The first answer is the slowest: a desk that sent in parallel would finish it last.
        await new Promise((resolve) => setTimeout(resolve, trackNumber === 'YT1000000000001' ? 60 : 5));
        inFlight -= 1;
        const again = received.has(trackNumber);
        received.add(trackNumber);
        if (trackNumber.startsWith('ZZ'))
          return json({ trackNumber, waif: true, alreadyReceived: again, goods: [] });
        return json({ trackNumber, waif: false, alreadyReceived: again, goods });
      },
    });
    renderApp('/staff/warehouse');
    const field = await screen.findByLabelText('Трек-номер');
    await userEvent.click(field);
    await userEvent.keyboard('YT1000000000001{Enter}ZZ2{Enter}YT1000000000001{Enter}ZZ2{Enter}');
    await waitFor(() => expect(screen.queryByText(/отправляется/)).not.toBeInTheDocument());
    expect(logLines()).toEqual([
      'repeat: ZZ2 — уже принят: неопознанный груз',
      'repeat: YT1000000000001 — уже принят, на полке: 1 товар',
      'waif: ZZ2 — неопознанный груз',
      'ok: YT1000000000001 — принят, на полку: 1 товар',
    ]);
    expect(mostInFlight).toBe(1);
    expect(callsTo('POST /api/staff/warehouse/receive')).toHaveLength(4);
  });

  it('checks the track number before sending it', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-info': staffInfo,
      'GET /api/staff/warehouse/waifs': () => json(page([])),
    });
    renderApp('/staff/warehouse');
    const field = await screen.findByLabelText('Трек-номер');
    await userEvent.type(field, '{Enter}');
    expect(await screen.findAllByText(/Введите Трек-номер \(поле обязательно\)/)).not.toHaveLength(0);
    await userEvent.type(field, 'ORDER1234567890123{Enter}');
    const tooLong =
      'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.';
    expect(await screen.findAllByText(new RegExp(tooLong))).not.toHaveLength(0);
    expect(logLines()[0]).toBe(`error: ORDER1234567890123 — ошибка: ${tooLong}`);
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
