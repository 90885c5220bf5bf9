import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cargos } from '../db/schema/cargo.js';
import { goods } from '../db/schema/goods.js';
import { newCargo } from '../test/cargo-fixtures.js';
import { call, goodItem, signUpClient } from '../test/helpers.js';
import { useParcelWorld } from '../test/parcel-fixtures.js';

/**
 * Issue 17, items 7 and 8 and the ship dialog of 13: each bad input a customer or the desk sent answers 400 with
 * the spec's Russian text, and nothing is saved or changed.
 */
const RULE_60 =
  'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов';
const PHONE_INVALID = 'Телефон введен не правильно';
const TRACK_CHARACTERS = 'Трек-номер может содержать только латинские буквы и цифры';
const OUTGOING_CHARACTERS = 'Трек-номер может содержать только латинские буквы, цифры и дефис';
const TRACK_TOO_LONG =
  'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.';

describe('free-text and phone fields: the same refusal on every request', () => {
  const w = useParcelWorld();
  const goodsOf = async (userId: number) =>
    (await w.db.select({ n: count() }).from(goods).where(eq(goods.userId, userId)))[0]!.n;

  it('a one-click name of 67 characters with emoji, and a final recipient phone «123»: 400, no good, no parcel', async () => {
    const { client, userId, recipientId, addressId } = await w.customerWithRecipient();
    const parcelData = w.oneClickParcelData(recipientId, addressId);
    const longName = await w.createReady(client, {
      parcelData: { ...parcelData, nameOfTheProduct: `${'Подарок для мамы '.repeat(3)}🎁🎁🎁🎁🎁🎁🎁🎁` },
    });
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors).toEqual({ 'parcelData.nameOfTheProduct': RULE_60 });
    const emojiOnly = await w.createReady(client, {
      parcelData: { ...parcelData, nameOfTheProduct: 'Кеды 👟' },
    });
    expect(emojiOnly.json().errors).toEqual({ 'parcelData.nameOfTheProduct': RULE_60 });
    const phone = await w.createReady(client, {
      parcelData: {
        ...parcelData,
        hasTheSameRecipient: false,
        finalRecipientName: 'Петров Пётр',
        finalRecipientPhone: '123',
      },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual({ 'parcelData.finalRecipientPhone': PHONE_INVALID });
    expect(await w.parcelCount(userId)).toBe(0);
    expect(await goodsOf(userId)).toBe(0);
  });

  it('a parcel name of 74 characters and a final recipient phone «123»: 400, the parcel not created or not changed', async () => {
    const c = await w.customer(1);
    const longName = await w.create(c, { name: 'Кроссовки'.repeat(8).slice(0, 74) });
    expect(longName.statusCode).toBe(400);
    expect(longName.json()).toMatchObject({ message: RULE_60, errors: { name: RULE_60 } });
    const phone = await w.create(c, {
      hasTheSameRecipient: false,
      finalRecipientName: 'Петров Пётр',
      finalRecipientPhone: '123',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual({ finalRecipientPhone: PHONE_INVALID });
    expect(await w.parcelCount(c.userId)).toBe(0);

    const id = await w.createdParcel(c, {
      hasTheSameRecipient: false,
      finalRecipientName: 'Петров Пётр',
      finalRecipientPhone: '+7 (916) 123-45-67',
    });
    const before = await w.details(c.client, id);
    expect(JSON.stringify(before)).toContain('79161234567');
    const { goodsIds: _goods, ...data } = w.order(c, {
      hasTheSameRecipient: false,
      finalRecipientName: 'Петров Пётр',
      finalRecipientPhone: '123',
    });
    const edit = await call(w.app, 'PUT', `/api/parcel/parcelData/${id}`, c.client.token, data);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ finalRecipientPhone: PHONE_INVALID });
    expect(await w.details(c.client, id)).toEqual(before);
  });

  it('a good track of emoji and HTML, and an emoji description: 400, no good', async () => {
    const { client, userId } = await w.customerWithRecipient();
    const create = (body: object) => call(w.app, 'POST', '/api/goods/create', client.token, body);
    const track = await create({ incomingDeclaration: '📦<b>LC7</b>', goods: [goodItem] });
    expect(track.statusCode).toBe(400);
    expect(track.json().errors).toEqual({ incomingDeclaration: TRACK_CHARACTERS });
    const name = await create({
      incomingDeclaration: w.track(),
      goods: [{ ...goodItem, description: 'Кеды 👟', commentProduct: '<i>срочно</i> 🔥' }],
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().errors).toEqual({ 'goods.0.description': RULE_60, 'goods.0.commentProduct': RULE_60 });
    expect(await goodsOf(userId)).toBe(0);
  });

  it('a cargo track of 33 characters and places «-5»: 400, never coerced, no cargo', async () => {
    const client = await signUpClient(w.app);
    const create = (body: object) =>
      call(w.app, 'POST', '/api/cargo', client.token, { name: 'Станки', placesCount: 2, ...body });
    const track = await create({ incomingDeclaration: 'LC70000000000071234567890ABCDEFG1' });
    expect(track.statusCode).toBe(400);
    expect(track.json().errors).toEqual({ incomingDeclaration: TRACK_TOO_LONG });
    const places = await create({ placesCount: -5 });
    expect(places.statusCode).toBe(400);
    expect(places.json().errors).toEqual({
      placesCount: 'Количество мест должно быть целым числом больше 0',
    });
    const list = await call(w.app, 'GET', '/api/cargo', client.token);
    expect(list.json().totalElements).toBe(0);
  });

  it('the desk ships neither a parcel nor a cargo with an emoji track', async () => {
    const c = await w.customer(1);
    const parcelId = await w.createdParcel(c);
    const before = await w.details(c.client, parcelId);
    const parcel = await call(w.app, 'PUT', `/api/staff/parcels/${parcelId}/ship`, w.staff, {
      outgoingDeclaration: 'CE🚀🚀🚀',
    });
    expect(parcel.statusCode).toBe(400);
    expect(parcel.json().errors).toEqual({ outgoingDeclaration: OUTGOING_CHARACTERS });
    expect(await w.details(c.client, parcelId)).toEqual(before);

    const cargoId = await newCargo(w.app, c.client.token);
    const shipped = await call(w.app, 'PUT', `/api/staff/cargo/${cargoId}/ship`, w.staff, {
      outgoingDeclaration: '<b>CN</b>',
    });
    expect(shipped.statusCode).toBe(400);
    expect(shipped.json().errors).toEqual({ outgoingDeclaration: OUTGOING_CHARACTERS });
    const [row] = await w.db.select().from(cargos).where(eq(cargos.id, cargoId));
    expect(row).toMatchObject({ statusId: 10, outgoingDeclaration: null });
  });

  it('the profile keeps no phone «123»', async () => {
    const client = await signUpClient(w.app);
    const answer = await call(w.app, 'PUT', '/api/client/update-profile', client.token, {
      name: 'Иван',
      phone: '123',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ phone: PHONE_INVALID });
  });
});
