import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture, pickupPointFixture } from '../../../test/addressFixtures';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { COUNTRIES, page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

const courierAddress = addressFixture({
  id: 5,
  name: null,
  address: 'ул. Ленина, д. 1, кв. 2',
  city: 'Казань',
  postalCode: '420111',
  lastMileOperator: { id: 8, name: 'DPD' },
  lastMileDeliveryMethod: { id: 1, name: 'Курьер' },
  pvzCode: null,
  pvzName: null,
  create_date: '2026-10-05T09:00:00.000Z',
});

const archived = Array.from({ length: 5 }, (_, index) =>
  addressFixture({ id: 200 + index, name: `Старый ${index + 1}`, status: 'ARCHIVED' }),
);

const handlers = {
  'GET /api/client/my-info': () => json(myInfoFixture()),
  'GET /api/client/my-recipient-data': () => json(page([])),
  'GET /api/zones/available': () => json(page(COUNTRIES)),
  'GET /api/client/my-addresses': () => json(page([addressFixture(), courierAddress])),
  'GET /api/client-address/archive': (call: { search: URLSearchParams }) => {
    const pageNumber = Number(call.search.get('page'));
    const size = Number(call.search.get('offset'));
    return json(
      page(archived.slice((pageNumber - 1) * size, pageNumber * size), archived.length, pageNumber),
    );
  },
};

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Добавить адрес' }));
  return screen.findByRole('dialog', { name: 'Новый адрес' });
}

