import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcels } from '../../db/schema/index.js';
import {
  call,
  createTestApp,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
} from '../../test/helpers.js';

describe('one-click goods (ready goods)', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  /** A customer with a confirmed Russian recipient and a CDEK pickup-point address in Moscow. */
  async function readyCustomer() {
    const client = await signUpClient(t.app);
    const recipientId = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;
    await call(t.app, 'PUT', `/api/staff/recipients/${recipientId}/confirm`, staff);
    const addressId = (
      await call(t.app, 'POST', '/api/client-address/cl', client.token, {
        countryCode: 643,
        lastMileOperatorId: 3,
        lastMileDeliveryMethodId: 2,
        pvzCode: 'CDEK-44-1',
      })
    ).json().id;
    return { client, recipientId, addressId };
  }

  const parcelData = (recipientId: number, addressId: number) => ({
    nameOfTheProduct: 'Кроссовки для Ивана',
    recipientId,
    hasTheSameRecipient: true,
    deliveryTransportId: 111,
    deliveryAddressId: addressId,
    parcelPackageTypeId: 1,
  });
  const createReady = (client: SignedUpClient, body: Record<string, unknown>) =>
    call(t.app, 'POST', '/api/readyGoods/cl', client.token, {
      incomingDeclaration: 'JT0001112223',
      goods: [goodItem],
      ...body,
    });
  const parcelCount = async (userId: number) =>
    (await t.app.ctx.db.select({ n: count() }).from(parcels).where(eq(parcels.userId, userId)))[0]!.n;
  const userIdOf = async (client: SignedUpClient) =>
    (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id as number;

  it('creates the good and its parcel together, with services 2 and 3 by default', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const response = await createReady(client, { parcelData: parcelData(recipientId, addressId) });
    expect(response.statusCode).toBe(201);
    const ready = response.json();
    expect(ready).toMatchObject({ isReady: true, goodStatus: { id: 9 }, parcelId: expect.any(Number) });
    expect(ready.parcelData).toMatchObject({
      id: ready.parcelId,
      name: 'Кроссовки для Ивана',
      statusId: 10,
      recipientDataId: recipientId,
      recipientId: addressId,
      deliveryTransport: 111,
      packageTypeId: 1,
      additionalServicesIds: '2,3',
    });
    const list = await call(t.app, 'GET', '/api/readyGoods?version=v2&offset=100', client.token);
    expect(list.json().data.map((g: { id: number }) => g.id)).toEqual([ready.id]);
    const inParcel = await call(t.app, 'GET', `/api/goods/parcel/${ready.parcelId}?version=v2`, client.token);
    expect(inParcel.json().data.map((g: { id: number }) => g.id)).toEqual([ready.id]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ nameOfTheProduct: '' }, 'parcelData.nameOfTheProduct', 'Введите название посылки'],
    [{ recipientId: undefined }, 'parcelData.recipientId', 'Выберите получателя посылки…'],
    [{ deliveryTransportId: undefined }, 'parcelData.deliveryTransportId', 'Выберите тариф доставки посылки'],
    [{ deliveryAddressId: undefined }, 'parcelData.deliveryAddressId', 'Выберите адрес доставки…'],
    [{ parcelPackageTypeId: 3 }, 'parcelData.parcelPackageTypeId', 'Выберите хотя бы одну упаковку'],
    [
      { hasTheSameRecipient: false, finalRecipientPhone: '79991234567' },
      'parcelData.finalRecipientName',
      'Выберите ФИО получателя',
    ],
    [
      { hasTheSameRecipient: false, finalRecipientName: 'Ivan Petrov', finalRecipientPhone: '79991234567' },
      'parcelData.finalRecipientName',
      'ФИО должно быть на кириллице',
    ],
    [
      { hasTheSameRecipient: false, finalRecipientName: 'Иван Петров' },
      'parcelData.finalRecipientPhone',
      'Введите номер телефона',
    ],
  ])('refuses %o with %s: %s', async (change, field, message) => {
    const { client, recipientId, addressId } = await readyCustomer();
    const response = await createReady(client, {
      parcelData: { ...parcelData(recipientId, addressId), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await parcelCount(await userIdOf(client))).toBe(0);
  });

  it('accepts only one good', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const response = await createReady(client, {
      goods: [goodItem, goodItem],
      parcelData: parcelData(recipientId, addressId),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.goods).toBe('В посылку в один клик можно добавить только один товар');
  });

  it('needs a confirmed recipient, a tariff of their country and an address the tariff serves', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const unconfirmed = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;
    const notConfirmed = await createReady(client, {
      parcelData: { ...parcelData(recipientId, addressId), recipientId: unconfirmed },
    });
    expect(notConfirmed.json().errors['parcelData.recipientId']).toBe('Выберите получателя посылки…');
    const belarusTariff = await createReady(client, {
      parcelData: { ...parcelData(recipientId, addressId), deliveryTransportId: 115 },
    });
    expect(belarusTariff.json().errors['parcelData.deliveryTransportId']).toBe(
      'Выберите тариф доставки посылки',
    );
    const partnerOnly = await createReady(client, {
      parcelData: { ...parcelData(recipientId, addressId), deliveryTransportId: 114 },
    });
    expect(partnerOnly.statusCode).toBe(201);
    const stranger = await readyCustomer();
    const foreignAddress = await createReady(client, {
      parcelData: { ...parcelData(recipientId, addressId), deliveryAddressId: stranger.addressId },
    });
    expect(foreignAddress.json().errors['parcelData.deliveryAddressId']).toBe('Выберите адрес доставки…');
  });

  it('leaves neither good nor parcel when the good fails inside the transaction', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    // Service 2 is a parcel service: the good is refused after the parcel row was written.
    const response = await createReady(client, {
      goods: [{ ...goodItem, additionalServicesIds: [2] }],
      parcelData: parcelData(recipientId, addressId),
    });
    expect(response.statusCode).toBe(400);
    expect(await parcelCount(await userIdOf(client))).toBe(0);
    expect((await call(t.app, 'GET', '/api/client/my-goods', client.token)).json().totalElements).toBe(0);
  });

  it('updates and cancels a ready good with its parcel', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    const updated = await call(t.app, 'PUT', `/api/readyGoods/${ready.id}`, client.token, {
      incomingDeclaration: 'JT0001112223',
      goods: { ...goodItem, description: 'Кеды' },
      parcelData: { ...parcelData(recipientId, addressId), parcelPackageTypeId: 2, nameOfTheProduct: 'Кеды' },
    });
    expect(updated.json()).toMatchObject({
      description: 'Кеды',
      parcelData: { packageTypeId: 2, name: 'Кеды' },
    });
    const goodOnly = await call(t.app, 'PUT', `/api/readyGoods/goods/${ready.id}`, client.token, {
      ...goodItem,
      incomingDeclaration: 'JT0001112223',
      qty: 5,
    });
    expect(goodOnly.json().qty).toBe(5);
    expect((await call(t.app, 'DELETE', `/api/readyGoods/${ready.id}`, client.token)).statusCode).toBe(204);
    const after = await call(t.app, 'GET', `/api/readyGoods/${ready.id}`, client.token);
    expect(after.json()).toMatchObject({ goodStatus: { id: 100 }, parcelData: { statusId: 100 } });
  });

  it('adds a shelved good to an open parcel and removes it', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    const other = (
      await call(t.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: 'ZTO55500011',
        goods: [goodItem],
      })
    ).json().data[0];
    await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: 'ZTO55500011' });
    const added = await call(
      t.app,
      'PUT',
      `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(added.json()).toEqual({ message: 'Товар успешно добавлен в посылку' });
    expect(
      (await call(t.app, 'GET', `/api/goods/parcel/${ready.parcelId}`, client.token)).json().totalElements,
    ).toBe(2);
    const removed = await call(
      t.app,
      'PUT',
      `/api/client/remove-good-from-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(removed.json()).toEqual({ message: 'Товар успешно удален с посылки' });
    expect(
      (await call(t.app, 'GET', `/api/goods/parcel/${ready.parcelId}`, client.token)).json().totalElements,
    ).toBe(1);
  });
});
