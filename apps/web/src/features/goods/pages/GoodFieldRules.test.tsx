import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFixture } from '../../../test/addressFixtures';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { countersFixture, GOOD_SERVICES, PARCEL_SERVICES, TARIFFS } from '../../../test/goodFixtures';
import { page, recipientFixture } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

/** Issue 17, items 7 and 8: the good form refuses what the server refuses, with the same Russian text. */
const RULE_60 =
  'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов';

const confirmed = recipientFixture({ id: 7, recipientClientDataStatus: { id: 2, title: 'Подтверждён' } });

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

function mock() {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([confirmed])),
    'GET /api/client/my-goods/counters': () => json(countersFixture()),
    'GET /api/additional-service/e-object-type/GOODS': () => json(page(GOOD_SERVICES)),
    'GET /api/additional-service/e-object-type/PARCEL': () => json(page(PARCEL_SERVICES)),
    'GET /api/goods/incomingDeclaration/check': () => json({ exists: false }),
    'GET /api/delivery-transport': () => json(page(TARIFFS)),
    'GET /api/client/my-addresses': () => json(page([addressFixture({ id: 3, name: 'СДЭК у дома' })])),
  });
}

const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { exact: false, selector: 'input' });

async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openWithOneGood() {
  renderApp('/product?create');
  await screen.findByRole('heading', { name: 'Создать товар' }, { timeout: 15_000 });
  const card = screen.getByRole('region', { name: 'Товар 1' });
  await within(card).findByRole('checkbox', { name: 'Консолидация' });
  return card;
}

describe('the good form keeps the domain text and phone rules', { timeout: 60_000 }, () => {
  it('refuses a track of emoji and HTML and a name with emoji, sending nothing', async () => {
    const { callsTo } = mock();
    const card = await openWithOneGood();
    await paste(input('Трек-номер китайской посылки'), '📦<b>LC7</b>');
    await paste(input('Название товара', card), 'Кеды 👟');
    await paste(input('Ссылка на товар', card), 'https://item.taobao.com/3');
    await userEvent.type(input('Цена за единицу', card), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Создать товар' }));
    expect(
      await screen.findByText('Трек-номер может содержать только латинские буквы и цифры'),
    ).toBeInTheDocument();
    expect(screen.getByText(RULE_60)).toBeInTheDocument();
    expect(callsTo('POST /api/goods/create')).toHaveLength(0);
  });

  it('a one-click name of 67 characters with emoji and a final recipient phone «123» are refused', async () => {
    const { callsTo } = mock();
    const card = await openWithOneGood();
    await paste(input('Трек-номер китайской посылки'), 'SF1234567890123');
    await paste(input('Название товара', card), 'Куртка');
    await paste(input('Ссылка на товар', card), 'https://item.taobao.com/3');
    await userEvent.type(input('Цена за единицу', card), '300');
    await userEvent.click(screen.getByRole('switch', { name: /Отправить в один клик/ }));
    await paste(input('Название посылки'), `${'Подарок для мамы '.repeat(3)}🎁🎁🎁🎁🎁🎁🎁🎁`);
    await userEvent.click(screen.getByRole('combobox', { name: 'Получатель для таможни' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Иванов Иван Иванович' }));
    const tariff = screen.getByRole('combobox', { name: 'Тариф международной доставки' });
    await waitFor(() => expect(tariff).toBeEnabled());
    await userEvent.click(tariff);
    await userEvent.click(await screen.findByRole('option', { name: /Авто Эконом/ }));
    await userEvent.click(await screen.findByRole('radio', { name: 'СДЭК у дома' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Пакет' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Конечный получатель/ }));
    await userEvent.type(input('ФИО конечного получателя'), 'Петров Пётр');
    await userEvent.type(input('Телефон конечного получателя'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Создать посылку в один клик' }));
    expect(await screen.findByText(RULE_60)).toBeInTheDocument();
    expect(screen.getByText('Телефон введен не правильно')).toBeInTheDocument();
    expect(callsTo('POST /api/readyGoods/cl')).toHaveLength(0);
  });
});