describe('address book', () => {
  it('lists the addresses with operator, method, city, point and date; the archive four per page', async () => {
    const { callsTo } = mockFetch(handlers);
    renderApp('/recipientsAndAddress/address');

    const list = await screen.findByRole('list', { name: 'Активные адреса' });
    expect(screen.getByRole('tab', { name: 'Адреса', selected: true })).toBeInTheDocument();
    const home = within(list).getByRole('article', { name: 'Дом' });
    expect(within(home).getByRole('img', { name: 'СДЭК' })).toHaveAttribute('data-operator', '3');
    expect(within(home).getByText('Пункт выдачи')).toBeInTheDocument();
    expect(within(home).getByText('СДЭК на Тверской')).toBeInTheDocument();
    expect(within(home).getByText('21.11.2026')).toBeInTheDocument();
    expect(within(home).getByText('Россия')).toBeInTheDocument();

    const courier = within(list).getByRole('article', { name: 'ул. Ленина, д. 1, кв. 2' });
    expect(within(courier).getByText('Курьер')).toBeInTheDocument();
    expect(within(courier).getByRole('img', { name: 'DPD' })).toBeInTheDocument();
    expect(within(courier).getByText('Казань')).toBeInTheDocument();
    expect(within(courier).getByText('05.10.2026')).toBeInTheDocument();

    const archive = screen.getByRole('region', { name: 'Архив адресов' });
    await waitFor(() => expect(within(archive).getAllByRole('article')).toHaveLength(4));
    await userEvent.click(within(archive).getByRole('button', { name: '2' }));
    await waitFor(() => expect(within(archive).getAllByRole('article')).toHaveLength(1));
    expect(callsTo('GET /api/client-address/archive').map((call) => call.search.toString())).toEqual([
      'page=1&offset=4',
      'page=2&offset=4',
    ]);
  });

  it('switches the required fields with the delivery method', async () => {
    const { callsTo } = mockFetch(handlers);
    renderApp('/recipientsAndAddress/address');
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));
    expect(await within(dialog).findByText('Выберите пункт выдачи')).toBeInTheDocument();
    expect(within(dialog).queryByText('Индекс должен состоять из 6 цифр')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Индекс', { exact: false })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Курьер'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));

    expect(await within(dialog).findByText('Укажите город')).toBeInTheDocument();
    expect(within(dialog).getByText('Укажите адрес: улицу, дом и квартиру')).toBeInTheDocument();
    expect(within(dialog).getByText('Индекс должен состоять из 6 цифр')).toBeInTheDocument();
    expect(within(dialog).queryByText('Выберите пункт выдачи')).not.toBeInTheDocument();

    // Courier operators only: the own pickup network does not deliver to the door.
    await userEvent.click(
      within(dialog).getByLabelText('Служба доставки', { exact: false, selector: 'input' }),
    );
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['СДЭК', 'DPD', 'Почта России']);
    expect(callsTo('POST /api/client-address/cl')).toHaveLength(0);
  });

  it('asks for the house after a street suggestion and saves the address without empty parts', async () => {
    const { callsTo } = mockFetch({
      ...handlers,
      'GET /api/client/my-addresses': () =>
        json(
          page([addressFixture({ ...courierAddress, id: 6, address: 'Садовая ул,', postalCode: '190000' })]),
        ),
      'GET /api/client-address/suggestion': () =>
        json(
          page([
            {
              value: 'г Санкт-Петербург, Невский пр-т',
              city: 'Санкт-Петербург',
              cityCode: 137,
              street: 'Невский пр-т',
              postalCode: '190062',
              countryCode: 643,
            },
          ]),
        ),
      'POST /api/client-address/cl': () => json(courierAddress, 201),
    });
    renderApp('/recipientsAndAddress/address');
    // An address saved before the rule shows without the empty part.
    const old = await screen.findByRole('article', { name: 'Садовая ул,' });
    expect(within(old).getByText('Садовая ул, 190000')).toBeInTheDocument();

    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByLabelText('Курьер'));
    await userEvent.type(
      within(dialog).getByLabelText('Город', { exact: false, selector: 'input' }),
      'Санкт-Петербург',
    );
    const street = within(dialog).getByLabelText('Адрес', { exact: false, selector: 'input' });
    await userEvent.type(street, 'Невский');
    await userEvent.click(await screen.findByRole('option', { name: 'г Санкт-Петербург, Невский пр-т' }));

    expect(street).toHaveValue('Невский пр-т, ');
    expect(within(dialog).getByText('Укажите номер дома')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Индекс', { exact: false })).toHaveValue('190062');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));
    expect(await within(dialog).findByText('Укажите номер дома')).toBeInTheDocument();
    expect(callsTo('POST /api/client-address/cl')).toHaveLength(0);

    // A comma typed after the picked street's ", " does not make an empty part («, , 28»).
    await userEvent.type(street, ', 28');
    expect(street).toHaveValue('Невский пр-т, 28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));
    await waitFor(() => expect(callsTo('POST /api/client-address/cl')).toHaveLength(1));
    expect(callsTo('POST /api/client-address/cl')[0]?.body).toMatchObject({
      city: 'Санкт-Петербург',
      address: 'Невский пр-т, 28',
      postalCode: '190062',
    });
  });

  it('closes the dialog after a failed create with the spec toast', async () => {
    const { callsTo } = mockFetch({
      ...handlers,
      'POST /api/client-address/cl': () => json({ code: 'INTERNAL', message: 'Внутренняя ошибка' }, 500),
    });
    renderApp('/recipientsAndAddress/address');
    const dialog = await openDialog();

    await userEvent.click(within(dialog).getByLabelText('Курьер'));
    await userEvent.type(
      within(dialog).getByLabelText('Город', { exact: false, selector: 'input' }),
      'Казань',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Адрес', { exact: false, selector: 'input' }),
      'ул. Ленина, д. 1',
    );
    await userEvent.type(within(dialog).getByLabelText('Индекс', { exact: false }), '420111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));

    expect(
      await screen.findByText(
        'Возникла проблема при добавлении текущего адреса. Свяжитесь со службой поддержки',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Новый адрес' })).not.toBeInTheDocument(),
    );
    expect(callsTo('POST /api/client-address/cl')[0]?.body).toEqual({
      name: null,
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 1,
      city: 'Казань',
      cityCode: null,
      address: 'ул. Ленина, д. 1',
      postalCode: '420111',
      pvzCode: null,
    });
  });

  it('adds a CDEK pickup point picked by city', async () => {
    const points = [
      pickupPointFixture(),
      pickupPointFixture({ code: 'MSK777', name: 'СДЭК на Арбате', address: 'ул. Арбат, д. 1' }),
    ];
    const { callsTo } = mockFetch({
      ...handlers,
      'GET /api/cdek/location/cities/': () =>
        json(
          page([
            {
              code: 44,
              city: 'Москва',
              region: 'Москва',
              countryCode: 643,
              countryIso2: 'RU',
              postalCode: '101000',
            },
            {
              code: 55,
              city: 'Московский',
              region: 'Московская обл.',
              countryCode: 643,
              countryIso2: 'RU',
              postalCode: null,
            },
          ]),
        ),
      'GET /api/cdek/deliverypoints': () => json(page(points)),
      'POST /api/client-address/cl': () => json(addressFixture({ id: 9, pvzCode: 'MSK777' }), 201),
    });
    renderApp('/recipientsAndAddress/address');
    const dialog = await openDialog();

    await userEvent.type(within(dialog).getByLabelText('Город', { exact: false, selector: 'input' }), 'Мос');
    await userEvent.click(await screen.findByRole('option', { name: 'Москва' }));
    expect(callsTo('GET /api/cdek/location/cities/').at(-1)?.search.get('country_codes')).toBe('RU');

    const point = await within(dialog).findByRole('radio', { name: 'СДЭК на Арбате' });
    expect(within(dialog).getAllByRole('img', { name: 'СДЭК' }).length).toBeGreaterThanOrEqual(2);
    expect(within(dialog).getAllByText(/Пн-Вс 10:00-21:00/)).toHaveLength(2);
    expect(callsTo('GET /api/cdek/deliverypoints')[0]?.search.get('city_code')).toBe('44');
    await userEvent.click(point);
    await userEvent.type(within(dialog).getByLabelText('Название', { exact: false }), 'Работа');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));

    expect(await screen.findByText('Адрес успешно добавлен')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Новый адрес' })).not.toBeInTheDocument(),
    );
    expect(callsTo('POST /api/client-address/cl')[0]?.body).toEqual({
      name: 'Работа',
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 2,
      city: 'Москва',
      cityCode: 44,
      address: null,
      postalCode: null,
      pvzCode: 'MSK777',
    });
  });

  it('edits an address and shows the server message when the update fails', async () => {
    mockFetch({
      ...handlers,
      'PUT /api/client-address/cl/5': () =>
        json({ code: 'ADDRESS_ARCHIVED', message: 'Адрес в архиве: сначала возобновите его' }, 409),
    });
    renderApp('/recipientsAndAddress/address');

    await userEvent.click(await screen.findByRole('button', { name: 'Изменить: ул. Ленина, д. 1, кв. 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменение адреса' });
    expect(within(dialog).getByLabelText('Индекс', { exact: false })).toHaveValue('420111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Адрес в архиве: сначала возобновите его')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('archives and restores with the spec toasts', async () => {
    let active = [addressFixture(), courierAddress];
    const { callsTo } = mockFetch({
      ...handlers,
      'GET /api/client/my-addresses': () => json(page(active)),
      // The archived card leaves the list: its toast must still be shown.
      'DELETE /api/client-address/cl/3': () => {
        active = [courierAddress];
        return json(addressFixture({ status: 'ARCHIVED' }));
      },
      'PUT /api/client-address/cl/200/activate': () =>
        json({ code: 'LIMIT', message: 'Слишком много активных адресов' }, 409),
    });
    renderApp('/recipientsAndAddress/address');

    await userEvent.click(await screen.findByRole('button', { name: 'В архив: Дом' }));
    expect(await screen.findByText('Адрес перемещен в Архив')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Дом' })).not.toBeInTheDocument());

    const archive = screen.getByRole('region', { name: 'Архив адресов' });
    await userEvent.click(await within(archive).findByRole('button', { name: 'Восстановить: Старый 1' }));
    expect(await screen.findByText('Слишком много активных адресов')).toBeInTheDocument();
    expect(callsTo('DELETE /api/client-address/cl/3')).toHaveLength(1);
  });
});
