import { describe, expect, it } from 'vitest';
import {
  addressName,
  cargoName,
  lotName,
  orderName,
  parcelName,
  recipientName,
  ticketName,
  topUpName,
} from './object-names.js';
import { goodName } from '../goods/good-names.js';
import { inSentence } from '../shared/name-text.js';
import { customerObjectPath, goodSectionOf } from './object-paths.js';

describe('one name per object, as the lists show it (decision 054)', () => {
  it('names a good by its name, or by its track when it has none — never by its id', () => {
    expect(goodName({ description: 'Кеды белые', incomingDeclaration: 'YT123' })).toBe('Товар «Кеды белые»');
    expect(goodName({ description: '  ', incomingDeclaration: 'YT123' })).toBe('Товар с треком YT123');
  });

  it('names parcels, cargo, recipients and addresses by their own words', () => {
    expect(parcelName({ id: 7, name: 'Зимние вещи' })).toBe('Посылка «Зимние вещи»');
    expect(parcelName({ id: 7, name: '' })).toBe('Посылка 7');
    expect(cargoName({ id: 3, name: 'Мебель' })).toBe('Карго «Мебель»');
    expect(recipientName({ surname: 'Иванов', name: 'Иван', middleName: 'Иванович', nickName: null })).toBe(
      'Получатель Иванов Иван Иванович',
    );
    expect(recipientName({ surname: null, name: null, middleName: null, nickName: 'Мама' })).toBe(
      'Получатель Мама',
    );
    expect(recipientName({ surname: null, name: null, middleName: null })).toBe('Получатель по ссылке');
    expect(addressName({ name: '', pvzName: 'ПВЗ на Ленина', address: 'ул. Ленина, 1' })).toBe(
      'Адрес «ПВЗ на Ленина»',
    );
  });

  it('names a lot by its goods and its order, the same in the form, the list and the ledger', () => {
    expect(lotName({ orderId: 12, orderName: 'Кроссовки Li-Ning' })).toBe(
      'Лот «Кроссовки Li-Ning» заказа Z12',
    );
    expect(orderName({ orderId: 12 })).toBe('Заказ Z12');
  });

  it('names a ticket by its number and topic, a top-up by its amount as money', () => {
    expect(ticketName({ id: 5, subject: 'Где посылка?', title: 'Доставка' })).toBe(
      'Обращение № 5 «Где посылка?»',
    );
    expect(ticketName({ id: 5, subject: null, title: 'Доставка' })).toBe('Обращение № 5 «Доставка»');
    expect(topUpName({ amount: '10669.14', currency: 'RUB' })).toBe('Пополнение на 10 669,14 ₽');
  });

  it('lowers the noun inside a sentence', () => {
    expect(inSentence('Товар «Кеды»')).toBe('товар «Кеды»');
  });
});

describe('one path per object: the object itself, not a list’s first tab', () => {
  it('opens a good in the tab its status is in now', () => {
    expect(customerObjectPath('good', 9)).toBe('/products?good=9');
    expect(goodSectionOf(12)).toBe('waiting');
    expect(goodSectionOf(20)).toBe('onstore');
    expect(goodSectionOf(30)).toBe('sent');
    expect(goodSectionOf(160)).toBe('sent');
    expect(goodSectionOf(11)).toBe('problem');
    expect(goodSectionOf(120)).toBe('returned_goods');
  });

  it('opens a lot in its order, a recipient in its page', () => {
    expect(customerObjectPath('lot', 4, { orderId: 12 })).toBe('/orders/lots/12');
    expect(customerObjectPath('recipient', 3)).toBe('/recipients/edit/3');
    expect(customerObjectPath('parcel', 8)).toBe('/parcels/8');
  });
});
