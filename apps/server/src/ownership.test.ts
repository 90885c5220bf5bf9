import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, russianRecipient, signUpClient, type TestApp } from './test/helpers.js';

/** Every call that names a recipient or an address, made by another customer, answers 404 and changes nothing. */
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
    expect((await call(t.app, 'GET', '/api/client/my-addresses', stranger.token)).json().totalElements).toBe(
      0,
    );
  });
});
