import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch } from '../../../test/fetchMock';
import { COUNTRIES, page } from '../../../test/recipientFixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AddressSelector } from '../index';

afterEach(() => vi.unstubAllGlobals());

const addresses = [
  addressFixture({ id: 1, name: 'СДЭК Москва' }),
  addressFixture({
    id: 2,
    name: 'СДЭК Минск',
    city: 'Минск',
    country: { code: 112, name: 'Беларусь' },
    pvzName: 'СДЭК на Немиге',
  }),
  addressFixture({
    id: 3,
    name: 'Почта Минск',
    city: 'Минск',
    country: { code: 112, name: 'Беларусь' },
    lastMileOperator: { id: 6, name: 'Почта России' },
  }),
  addressFixture({
    id: 4,
    name: 'Курьер без даты',
    lastMileDeliveryMethod: { id: 1, name: 'Курьер' },
    create_date: null,
  }),
  addressFixture({ id: 5, name: 'Партнёрский пункт', lastMileOperator: { id: 2, name: 'Добропост' } }),
  // Saved before the form asked for a house: a courier could not find the door.
  addressFixture({
    id: 6,
    name: 'Невский без дома',
    address: 'Невский пр-т,',
    lastMileDeliveryMethod: { id: 1, name: 'Курьер' },
  }),
];

function mockAddresses() {
  return mockFetch({
    'GET /api/client/my-addresses': () => json(page(addresses)),
    'GET /api/zones/available': () => json(page(COUNTRIES)),
  });
}

const optionNames = () =>
  screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label') ?? radio.textContent);

describe('address selector', () => {
  it('offers only the addresses the tariff delivers to, with operator icons', async () => {
    mockAddresses();
    const onChange = vi.fn();
    renderWithProviders(
      <AddressSelector tariff={{ id: 115, title: 'DP Беларусь' }} value={null} onChange={onChange} />,
    );

    await waitFor(() => expect(optionNames()).toEqual(['СДЭК Минск']));
    expect(screen.getByRole('img', { name: 'СДЭК' })).toHaveAttribute('data-operator', '3');

    await userEvent.click(screen.getByRole('radio', { name: 'СДЭК Минск' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it('hides undated or house-less courier addresses and the partner network for an ordinary tariff', async () => {
    mockAddresses();
    renderWithProviders(
      <AddressSelector tariff={{ id: 111, title: 'Авиа Стандарт' }} value={1} onChange={vi.fn()} />,
    );

    await waitFor(() => expect(optionNames()).toEqual(['СДЭК Москва', 'СДЭК Минск', 'Почта Минск']));
    expect(screen.getByRole('radio', { name: 'СДЭК Москва' })).toBeChecked();
  });

  it('creates a new address on the spot and selects it', async () => {
    const { callsTo } = mockFetch({
      'GET /api/client/my-addresses': () => json(page(addresses)),
      'GET /api/zones/available': () => json(page(COUNTRIES)),
      'POST /api/client-address/cl': () =>
        json(
          addressFixture({ id: 9, name: 'Новый', lastMileDeliveryMethod: { id: 1, name: 'Курьер' } }),
          201,
        ),
    });
    const onChange = vi.fn();
    renderWithProviders(<AddressSelector tariff={null} value={null} onChange={onChange} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Создать новый' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый адрес' });
    await userEvent.click(within(dialog).getByLabelText('Курьер'));
    await userEvent.type(
      within(dialog).getByLabelText('Город', { exact: false, selector: 'input' }),
      'Тверь',
    );
    await userEvent.type(
      within(dialog).getByLabelText('Адрес', { exact: false, selector: 'input' }),
      'ул. Советская, 5',
    );
    await userEvent.type(within(dialog).getByLabelText('Индекс', { exact: false }), '170100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить адрес' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 9 })));
    expect(callsTo('POST /api/client-address/cl')).toHaveLength(1);
    expect(await screen.findByText('Адрес успешно добавлен')).toBeInTheDocument();
  });
});
