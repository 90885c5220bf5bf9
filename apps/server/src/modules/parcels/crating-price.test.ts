import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICE, moneyToJson, SERVICE_PRICES } from '@cargo/domain';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('crating (service 15): 299 ₽ per item in the list, the estimate and the desk’s price alike', () => {
  const w = useParcelWorld();

  it('lists every parcel service at the price and unit pricing charges (crating: 299 ₽ per item)', async () => {
    const listed = (await call(w.app, 'GET', '/api/additional-service/e-object-type/PARCEL', null)).json()
      .data as Array<{ id: number; price: number; per: string }>;
    expect(listed.find((s) => s.id === ADDITIONAL_SERVICE.PARCEL_SHEATHING)).toMatchObject({
      price: 299,
      per: 'item',
    });
    for (const service of listed) {
      const priced = SERVICE_PRICES[service.id]!;
      expect({ id: service.id, price: service.price, per: service.per }).toEqual({
        id: service.id,
        price: moneyToJson(priced.price),
        per: priced.per,
      });
    }
  });

  it('charges a parcel of three goods of 2 pieces each 6 × 299 = 1794 ₽ for crating when the warehouse weighs it', async () => {
    const c = await w.customer(3);
    const id = await w.createdParcel(c, { withCrating: true });
    await w.sendAssembleWeigh(c.client, id);
    const parcel = await w.details(c.client, id);
    expect(parcel.price.lines).toEqual(
      expect.arrayContaining([
        // Per piece (decision 052): every good of the fixture is 2 pieces.
        { serviceId: 15, title: 'Обрешётка', quantity: 6, unitPrice: 299, amount: 1794 },
      ]),
    );
    // 2.5 kg × 790 ₽ + wrapping 150 ₽ + crating 1794 ₽ + a standard box 120 ₽; consolidation and documents are free.
    expect(parcel.price).toMatchObject({ freight: 1975, subtotal: 4039, discount: 0, total: 4039 });
    expect(parcel.deliveryCost).toBe(4039);
  });
});
