import { describe, expect, it } from 'vitest';
import { ADDITIONAL_SERVICE, PACKAGE_TITLE, PACKAGE_TYPE, priceParcel, SERVICE_PRICES } from '../index.js';
import { chargedUnits, serviceLabel, serviceLineBasis, servicePriceText } from './service-units.js';

const base = {
  deliveryTransportId: 111,
  countryCode: 643,
  weightKg: '1',
  packageTypeId: PACKAGE_TYPE.BAG,
};

describe('a per-item service is charged for every piece (decision 052)', () => {
  it('charges «с проверкой» 100 ₽ for each of 3 + 3 pieces: 600 ₽, not 2 lines × 100 ₽', () => {
    const price = priceParcel({
      ...base,
      items: [
        { qty: 3, additionalServicesIds: [ADDITIONAL_SERVICE.DETAILED_EXAMINATION] },
        { qty: 3, additionalServicesIds: [ADDITIONAL_SERVICE.DETAILED_EXAMINATION] },
      ],
    });
    expect(price.services).toEqual([
      {
        serviceId: 1,
        title: 'Детальный осмотр (с проверкой)',
        quantity: 6,
        unitPrice: '100.00',
        amount: '600.00',
      },
    ]);
  });

  it('charges the photo report and crating per piece too, and a per-parcel service once', () => {
    const price = priceParcel({
      ...base,
      items: [{ qty: 2, additionalServicesIds: [ADDITIONAL_SERVICE.PHOTO_REPORT] }, { qty: 4 }],
      additionalServicesIds: [ADDITIONAL_SERVICE.PARCEL_SHEATHING, ADDITIONAL_SERVICE.PARCEL_WRAPPING],
    });
    expect(price.services.map((line) => [line.serviceId, line.quantity, line.amount])).toEqual([
      [2, 1, '150.00'],
      [12, 2, '298.00'],
      [15, 6, '1794.00'],
    ]);
  });

  it('counts pieces, one for a line without a quantity, and refuses a broken quantity', () => {
    expect(chargedUnits('item', [{ qty: 3 }, {}, { qty: null }])).toBe(5);
    expect(chargedUnits('item', [])).toBe(1);
    expect(chargedUnits('parcel', [{ qty: 3 }, { qty: 3 }])).toBe(1);
    expect(() => chargedUnits('item', [{ qty: 0 }])).toThrow(RangeError);
  });

  it('labels every service with what it is charged for, from the one price table', () => {
    expect(serviceLabel(SERVICE_PRICES[ADDITIONAL_SERVICE.DETAILED_EXAMINATION]!)).toBe(
      'Детальный осмотр (с проверкой) — 100\u00a0₽ за шт.',
    );
    expect(servicePriceText('149.00', 'item')).toBe('149\u00a0₽ за шт.');
    expect(servicePriceText('150.00', 'parcel')).toBe('150\u00a0₽ за посылку');
    expect(servicePriceText('0.00', 'item')).toBe('бесплатно');
    expect(serviceLineBasis({ quantity: 6, unitPrice: '100.00' }, 'item')).toBe('6 шт. × 100\u00a0₽');
  });
});

describe('one name per package type', () => {
  it('names the bag «Пакет» on the form, the invoice and the calculator alike', () => {
    expect(PACKAGE_TITLE[PACKAGE_TYPE.BAG]).toBe('Пакет');
    expect(priceParcel({ ...base }).package.title).toBe('Пакет');
  });
});
