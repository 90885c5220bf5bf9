import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/** A CDEK pickup point in Minsk. */
const MINSK_PICKUP_POINT = {
  countryCode: 112,
  lastMileOperatorId: 3,
  lastMileDeliveryMethodId: 2,
  pvzCode: 'CDEK-9220-2',
};

describe("a parcel's address is in its recipient's country (decision 055)", () => {
  const world = useParcelWorld();

  it('refuses a Minsk pickup point for a Russian recipient, on the order form and the one-click form', async () => {
    const c = await world.customer(1);
    const minsk = await call(world.app, 'POST', '/api/client-address/cl', c.client.token, MINSK_PICKUP_POINT);
    expect(minsk.statusCode).toBe(201);
    const minskId = minsk.json().id as number;

    const refused = await world.create(c, { deliveryAddressId: minskId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      deliveryAddressId: 'Адрес доставки в другой стране: выберите адрес в стране получателя',
    });
    const oneClick = await world.createReady(c.client, {
      parcelData: world.oneClickParcelData(c.recipientId, minskId),
    });
    expect(oneClick.statusCode).toBe(400);
    expect(oneClick.json().errors).toEqual({
      'parcelData.deliveryAddressId': 'Адрес доставки в другой стране: выберите адрес в стране получателя',
    });
    expect(await world.parcelCount(c.userId)).toBe(0);

    // The Moscow point of the same customer is taken.
    expect((await world.create(c)).statusCode).toBe(201);
  });
});
