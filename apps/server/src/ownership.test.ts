import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type TestApp,
  uploadPng,
} from './test/helpers.js';

/** Every call that names an object of one customer, made by another customer, answers 404 and changes nothing. */
describe('another customer’s objects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 404 to every id-bearing call', async () => {
    const owner = await signUpClient(t.app);
    const stranger = await signUpClient(t.app);
    const recipientId = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', owner.token, russianRecipient)
    ).json().id;
    const addressId = (
      await call(t.app, 'POST', '/api/client-address/cl', owner.token, {
        countryCode: 643,
        lastMileOperatorId: 3,
        lastMileDeliveryMethodId: 1,
        city: 'Москва',
        address: 'ул. Тверская, д. 1',
        postalCode: '125009',
      })
    ).json().id;
    const linkCard = (await call(t.app, 'GET', '/api/recipient-client-data/token', owner.token)).json()
      .recipientId;
    const address = {
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 1,
      city: 'Тула',
      address: 'ул. Ленина, 1',
      postalCode: '300000',
    };

    const sweep: Array<[string, string, unknown?]> = [
      ['GET', `/api/recipient-client-data/${recipientId}`],
      ['PUT', `/api/recipient-client-data/cl/${recipientId}`, russianRecipient],
      ['DELETE', `/api/recipient-client-data/cl/${recipientId}`],
      ['PUT', `/api/recipient-client-data/cl/${recipientId}/activate`],
      ['GET', `/api/recipient-client-data/${linkCard}`],
      ['DELETE', `/api/recipient-client-data/cl/${linkCard}`],
      ['GET', `/api/client-address/${addressId}`],
      ['PUT', `/api/client-address/cl/${addressId}`, address],
      ['DELETE', `/api/client-address/cl/${addressId}`],
      ['PUT', `/api/client-address/cl/${addressId}/activate`],
    ];
    for (const [method, url, body] of sweep) {
      const response = await call(t.app, method as 'GET', url, stranger.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('654321');
    }
    const recipient = (
      await call(t.app, 'GET', `/api/recipient-client-data/${recipientId}`, owner.token)
    ).json();
    expect(recipient).toMatchObject({ status: 'ACTIVE', surname: 'Иванов' });
    const addr = (await call(t.app, 'GET', `/api/client-address/${addressId}`, owner.token)).json();
    expect(addr).toMatchObject({ status: 'ACTIVE', city: 'Москва' });
    expect(
      (await call(t.app, 'GET', '/api/client/my-recipient-data', stranger.token)).json().totalElements,
    ).toBe(0);
    // The stranger's own link is a card of his own, never the owner's waiting one.
    const strangerLink = (
      await call(t.app, 'GET', '/api/recipient-client-data/token', stranger.token)
    ).json();
    expect(strangerLink.recipientId).not.toBe(linkCard);
    const ownerCards = (await call(t.app, 'GET', '/api/client/my-recipient-data', owner.token)).json();
    expect(ownerCards.data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [linkCard, 'ACTIVE'],
      [recipientId, 'ACTIVE'],
    ]);
    expect((await call(t.app, 'GET', '/api/client/my-addresses', stranger.token)).json().totalElements).toBe(
      0,
    );

    const staff = await signInStaff(t.app);
    await call(t.app, 'PUT', `/api/staff/recipients/${recipientId}/confirm`, staff);
    const pickup = (
      await call(t.app, 'POST', '/api/client-address/cl', owner.token, {
        countryCode: 643,
        lastMileOperatorId: 3,
        lastMileDeliveryMethodId: 2,
        pvzCode: 'CDEK-44-2',
      })
    ).json().id;
    const picture = await uploadPng(t.app, owner.token);
    const goodId = (
      await call(t.app, 'POST', '/api/goods/create', owner.token, {
        incomingDeclaration: 'SF100200300',
        goods: [{ ...goodItem, photoUrl: picture }],
      })
    ).json().data[0].id;
    const parcelData = {
      nameOfTheProduct: 'Посылка',
      recipientId,
      deliveryTransportId: 111,
      deliveryAddressId: pickup,
      parcelPackageTypeId: 1,
    };
    const ready = (
      await call(t.app, 'POST', '/api/readyGoods/cl', owner.token, {
        incomingDeclaration: 'SF100200301',
        goods: [goodItem],
        parcelData,
      })
    ).json();
    const good = { ...goodItem, incomingDeclaration: 'SF100200300' };
    const goodSweep: Array<[string, string, unknown?]> = [
      ['GET', `/api/goods/cl/${goodId}`],
      ['GET', `/api/goods/${goodId}`],
      ['PUT', `/api/goods/cl/${goodId}`, good],
      ['DELETE', `/api/goods/cl/${goodId}`],
      ['POST', `/api/goods/cl/accept/${goodId}`],
      ['POST', `/api/goods/cl/return/${goodId}`],
      ['POST', `/api/goods/return/${goodId}`],
      ['DELETE', `/api/goods/picture/${goodId}?imageName=${picture}`],
      ['DELETE', `/api/google-cloud/image?filename=${picture}`],
      ['GET', `/api/goods/parcel/${ready.parcelId}`],
      ['PUT', `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${goodId}`],
      ['PUT', `/api/client/remove-good-from-parcel/${ready.parcelId}?goodId=${ready.id}`],
      ['GET', `/api/readyGoods/${ready.id}`],
      [
        'PUT',
        `/api/readyGoods/${ready.id}`,
        { incomingDeclaration: 'SF100200301', goods: goodItem, parcelData },
      ],
      ['PUT', `/api/readyGoods/goods/${ready.id}`, good],
      ['DELETE', `/api/readyGoods/${ready.id}`],
    ];
    for (const [method, url, body] of goodSweep) {
      const response = await call(t.app, method as 'GET', url, stranger.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const own = (await call(t.app, 'GET', `/api/goods/cl/${goodId}`, owner.token)).json();
    expect(own).toMatchObject({ goodStatus: { id: 10 }, picture });
    expect((await call(t.app, 'GET', `/api/readyGoods/${ready.id}`, owner.token)).json().goodStatus.id).toBe(
      9,
    );
    expect((await call(t.app, 'GET', '/api/readyGoods', stranger.token)).json().data).toEqual([]);
  });
});
