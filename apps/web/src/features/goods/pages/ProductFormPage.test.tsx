import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import {
  countersFixture,
  GOOD_SERVICES,
  goodFixture,
  PARCEL_SERVICES,
  readyGoodFixture,
  TARIFFS,
} from '../../../test/goodFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

const confirmed = recipientFixture({ id: 7, recipientClientDataStatus: { id: 2, title: 'Подтверждён' } });

type Handler = (call: RecordedCall) => Response | Promise<Response>;

function handlers(extra: Record<string, Handler> = {}) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': (call: RecordedCall) =>
      json(page(call.search.get('isVerified') === 'true' ? [confirmed] : [])),
    'GET /api/client/my-goods/counters': () => json(countersFixture()),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/goods/incomingDeclaration/check': () => json({ exists: false }),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/client/my-addresses': () => json(page([addressFixture({ id: 3, name: 'СДЭК у дома' })])),
    ...extra,
  };
}

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { exact: false, selector: 'input' });
const good = (n: number) => screen.getByRole('region', { name: `Товар ${n}` });
const trackInput = () => input('Трек-номер китайской посылки');

async function openCreate() {
  const view = renderApp('/product?create');
  await screen.findByRole('heading', { name: 'Создать товар' });
  await within(good(1)).findByRole('checkbox', { name: 'Консолидация' });
  return view;
}

/** Puts text into a field as a paste does: one input event, as when a customer pastes a link from the shop. */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillGood(n: number, values: { description: string; url: string; price: string }) {
  const card = good(n);
  await pasteInto(input('Название товара', card), values.description);
  await pasteInto(input('Ссылка на товар', card), values.url);
  await userEvent.type(input('Цена за единицу', card), values.price);
}

const OCR_RESULT = {
  trackNumber: '78812345678901',
  qty: 1,
  price: 649,
  description: "Nike AIR FORCE 1 '07 CW2288-111",
  commentProduct: 'Цвет: белый/белый; Размер: 42',
  infoUrl: null,
  isDangerous: false,
  currencyId: 'CNY',
  goodHazardCategory: null,
};

const screenshot = () =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'order.png', { type: 'image/png' });

