import { describe, expect, it } from 'vitest';
import { cargoCreateSchema, staffCargoCancelSchema, staffCargoShipSchema } from '../cargo/cargo.js';
import {
  descriptionField,
  nameOrCommentField,
  optionalTrackNumberField,
  outgoingTrackField,
  placeField,
  reasonField,
  registryField,
  trackNumberField,
} from './free-text-fields.js';
import { goodItemSchema, goodsCreateSchema } from '../goods/goods.js';
import { parcelOrderSchema, virtualParcelSchema } from '../parcels/parcels.js';
import { cancelWithRefundSchema, staffMoveSchema, staffShipSchema } from '../parcels/parcel-desk.js';
import { updateProfileSchema } from '../profile/profile.js';
import { addressSchema } from '../addresses/addresses.js';

const first = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

const RULE_60 =
  'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов';
const CHARACTERS = 'Поле может содержать только русские и английские буквы, цифры и символы';
const TRACK_CHARACTERS = 'Трек-номер может содержать только латинские буквы и цифры';
const OUTGOING_CHARACTERS = 'Трек-номер может содержать только латинские буквы, цифры и дефис';

describe('the product free-text fields (spec section 5)', () => {
  it('a name or comment: 60 letters, digits and symbols, the spec text for both refusals', () => {
    const name = nameOrCommentField('Введите название посылки');
    expect(name.parse('Кроссовки Nike Air, 2 пары (42/43)')).toBe('Кроссовки Nike Air, 2 пары (42/43)');
    expect(first(name.safeParse(''))).toBe('Введите название посылки');
    expect(first(name.safeParse('К'.repeat(61)))).toBe(RULE_60);
    expect(first(name.safeParse('Подарок 🎁'))).toBe(RULE_60);
    expect(nameOrCommentField().parse('')).toBe('');
  });

  it('a Chinese track: required, 15 Latin letters and digits, no emoji or HTML', () => {
    expect(trackNumberField.parse(' LC7000000000007 ')).toBe('LC7000000000007');
    expect(first(trackNumberField.safeParse(''))).toBe('Введите Трек-номер (поле обязательно)');
    expect(first(trackNumberField.safeParse('LC70000000000071'))).toBe(
      'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
    );
    expect(first(trackNumberField.safeParse('📦<b>x</b>'))).toBe(TRACK_CHARACTERS);
    expect(optionalTrackNumberField.parse('')).toBe('');
    expect(first(optionalTrackNumberField.safeParse('A'.repeat(33)))).toMatch(/не более 15 символов/);
  });

  it('an outgoing track: 3 to 40 Latin letters, digits and hyphens', () => {
    expect(outgoingTrackField.parse('CE123456789RU')).toBe('CE123456789RU');
    expect(outgoingTrackField.parse('CN-MSK-7781')).toBe('CN-MSK-7781');
    expect(first(outgoingTrackField.safeParse('CE'))).toBe('Введите трек-номер отправления');
    expect(first(outgoingTrackField.safeParse('CE1234🚀'))).toBe(OUTGOING_CHARACTERS);
    expect(first(outgoingTrackField.safeParse('C'.repeat(41)))).toBe('Не более 40 символов');
  });

  it('reasons, places, registries and descriptions: their limit and the letters-digits-symbols rule', () => {
    expect(first(reasonField('Укажите причину').safeParse(''))).toBe('Укажите причину');
    expect(first(reasonField().safeParse('П'.repeat(501)))).toBe('Не более 500 символов');
    expect(first(reasonField().safeParse('Нет товара 😢'))).toBe(CHARACTERS);
    expect(first(placeField.safeParse('Пекин ✈'))).toBe(CHARACTERS);
    expect(first(registryField.safeParse('R'.repeat(41)))).toBe('Не более 40 символов');
    expect(first(descriptionField.safeParse('Станки 🔧'))).toBe(CHARACTERS);
  });
});

describe('every request schema uses them', () => {
  it('goods: track and description', () => {
    const good = goodItemSchema.safeParse({
      qty: 1,
      price: 20,
      description: 'Кеды 👟',
      infoUrl: 'https://shop.example.com/1',
      additionalServicesIds: [4],
    });
    expect(first(good)).toBe(RULE_60);
    expect(first(goodsCreateSchema.safeParse({ incomingDeclaration: '<script>', goods: [] }))).toBe(
      TRACK_CHARACTERS,
    );
  });

  it('parcels: the order form name and the virtual parcel name', () => {
    expect(first(parcelOrderSchema.safeParse({ name: 'П'.repeat(74) }))).toBe(RULE_60);
    expect(first(virtualParcelSchema.safeParse({ name: 'Моя 🎄' }))).toBe(RULE_60);
  });

  it('cargo: name, track, places (never coerced) and the desk steps', () => {
    const cargo = (extra: object) =>
      cargoCreateSchema.safeParse({ name: 'Станки', placesCount: 2, ...extra });
    expect(first(cargo({ incomingDeclaration: 'A'.repeat(33) }))).toMatch(/не более 15 символов/);
    expect(first(cargo({ placesCount: -5 }))).toBe('Количество мест должно быть целым числом больше 0');
    expect(first(cargo({ placesCount: 2.5 }))).toBe('Количество мест должно быть целым числом больше 0');
    expect(first(cargo({ name: 'Станки 🏭' }))).toBe(RULE_60);
    expect(first(staffCargoShipSchema.safeParse({ outgoingDeclaration: 'CE12📦' }))).toBe(
      OUTGOING_CHARACTERS,
    );
    expect(first(staffCargoCancelSchema.safeParse({ reason: '' }))).toBe('Укажите причину');
  });

  it('the parcel desk: ship track, move place and reason, cancel reason', () => {
    expect(first(staffShipSchema.safeParse({ outgoingDeclaration: '🚚🚚🚚' }))).toBe(OUTGOING_CHARACTERS);
    expect(
      first(staffMoveSchema.safeParse({ parcelIds: [1], action: 'stopInCustoms', reason: 'Досмотр 🛃' })),
    ).toBe(CHARACTERS);
    expect(first(cancelWithRefundSchema.safeParse({ reason: '  ' }))).toBe('Укажите причину');
  });

  it('profile and addresses', () => {
    expect(first(updateProfileSchema.safeParse({ name: 'Иван 😎' }))).toBe(CHARACTERS);
    expect(
      first(
        addressSchema.safeParse({
          name: 'Дом 🏠',
          countryCode: 643,
          lastMileOperatorId: 3,
          lastMileDeliveryMethodId: 2,
          pvzCode: 'CDEK-1',
        }),
      ),
    ).toBe(CHARACTERS);
  });
});
