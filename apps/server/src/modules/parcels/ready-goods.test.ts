import { describe, expect, it } from 'vitest';
import { call, goodItem, russianRecipient } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('one-click goods (ready goods): creation and its checks', () => {
  const w = useParcelWorld();
  /** A customer with a confirmed Russian recipient and a CDEK pickup-point address in Moscow. */
  const readyCustomer = w.customerWithRecipient;
  const { oneClickParcelData: parcelData, createReady, parcelCount } = w;

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
    const list = await call(w.app, 'GET', '/api/readyGoods?version=v2&offset=100', client.token);
    expect(list.json().data.map((g: { id: number }) => g.id)).toEqual([ready.id]);
    const inParcel = await call(w.app, 'GET', `/api/goods/parcel/${ready.parcelId}?version=v2`, client.token);
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
    const { client, userId, recipientId, addressId } = await readyCustomer();
    const response = await createReady(client, {
      parcelData: { ...parcelData(recipientId, addressId), ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await parcelCount(userId)).toBe(0);
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
      await call(w.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
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
    const { client, userId, recipientId, addressId } = await readyCustomer();
    // Service 2 is a parcel service: the good is refused after the parcel row was written.
    const response = await createReady(client, {
      goods: [{ ...goodItem, additionalServicesIds: [2] }],
      parcelData: parcelData(recipientId, addressId),
    });
    expect(response.statusCode).toBe(400);
    expect(await parcelCount(userId)).toBe(0);
    expect((await call(w.app, 'GET', '/api/client/my-goods', client.token)).json().totalElements).toBe(0);
  });
});