describe('good form', () => {
  it('shows the spec messages for the track, quantity, price, name and link', async () => {
    const { callsTo } = mockFetch(handlers());
    await openCreate();

    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(await screen.findByText('Введите Трек-номер (поле обязательно)')).toBeInTheDocument();
    expect(screen.getByText('Введите стоимость')).toBeInTheDocument();
    expect(screen.getByText('Введите описание')).toBeInTheDocument();
    expect(screen.getByText('Введите URL')).toBeInTheDocument();

    await userEvent.type(trackInput(), 'ORDER1234567890123');
    expect(
      await screen.findByText(
        'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
      ),
    ).toBeInTheDocument();

    const card = good(1);
    // Letters are not typed into a number field: it stays empty and asks for the price.
    await userEvent.type(input('Цена за единицу', card), 'abc');
    expect(input('Цена за единицу', card)).toHaveValue('');
    expect(await within(card).findByText('Введите стоимость')).toBeInTheDocument();
    await userEvent.clear(input('Цена за единицу', card));
    await userEvent.type(input('Цена за единицу', card), '9,99');
    expect(
      await within(card).findByText('Стоимость за единицу товара не должна быть менее 10 юань.'),
    ).toBeInTheDocument();
    await userEvent.clear(input('Цена за единицу', card));
    await userEvent.type(input('Цена за единицу', card), '10,5');
    await waitFor(() =>
      expect(
        within(card).queryByText('Стоимость за единицу товара не должна быть менее 10 юань.'),
      ).not.toBeInTheDocument(),
    );
    expect(within(card).queryByText('Введите число')).not.toBeInTheDocument();

    await userEvent.type(input('Название товара', card), 'Зип-пакеты');
    expect(
      await within(card).findByText('Наименование товара не может содержать слово "зип"'),
    ).toBeInTheDocument();
    await userEvent.type(input('Ссылка на товар', card), 'taobao');
    expect(await within(card).findByText('Введите URL корректно!')).toBeInTheDocument();

    await userEvent.clear(input('Количество', card));
    expect(await within(card).findByText('Введите количество')).toBeInTheDocument();
    await userEvent.type(input('Количество', card), '0');
    expect(await within(card).findByText('Количество должно быть больше 0')).toBeInTheDocument();
    expect(callsTo('POST /api/goods/create')).toHaveLength(0);
  });

  it('registers two goods under one track, a comma price accepted, and goes back to the list', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'POST /api/goods/create': () => json(page([goodFixture(), goodFixture({ id: 6 })]), 201),
        'GET /api/client/my-goods': () => json(page([])),
      }),
    );
    const { router } = await openCreate();

    await userEvent.type(trackInput(), 'YT1234567890123');
    await fillGood(1, { description: 'Nike Air Force 1', url: 'https://item.taobao.com/1', price: '89,5' });
    await userEvent.click(within(good(1)).getByRole('button', { name: 'Увеличить количество' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
    await fillGood(2, { description: 'Футболка', url: 'https://item.taobao.com/2', price: '50' });
    await userEvent.click(within(good(2)).getByRole('radio', { name: 'С проверкой' }));
    await userEvent.click(screen.getByRole('button', { name: 'Создать товары' }));

    expect(await screen.findByText('Товар успешно создан')).toBeInTheDocument();
    expect(screen.queryByText(/продублирован/)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?section=waiting'));
    expect(router.state.location.pathname).toBe('/products');
    const body = callsTo('POST /api/goods/create')[0]?.body as { goods: unknown[] };
    expect(body).toMatchObject({ incomingDeclaration: 'YT1234567890123' });
    expect(body.goods).toEqual([
      expect.objectContaining({
        description: 'Nike Air Force 1',
        qty: 2,
        price: '89.50',
        serviceType: 'WITHOUT_CHECK',
        additionalServicesIds: [4],
        currencyId: 'CNY',
        storeId: 2,
      }),
      expect.objectContaining({
        description: 'Футболка',
        qty: 1,
        price: '50.00',
        serviceType: 'WITH_CHECK',
        additionalServicesIds: [1, 4, 16],
      }),
    ]);
  });

  it('disables the submit while a good has no additional service', async () => {
    mockFetch(handlers());
    await openCreate();
    const submit = screen.getByRole('button', { name: 'Создать товар' });
    expect(submit).toBeEnabled();

    await userEvent.click(within(good(1)).getByRole('checkbox', { name: 'Консолидация' }));
    expect(submit).toBeDisabled();
    expect(within(good(1)).getByText('Выберите хотя бы одну дополнительную услугу!')).toBeInTheDocument();

    await userEvent.click(within(good(1)).getByRole('checkbox', { name: 'Фотоотчёт' }));
    expect(submit).toBeEnabled();
  });

  it('puts the server field errors under the fields', async () => {
    mockFetch(
      handlers({
        'POST /api/goods/create': () =>
          json(
            {
              code: 'VALIDATION_ERROR',
              message: 'Проверьте данные товара',
              errors: { 'goods.0.photoUrl': 'Мы не смогли загрузить файл.' },
            },
            400,
          ),
      }),
    );
    await openCreate();
    await userEvent.type(trackInput(), 'YT1234567890123');
    await fillGood(1, { description: 'Nike', url: 'https://item.taobao.com/1', price: '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));

    expect(await screen.findByText('Не удалось создать Товары: Проверьте данные товара')).toBeInTheDocument();
    expect(within(good(1)).getByText('Мы не смогли загрузить файл.')).toBeInTheDocument();
  });
});

describe('good photo', () => {
  const photo = () => new File([new Uint8Array([137, 80, 78, 71])], 'shoe.png', { type: 'image/png' });

  it('uploads a photo, sends its name with the good and deletes an unsaved one', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'POST /api/google-cloud/image': () =>
          json({ fileName: 'abc.png', url: '/api/images/abc.png', mimeType: 'image/png', size: 4 }, 201),
        'DELETE /api/google-cloud/image': () => new Response(null, { status: 204 }),
        'POST /api/goods/create': () => json(page([goodFixture()]), 201),
      }),
    );
    await openCreate();
    await userEvent.upload(input('Фото товара 1'), photo());

    expect(await screen.findByText('Изображение успешно загружено')).toBeInTheDocument();
    expect(within(good(1)).getByRole('img', { name: 'Фото товара' })).toHaveAttribute(
      'src',
      '/api/images/abc.png',
    );
    const upload = callsTo('POST /api/google-cloud/image')[0];
    expect(upload?.search.get('purpose')).toBe('good');
    expect((upload?.form?.get('file') as File).name).toBe('shoe.png');

    await userEvent.click(within(good(1)).getByRole('button', { name: 'Удалить фото' }));
    await waitFor(() =>
      expect(within(good(1)).queryByRole('img', { name: 'Фото товара' })).not.toBeInTheDocument(),
    );
    expect(callsTo('DELETE /api/google-cloud/image')[0]?.search.get('filename')).toBe('abc.png');

    await userEvent.upload(input('Фото товара 1'), photo());
    await within(good(1)).findByRole('img', { name: 'Фото товара' });
    await userEvent.type(trackInput(), 'YT1234567890123');
    await fillGood(1, { description: 'Кеды', url: 'https://item.taobao.com/1', price: '20' });
    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    await screen.findByText('Товар успешно создан');
    expect(callsTo('POST /api/goods/create')[0]?.body).toMatchObject({ goods: [{ photoUrl: 'abc.png' }] });
  });

  it('refuses a file that is not JPG or PNG or is over 2 MB', async () => {
    const { callsTo } = mockFetch(handlers());
    await openCreate();
    const field = input('Фото товара 1');
    fireEvent.change(field, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(
      await screen.findByText('Пожалуйста, загрузите изображение в формате JPG, JPEG или PNG'),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(field, { target: { files: [big] } });
    expect(
      await screen.findByText('Не удалось загрузить файл, размер не должен превышать 2 Мб.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/google-cloud/image')).toHaveLength(0);
  });

  it('takes the saved photo off an edited good', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'GET /api/goods/cl/5': () =>
          json(goodFixture({ picture: 'saved.png', pictureUrl: '/api/images/saved.png' })),
        'DELETE /api/goods/picture/5': () => new Response(null, { status: 204 }),
      }),
    );
    renderApp('/product?edit=5');
    const remove = await screen.findByRole('button', { name: 'Удалить фото' });
    await userEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Фото товара' })).not.toBeInTheDocument());
    const call = callsTo('DELETE /api/goods/picture/5')[0];
    expect(call?.search.get('imageName')).toBe('saved.png');
    expect(call?.search.get('goodsImageFieldName')).toBe('picture');
  });
});

