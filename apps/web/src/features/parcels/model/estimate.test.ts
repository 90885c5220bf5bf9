import { COUNTRY } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { RATES } from '../../../test/financeFixtures';
import { goodFixture } from '../../../test/goodFixtures';
import { declaredValueEur, estimateParcel } from './estimate';

const threeGoods = [
  goodFixture({ id: 1, qty: 1, price: 100, additionalServicesIds: [] }),
  goodFixture({ id: 2, qty: 2, price: 50, additionalServicesIds: [] }),
  goodFixture({ id: 3, qty: 1, price: 10, additionalServicesIds: [] }),
];

describe('the parcel estimate', () => {
  it('charges crating 299 ₽ per piece: three goods of 1 + 2 + 1 pieces → 4 × 299 = 1196 ₽, as the desk will', () => {
    const estimate = estimateParcel({
      goods: threeGoods,
      deliveryTransportId: 111,
      countryCode: COUNTRY.RUSSIA,
      weightKg: 2.5,
      packageTypeId: 2,
      withCrating: true,
      additionalServicesIds: [],
      rates: RATES,
    });
    expect(estimate.price?.services).toEqual([
      { serviceId: 15, title: 'Обрешётка', quantity: 4, unitPrice: '299.00', amount: '1196.00' },
    ]);
    // 2.5 kg × 790 ₽ + 1196 ₽ crating + a standard bag (0 ₽).
    expect(estimate.price?.total).toBe('3171.00');
  });

  it('adds the goods’ value exactly, converting each currency’s total once', () => {
    // 3 × 0.1 ¥ is 0.30 ¥ exactly (in doubles 0.30000000000000004); 0.30 × 11.2 / 94.3 = 0.0356… → 0.04 €.
    const dimes = [goodFixture({ qty: 3, price: 0.1 })];
    expect(declaredValueEur(dimes, RATES)).toBe('0.04');
    // 210 ¥ → 24.94 €, 20 $ → 17.29 €.
    const mixed = [...threeGoods, goodFixture({ id: 4, qty: 1, price: 20, currencyId: 'USD' })];
    expect(declaredValueEur(mixed, RATES)).toBe('42.23');
  });
});
