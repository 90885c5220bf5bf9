import { describe, expect, it } from 'vitest';
import { calcPriceInput, calcRequestSchema, calculateDelivery } from './delivery-calculator.js';
import { priceParcel } from '../parcels/parcel-pricing.js';

const TARIFFS = [
  { id: 111, title: 'Авиа', countryCode: 643, deliveryDays: '12–18 дней' },
  { id: 112, title: 'Авто', countryCode: 643, deliveryDays: '25–35 дней' },
  { id: 115, title: 'DP Беларусь', countryCode: 112, deliveryDays: '10–14 дней' },
  // A tariff of the reference data the pricing does not know is not offered.
  { id: 999, title: 'Новый', countryCode: 643, deliveryDays: '5 дней' },
];
const RATES = { RUB: '1', CNY: '11.2', EUR: '94.3' };

const parse = (body: Record<string, unknown>) =>
  calcRequestSchema.parse({
    countryCode: 643,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    packageTypeId: 1,
    ...body,
  });

describe('calculateDelivery', () => {
  it('prices every known tariff of the country with priceParcel, cheapest first', () => {
    const input = parse({ weightKg: 2.5, withCrating: true, goodsCount: 3, additionalServicesIds: [2] });
    const answer = calculateDelivery(input, { tariffs: TARIFFS, rates: RATES, date: '2026-11-24' });
    expect(answer.tariffs.map((t) => t.deliveryTransportId)).toEqual([112, 111]);
    for (const tariff of answer.tariffs) {
      expect(tariff.total).toBe(
        Number(priceParcel(calcPriceInput(input, tariff.deliveryTransportId, 643)).total),
      );
    }
    // By road the minimum 1950 (2.5 × 390 = 975 below it), by air 2.5 × 790; + wrapping 150 + crating 3 × 299 + a box 120.
    expect(answer.tariffs.map((t) => [t.total, t.minimumApplied])).toEqual([
      [3117, true],
      [3142, false],
    ]);
    expect(answer).toMatchObject({
      chargeableWeightKg: 2.5,
      volumetricWeightKg: 1.2,
      volumetricApplied: false,
    });
  });

  it('shows the volumetric weight with its divisor, and the customs allowance in euros', () => {
    const input = parse({ weightKg: 3.2, lengthCm: 60, widthCm: 50, heightCm: 40, declaredValue: '2000' });
    const answer = calculateDelivery(input, { tariffs: TARIFFS, rates: RATES, date: '2026-11-24' });
    expect(answer).toMatchObject({
      chargeableWeightKg: 24,
      volumetricApplied: true,
      volumetricDivisor: 5000,
    });
    // 2000 ¥ × 11.2 ÷ 94.3 = 237.54 €: 37.54 € above 200 €, 15 % = 5.63 €.
    expect(answer.customs).toMatchObject({ declaredValueEur: 237.54, exceedsValue: true, dutyEur: 5.63 });
    expect(
      calculateDelivery(input, { tariffs: TARIFFS, rates: null, date: '2026-11-24' }).customs,
    ).toBeNull();
  });

  it('answers one tariff when asked, none of another country', () => {
    const ctx = { tariffs: TARIFFS, rates: RATES, date: '2026-11-24' };
    expect(calculateDelivery(parse({ weightKg: 1, deliveryTransportId: 112 }), ctx).tariffs).toHaveLength(1);
    expect(calculateDelivery(parse({ weightKg: 1, deliveryTransportId: 115 }), ctx).tariffs).toEqual([]);
    expect(calculateDelivery(parse({ weightKg: 1, countryCode: 112 }), ctx).tariffs[0]!.title).toBe(
      'DP Беларусь',
    );
  });
});