describe('track number check', () => {
  it('asks the server 800 ms after the last keystroke and warns about a registered track', async () => {
    const { callsTo } = mockFetch(
      handlers({ 'GET /api/goods/incomingDeclaration/check': () => json({ exists: true }) }),
    );
    await openCreate();
    vi.useFakeTimers();

    fireEvent.change(trackInput(), { target: { value: 'YT12345' } });
    await act(() => vi.advanceTimersByTimeAsync(500));
    fireEvent.change(trackInput(), { target: { value: 'YT1234567890123' } });
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(callsTo('GET /api/goods/incomingDeclaration/check')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(20));
    await act(() => vi.advanceTimersByTimeAsync(50));
    const checks = callsTo('GET /api/goods/incomingDeclaration/check');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.search.get('incomingDeclaration')).toBe('YT1234567890123');
    expect(checks[0]?.search.get('clientId')).toBe('12');

    vi.useRealTimers();
    expect(await screen.findByText(/Этот трек-номер уже зарегистрирован/)).toBeInTheDocument();
  });

  it('does not check an unchanged track when editing, and ignores the good itself otherwise', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'GET /api/goods/cl/5': () => json(goodFixture({ incomingDeclaration: 'YT1234567890123' })),
      }),
    );
    renderApp('/product?edit=5');
    await screen.findByRole('heading', { name: 'Редактировать товар' });
    await waitFor(() => expect(trackInput()).toHaveValue('YT1234567890123'));
    vi.useFakeTimers();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsTo('GET /api/goods/incomingDeclaration/check')).toHaveLength(0);

    fireEvent.change(trackInput(), { target: { value: 'YT9999999999999' } });
    await act(() => vi.advanceTimersByTimeAsync(820));
    expect(callsTo('GET /api/goods/incomingDeclaration/check')[0]?.search.get('goodId')).toBe('5');

    // Typed back to the saved track: no check.
    fireEvent.change(trackInput(), { target: { value: 'YT1234567890123' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(callsTo('GET /api/goods/incomingDeclaration/check')).toHaveLength(1);
  });
});

