import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICE } from '../reference/reference.js';
import {
  chargeableWeight,
  type ParcelPriceInput,
  ParcelPricingError,
  priceParcel,
} from './parcel-pricing.js';
import { SERVICE_PRICES } from '../reference/parcel-tariffs.js';

const base: ParcelPriceInput = {
  deliveryTransportId: 111,
  countryCode: 643,
  weightKg: '2.5',
  packageTypeId: 2,
};

describe('priceParcel', () => {
  it.each([
    {
      name: 'actual weight, air to Russia: 2.5 kg × 790',
      input: base,
      expected: {
        chargeableWeightKg: '2.5',
        delivery: '1975.00',
        volumetricApplied: false,
        total: '1975.00',
      },
    },
    {
      name: 'actual weight rounded up to 0.1 kg: 2.501 kg → 2.6 kg',
      input: { ...base, weightKg: 2.501 },
      expected: { chargeableWeightKg: '2.6', delivery: '2054.00', actualWeightKg: '2.501' },
    },
    {
      name: 'volumetric beats actual: 50×40×30 cm = 12 kg against 2.5 kg',
      input: { ...base, dimensionsCm: { length: 50, width: 40, height: 30 } },
      expected: {
        volumetricWeightKg: '12.000',
        chargeableWeightKg: '12.0',
        volumetricApplied: true,
        delivery: '9480.00',
      },
    },
    {
      name: 'actual beats a small box: 20×15×10 cm = 0.6 kg against 2.5 kg',
      input: { ...base, dimensionsCm: { length: '20', width: '15', height: '10' } },
      expected: { volumetricWeightKg: '0.600', chargeableWeightKg: '2.5', volumetricApplied: false },
    },
    {
      name: 'volumetric rounded up: 33.3×21.1×10 cm = 1.40526 kg → 1.5 kg',
      input: { ...base, weightKg: '0.3', dimensionsCm: { length: '33.3', width: '21.1', height: 10 } },
      expected: { chargeableWeightKg: '1.5', volumetricApplied: true, delivery: '1185.00' },
    },
    {
      name: 'the minimum charge: 0.4 kg by air pays 990, not 316',
      input: { ...base, weightKg: '0.4' },
      expected: { deliveryByWeight: '316.00', minimumApplied: true, delivery: '990.00', total: '990.00' },
    },
    {
      name: 'auto minimum 1950 for 3 kg (1170 by weight)',
      input: { ...base, deliveryTransportId: 112, weightKg: 3 },
      expected: { deliveryByWeight: '1170.00', delivery: '1950.00', minimumApplied: true },
    },
    {
      name: 'Belarus, DP Беларусь 115: 4.2 kg × 860',
      input: { ...base, deliveryTransportId: 115, countryCode: 112, weightKg: '4.2' },
      expected: { delivery: '3612.00', ratePerKg: '860.00', countryCode: 112, total: '3612.00' },
    },
    {
      name: 'Belarus auto 116: minimum 2150',
      input: { ...base, deliveryTransportId: 116, countryCode: 112, weightKg: '1' },
      expected: { delivery: '2150.00', minimumApplied: true },
    },
    {
      name: 'discount 10 % on delivery only, not on services or package',
      input: {
        ...base,
        discountPercent: 10,
        packageTypeId: 1,
        items: [{ additionalServicesIds: [12] }],
      },
      expected: {
        delivery: '1975.00',
        discount: '197.50',
        servicesTotal: '149.00',
        total: '2046.50',
      },
    },
    {
      name: 'discount 15 % of the minimum charge, rounded half up to the kopeck',
      input: { ...base, weightKg: '0.1', deliveryTransportId: 113, discountPercent: 15 },
      expected: { delivery: '1190.00', discount: '178.50', total: '1011.50' },
    },
    {
      name: 'discount 5 % with kopecks: 1.1 kg × 790 = 869 → minimum 990 → 49.50',
      input: { ...base, weightKg: '1.1', discountPercent: 5 },
      expected: { delivery: '990.00', discount: '49.50', total: '940.50' },
    },
  ])('$name', ({ input, expected }) => {
    expect(priceParcel(input)).toMatchObject(expected);
  });

  it('charge services per goods line and per parcel, with the check, photo report and crating', () => {
    const price = priceParcel({
      ...base,
      items: [
        { additionalServicesIds: [1, 4, 12] },
        { additionalServicesIds: [1, 4] },
        { additionalServicesIds: [12, 12] },
      ],
      additionalServicesIds: [2, 3, 15],
      packageTypeId: 1,
      packageStyle: 'ROUND_BLACK',
    });
    expect(price.services).toEqual([
      {
        serviceId: 1,
        title: 'Детальный осмотр (с проверкой)',
        quantity: 2,
        unitPrice: '100.00',
        amount: '200.00',
      },
      { serviceId: 2, title: 'Упаковка посылки', quantity: 1, unitPrice: '150.00', amount: '150.00' },
      { serviceId: 3, title: 'Оформление документов', quantity: 1, unitPrice: '0.00', amount: '0.00' },
      { serviceId: 4, title: 'Консолидация', quantity: 2, unitPrice: '0.00', amount: '0.00' },
      { serviceId: 12, title: 'Фотоотчёт', quantity: 2, unitPrice: '149.00', amount: '298.00' },
      { serviceId: 15, title: 'Обрешётка', quantity: 3, unitPrice: '299.00', amount: '897.00' },
    ]);
    expect(price.servicesTotal).toBe('1545.00');
    expect(price.package).toEqual({
      packageTypeId: 1,
      style: 'ROUND_BLACK',
      title: 'Коробка',
      amount: '180.00',
    });
    // 1975 delivery + 1545 services + 180 package.
    expect(price.subtotal).toBe('3700.00');
    expect(price.total).toBe('3700.00');
  });

  it('charge crating 299 ₽ per item, as the service list and the spec say: 3 goods → 897 ₽', () => {
    const threeGoods = priceParcel({ ...base, items: [{}, {}, {}], additionalServicesIds: [15] });
    expect(threeGoods.services).toEqual([
      { serviceId: 15, title: 'Обрешётка', quantity: 3, unitPrice: '299.00', amount: '897.00' },
    ]);
    expect(threeGoods.total).toBe('2872.00'); // 1975 + 897 + 0 (a standard bag)
    expect(SERVICE_PRICES[ADDITIONAL_SERVICE.PARCEL_SHEATHING]).toMatchObject({
      price: '299.00',
      per: 'item',
    });
    // Before any good is chosen (the customer's first estimate) the parcel counts as one item.
    expect(priceParcel({ ...base, additionalServicesIds: [15] }).servicesTotal).toBe('299.00');
  });

  it('subtract the discount from the exact subtotal', () => {
    const price = priceParcel({ ...base, weightKg: '1.1', discountPercent: 5, additionalServicesIds: [2] });
    expect(price).toMatchObject({ subtotal: '1140.00', discount: '49.50', total: '1090.50' });
  });

  it('apply a per-item service chosen for the whole parcel to every line', () => {
    const price = priceParcel({ ...base, items: [{}, {}, {}], additionalServicesIds: [12] });
    expect(price.services).toMatchObject([{ serviceId: 12, quantity: 3, amount: '447.00' }]);
  });

  it('keep exact kopecks where floats would drift', () => {
    // 0.1 + 0.2 kg style inputs: 0.3 kg and 1.7 kg by Dobropost.
    expect(priceParcel({ ...base, deliveryTransportId: 114, weightKg: 1.7 }).delivery).toBe('1173.00');
    expect(priceParcel({ ...base, deliveryTransportId: 114, weightKg: '30.3' }).delivery).toBe('20907.00');
  });

  it('refuse an unknown tariff, a tariff to the wrong country, a bad tier, package or weight', () => {
    const code = (input: ParcelPriceInput) => {
      try {
        priceParcel(input);
        return null;
      } catch (error) {
        return error instanceof ParcelPricingError ? error.code : 'other';
      }
    };
    expect(code({ ...base, deliveryTransportId: 999 })).toBe('NO_TARIFF');
    expect(code({ ...base, deliveryTransportId: 115 })).toBe('NO_TARIFF');
    expect(code({ ...base, discountPercent: 7 })).toBe('BAD_DISCOUNT');
    expect(code({ ...base, packageTypeId: 3 })).toBe('BAD_PACKAGE');
    expect(code({ ...base, weightKg: '1.2345' })).toBe('BAD_WEIGHT');
    expect(code({ ...base, weightKg: '-1' })).toBe('BAD_WEIGHT');
    expect(code({ ...base, weightKg: 'abc' })).toBe('BAD_WEIGHT');
    expect(code(base)).toBeNull();
  });

  it('compute chargeable weight in tenths of a kilogram', () => {
    expect(chargeableWeight('0', null).tenths).toBe(0n);
    expect(chargeableWeight('0.001', null).tenths).toBe(1n);
    expect(chargeableWeight('31', { length: 100, width: 50, height: 50 }).tenths).toBe(500n);
  });
});
