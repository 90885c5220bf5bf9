import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_MESSAGES, PARCEL_MESSAGES } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';
import { parcels } from '../../db/schema/parcels.js';
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

  const setParcelStatus = (id: number, statusId: number) =>
    t.app.ctx.db.update(parcels).set({ statusId }).where(eq(parcels.id, id));

  it('lets only the owner cancel a ready good; another customer gets 404 and nothing changes', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const stranger = await signUpClient(t.app);
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    expect((await call(t.app, 'DELETE', `/api/readyGoods/${ready.id}`, stranger.token)).statusCode).toBe(404);
    const after = await call(t.app, 'GET', `/api/readyGoods/${ready.id}`, client.token);
    expect(after.json()).toMatchObject({ goodStatus: { id: 9 }, parcelData: { statusId: 10 } });
  });

  it('refuses to edit or cancel a ready good once its parcel is no longer a request (409), changing nothing', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    await setParcelStatus(ready.parcelId, 20);
    const withParcel = await call(t.app, 'PUT', `/api/readyGoods/${ready.id}`, client.token, {
      incomingDeclaration: 'JT0001112223',
      goods: { ...goodItem, description: 'Кеды' },
      parcelData: { ...parcelData(recipientId, addressId), nameOfTheProduct: 'Кеды' },
    });
    expect(withParcel.statusCode).toBe(409);
    expect(withParcel.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: PARCEL_MESSAGES.notEditable,
    });
    const goodOnly = await call(t.app, 'PUT', `/api/readyGoods/goods/${ready.id}`, client.token, {
      ...goodItem,
      incomingDeclaration: 'JT0001112223',
      qty: 5,
    });
    expect(goodOnly.statusCode).toBe(409);
    const cancel = await call(t.app, 'DELETE', `/api/readyGoods/${ready.id}`, client.token);
    expect(cancel.statusCode).toBe(409);
    const after = (await call(t.app, 'GET', `/api/readyGoods/${ready.id}`, client.token)).json();
    expect(after).toMatchObject({
      description: goodItem.description,
      qty: goodItem.qty,
      goodStatus: { id: 9 },
      parcelData: { name: 'Кроссовки для Ивана', statusId: 20 },
    });
  });

  it('refuses to edit a ready good the warehouse flagged, with the good’s message', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    await t.app.ctx.db.update(goods).set({ statusId: 11 }).where(eq(goods.id, ready.id));
    const response = await call(t.app, 'PUT', `/api/readyGoods/goods/${ready.id}`, client.token, {
      ...goodItem,
      incomingDeclaration: 'JT0001112223',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(GOOD_MESSAGES.notEditable);
  });

  it('lists ready goods newest first, with the total of all of them across pages', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ids: number[] = [];
    for (const name of ['Первая', 'Вторая', 'Третья']) {
      const response = await createReady(client, {
        parcelData: { ...parcelData(recipientId, addressId), nameOfTheProduct: name },
      });
      ids.push(response.json().id);
    }
    const first = (await call(t.app, 'GET', '/api/readyGoods?offset=2', client.token)).json();
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, page: 1 });
    expect(first.data.map((g: { id: number }) => g.id)).toEqual([ids[2], ids[1]]);
    expect(first.data.map((g: { parcelData: { name: string } }) => g.parcelData.name)).toEqual([
      'Третья',
      'Вторая',
    ]);
    const second = (await call(t.app, 'GET', '/api/readyGoods?offset=2&page=2', client.token)).json();
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, page: 2 });
    expect(second.data.map((g: { id: number }) => g.id)).toEqual([ids[0]]);
    const filtered = (await call(t.app, 'GET', '/api/readyGoods?statusId=10,20', client.token)).json();
    expect(filtered).toMatchObject({ totalElements: 0, data: [] });
  });

  it('changes a parcel’s goods only while it is open (409 afterwards, nothing moves)', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    const other = (
      await call(t.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: 'ZTO55500012',
        goods: [goodItem],
      })
    ).json().data[0];
    await setParcelStatus(ready.parcelId, 20);
    const added = await call(
      t.app,
      'PUT',
      `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'STATUS_CONFLICT', message: PARCEL_MESSAGES.notOpen });
    const removed = await call(
      t.app,
      'PUT',
      `/api/client/remove-good-from-parcel/${ready.parcelId}?goodId=${ready.id}`,
      client.token,
    );
    expect(removed.statusCode).toBe(409);
    const inParcel = await call(t.app, 'GET', `/api/goods/parcel/${ready.parcelId}`, client.token);
    expect(inParcel.json().data.map((g: { id: number }) => g.id)).toEqual([ready.id]);

    // A cancelled good cannot join an open parcel either.
    await setParcelStatus(ready.parcelId, 10);
    await call(t.app, 'DELETE', `/api/goods/cl/${other.id}`, client.token);
    const cancelled = await call(
      t.app,
      'PUT',
      `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(PARCEL_MESSAGES.addFailed);
  });
});