describe('AI fill', () => {
  it('fills the good from the screenshot and overwrites the track of the first good', async () => {
    const { callsTo } = mockFetch(
      handlers({ 'POST /api/ocr': () => json({ status: 'OK', result: OCR_RESULT }) }),
    );
    await openCreate();
    // The button speaks Russian, as the rest of the cabinet does.
    expect(screen.getByRole('button', { name: 'Заполнить по фото: Товар 1' })).toHaveTextContent(
      'Заполнить по фото',
    );
    expect(screen.queryByText('AI-заполнение')).not.toBeInTheDocument();
    await userEvent.type(trackInput(), 'YT1234567890123');

    await userEvent.upload(input('Скриншот заказа для заполнения по фото: Товар 1'), screenshot());

    await waitFor(() => expect(trackInput()).toHaveValue('78812345678901'));
    const card = good(1);
    expect(input('Название товара', card)).toHaveValue("Nike AIR FORCE 1 '07 CW2288-111");
    expect(input('Цена за единицу', card)).toHaveValue('649');
    expect(input('Количество', card)).toHaveValue('1');
    expect(input('Комментарий', card)).toHaveValue('Цвет: белый/белый; Размер: 42');
    expect(callsTo('POST /api/ocr')[0]?.body).toEqual({ mimeType: 'image/png', data: 'iVBORwECAw==' });
  });

  it('discards the answer of another good when the tracks differ', async () => {
    mockFetch(handlers({ 'POST /api/ocr': () => json({ status: 'OK', result: OCR_RESULT }) }));
    await openCreate();
    await userEvent.type(trackInput(), 'YT1234567890123');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));

    await userEvent.upload(input('Скриншот заказа для заполнения по фото: Товар 2'), screenshot());

    expect(
      await screen.findByText('Обнаружено несоответствие трек-номеров: YT1234567890123 и 78812345678901'),
    ).toBeInTheDocument();
    expect(trackInput()).toHaveValue('YT1234567890123');
    expect(input('Название товара', good(2))).toHaveValue('');
  });

  it('toasts a failed recognition', async () => {
    mockFetch(
      handlers({
        'POST /api/ocr': () => json({ code: 'INTERNAL', message: 'boom' }, 500),
      }),
    );
    await openCreate();
    await userEvent.upload(input('Скриншот заказа для заполнения по фото: Товар 1'), screenshot());
    expect(
      await screen.findByText('Ошибка при обработке изображения. Пожалуйста, попробуйте еще раз.'),
    ).toBeInTheDocument();
    expect(input('Название товара', good(1))).toHaveValue('');
  });
});

describe('check option', () => {
  it('switches the services with the option', async () => {
    mockFetch(handlers());
    await openCreate();
    const card = good(1);
    const checked = () =>
      within(card)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.getAttribute('value'));

    expect(checked()).toEqual(['4']);
    await userEvent.click(within(card).getByRole('checkbox', { name: 'Фотоотчёт' }));
    await userEvent.click(within(card).getByRole('radio', { name: 'С проверкой' }));
    expect(checked()).toEqual(['1', '4', '12', '16']);

    await userEvent.click(within(card).getByRole('radio', { name: 'Без проверки' }));
    expect(checked()).toEqual(['4']);
  });

  it('offers no «Без проверки» for a good from an order', async () => {
    mockFetch(
      handlers({
        'GET /api/goods/cl/5': () =>
          json(
            goodFixture({ orderUnitId: 77, serviceType: 'WITH_CHECK', additionalServicesIds: [1, 4, 16] }),
          ),
      }),
    );
    renderApp('/product?edit=5');
    const radio = await screen.findByRole('radio', { name: 'Без проверки' });
    expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'С проверкой' })).toBeChecked();
  });
});

describe('one-click parcel', () => {
  it('is offered only with exactly one good and the switch on', async () => {
    mockFetch(handlers());
    await openCreate();
    expect(screen.queryByRole('heading', { name: 'Посылка в один клик' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Отправить в один клик/ }));
    expect(await screen.findByRole('heading', { name: 'Посылка в один клик' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать посылку в один клик' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Добавить товар' }));
    expect(screen.queryByRole('heading', { name: 'Посылка в один клик' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /Отправить в один клик/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Удалить: Товар 2' }));
    expect(await screen.findByRole('heading', { name: 'Посылка в один клик' })).toBeInTheDocument();
  });

  it('needs a recipient before a tariff and every parcel field before the submit', async () => {
    const { callsTo } = mockFetch(
      handlers({ 'POST /api/readyGoods/cl': () => json(readyGoodFixture(), 201) }),
    );
    const { router } = await openCreate();
    await pasteInto(trackInput(), 'SF1234567890123');
    await fillGood(1, { description: 'Air Jordan 1', url: 'https://dw4.co/t/A/7kQpZx2', price: '1299' });
    await userEvent.click(screen.getByRole('switch', { name: /Отправить в один клик/ }));

    const submit = await screen.findByRole('button', { name: 'Создать посылку в один клик' });
    expect(submit).toBeDisabled();
    const tariff = input('Тариф международной доставки');
    expect(tariff).toBeDisabled();

    await userEvent.type(input('Название посылки'), 'Кроссовки');
    await userEvent.click(screen.getByRole('combobox', { name: 'Получатель для таможни' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    await waitFor(() => expect(tariff).toBeEnabled());
    expect(callsTo('GET /api/delivery-transport')[0]?.search.get('countryId')).toBe('643');

    await userEvent.click(tariff);
    await userEvent.click(await screen.findByRole('option', { name: /Авиа Стандарт/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Коробка' }));
    expect(submit).toBeEnabled();

    // A good without services blocks the parcel too.
    await userEvent.click(within(good(1)).getByRole('checkbox', { name: 'Консолидация' }));
    expect(submit).toBeDisabled();
    await userEvent.click(within(good(1)).getByRole('checkbox', { name: 'Консолидация' }));

    await userEvent.click(submit);
    expect(await screen.findByText('Посылка 31 успешно создана')).toBeInTheDocument();
    expect(screen.getByText('Товар успешно создан')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(callsTo('POST /api/readyGoods/cl')[0]?.body).toMatchObject({
      incomingDeclaration: 'SF1234567890123',
      goods: [expect.objectContaining({ description: 'Air Jordan 1', price: '1299.00' })],
      parcelData: {
        nameOfTheProduct: 'Кроссовки',
        recipientId: 7,
        hasTheSameRecipient: true,
        finalRecipientName: null,
        finalRecipientPhone: null,
        deliveryTransportId: 111,
        deliveryAddressId: 3,
        parcelPackageTypeId: 1,
        additionalServicesIds: [2, 3],
      },
    });
  });

  it('shows the parcel messages of the schema', async () => {
    mockFetch(handlers());
    await openCreate();
    await pasteInto(trackInput(), 'SF1234567890123');
    await fillGood(1, { description: 'Куртка', url: 'https://item.taobao.com/3', price: '300' });
    await userEvent.click(screen.getByRole('switch', { name: /Отправить в один клик/ }));
    // The submit is disabled while the parcel is incomplete; the form's own submit still validates.
    fireEvent.submit(screen.getByRole('button', { name: 'Создать посылку в один клик' }).closest('form')!);
    expect(await screen.findByText('Введите название посылки')).toBeInTheDocument();
    expect(screen.getByText('Выберите получателя посылки…')).toBeInTheDocument();
    expect(screen.getByText('Выберите тариф доставки посылки')).toBeInTheDocument();
    expect(screen.getByText('Выберите адрес доставки…')).toBeInTheDocument();
    expect(screen.getByText('Выберите хотя бы одну упаковку')).toBeInTheDocument();

    // Everything chosen but the final recipient, who is someone else.
    await userEvent.type(input('Название посылки'), 'Куртка');
    await userEvent.click(screen.getByRole('combobox', { name: 'Получатель для таможни' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    const tariff = screen.getByRole('combobox', { name: 'Тариф международной доставки' });
    await waitFor(() => expect(tariff).toBeEnabled());
    await userEvent.click(tariff);
    await userEvent.click(await screen.findByRole('option', { name: /Авто Эконом/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Пакет' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Конечный получатель/ }));
    await userEvent.type(input('ФИО конечного получателя'), 'John Smith');
    await userEvent.click(screen.getByRole('button', { name: 'Создать посылку в один клик' }));
    expect(await screen.findByText('ФИО должно быть на кириллице')).toBeInTheDocument();
    expect(screen.getByText('Введите номер телефона')).toBeInTheDocument();
  });

  it('says when the tariffs cannot be loaded', async () => {
    mockFetch(
      handlers({ 'GET /api/delivery-transport': () => json({ code: 'BAD_REQUEST', message: 'нет' }, 400) }),
    );
    await openCreate();
    await userEvent.click(screen.getByRole('switch', { name: /Отправить в один клик/ }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Получатель для таможни' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    expect(await screen.findByText('Не удалось загрузить тариф доставки')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Тариф международной доставки' })).toBeDisabled();
  });

  it('edits a one-click good with its parcel', async () => {
    const ready = readyGoodFixture();
    const { callsTo } = mockFetch(
      handlers({
        'GET /api/goods/cl/8': () => json(ready),
        'GET /api/readyGoods/8': () => json(ready),
        'PUT /api/readyGoods/8': () => json(ready),
      }),
    );
    renderApp('/product?edit=8&section=waiting');
    const submit = await screen.findByRole('button', { name: 'Редактировать посылку в один клик' });
    await waitFor(() => expect(input('Название посылки')).toHaveValue('Кроссовки'));
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByRole('switch', { name: /Отправить в один клик/ })).toBeDisabled();

    await userEvent.click(submit);
    expect(await screen.findByText('Товар успешно обновлен')).toBeInTheDocument();
    expect(callsTo('PUT /api/readyGoods/8')[0]?.body).toMatchObject({
      incomingDeclaration: 'YT1234567890123',
      goods: expect.objectContaining({ goodsId: 8, price: '89.50' }),
      parcelData: expect.objectContaining({ recipientId: 7, deliveryTransportId: 111, deliveryAddressId: 3 }),
    });
  });
});

describe('edit and duplicate', () => {
  it('saves an edited good and shows the update errors under the fields', async () => {
    let fail = true;
    const { callsTo } = mockFetch(
      handlers({
        'GET /api/goods/cl/5': () => json(goodFixture()),
        'PUT /api/goods/cl/5': () =>
          fail
            ? json(
                { code: 'VALIDATION_ERROR', message: 'Ошибка', errors: { price: 'Цена не подходит' } },
                400,
              )
            : json(goodFixture()),
      }),
    );
    const { router } = renderApp('/product?edit=5&section=problem');
    expect(await screen.findByRole('heading', { name: 'Редактировать товар' })).toBeInTheDocument();
    const save = await screen.findByRole('button', { name: 'Сохранить изменения' });
    await waitFor(() => expect(input('Цена за единицу', good(1))).toHaveValue('89,5'));

    await userEvent.click(save);
    expect(await screen.findByText('Не удалось редактировать товар')).toBeInTheDocument();
    expect(within(good(1)).getByText('Цена не подходит')).toBeInTheDocument();

    fail = false;
    await userEvent.click(save);
    expect(await screen.findByText('Товар успешно обновлен')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?section=problem'));
    expect(callsTo('PUT /api/goods/cl/5')[1]?.body).toMatchObject({
      goodsId: 5,
      incomingDeclaration: 'YT1234567890123',
      price: '89.50',
      qty: 2,
      commentProduct: 'Размер 42',
    });
  });

  it('duplicates a good as a new one', async () => {
    const { callsTo } = mockFetch(
      handlers({
        'GET /api/goods/cl/5': () => json(goodFixture()),
        'POST /api/goods/create': () => json(page([goodFixture({ id: 9 })]), 201),
      }),
    );
    renderApp('/product?duplicate=5');
    expect(await screen.findByRole('heading', { name: 'Дублировать товар' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Дублировать товар' }));
    // One of the spec's two alternatives, as it happened — never both with a slash.
    expect(await screen.findByText('Товар успешно продублирован')).toBeInTheDocument();
    expect(screen.queryByText(/создан/)).not.toBeInTheDocument();
    const body = callsTo('POST /api/goods/create')[0]?.body as { goods: Array<Record<string, unknown>> };
    expect(body.goods[0]).toMatchObject({ description: 'Nike Air Force 1', qty: 2, price: '89.50' });
    expect(body.goods[0]).not.toHaveProperty('goodsId');
  });

  it('says when the good cannot be loaded', async () => {
    mockFetch(handlers());
    renderApp('/product?edit=404');
    expect(await screen.findAllByText('Не могу получить товар')).toHaveLength(2);
  });
});
