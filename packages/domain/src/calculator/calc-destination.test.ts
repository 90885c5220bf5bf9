import { describe, expect, it } from 'vitest';
import { tariffReach, type CalcDestinationContext } from './calc-destination.js';
import { PACKAGE_OPTIONS, packageOptionLabel } from './calc-package.js';

const moscow = {
  code: 44,
  city: 'Москва',
  region: 'Москва',
  countryCode: 643,
  countryIso2: 'RU',
  postalCode: '101000',
};
const minsk = {
  code: 9220,
  city: 'Минск',
  region: 'Минск',
  countryCode: 112,
  countryIso2: 'BY',
  postalCode: '220030',
};
const point = (operatorId: number, operatorName: string, city: string) => ({
  code: `P-${operatorId}`,
  name: operatorName,
  operatorId,
  operatorName,
  countryCode: 643,
  city,
  cityCode: 44,
  address: 'ул. Чехова, д. 92',
  postalCode: '101000',
  workTime: 'Пн–Вс 09:00–21:00',
  type: 'PVZ',
});
const inMoscow = (more: Partial<CalcDestinationContext> = {}): CalcDestinationContext => ({
  countryCode: 643,
  city: moscow,
  point: null,
  pointOperatorIds: [2, 3, 4, 6, 8],
  ...more,
});

describe('whether a tariff delivers to the calculator’s destination', () => {
  it('names the couriers and the pickup operators of a city, the partner network for tariff 114 only', () => {
    expect(tariffReach({ id: 111, title: 'Авиа Стандарт' }, inMoscow()).text).toBe(
      'Доставляет курьером (СДЭК, DPD, Почта России) и в пункт выдачи (СДЭК, Наши пункты выдачи, Почта России, DPD)',
    );
    expect(tariffReach({ id: 114, title: 'Добропост' }, inMoscow()).pickup).toContain('Добропост');
  });

  it('answers for the chosen point alone', () => {
    const partner = inMoscow({ point: point(2, 'Добропост', 'Добропост') });
    expect(tariffReach({ id: 111, title: 'Авиа Стандарт' }, partner)).toMatchObject({
      delivers: false,
      text: 'Не доставляет в этот пункт выдачи',
    });
    expect(tariffReach({ id: 114, title: 'Добропост' }, partner).delivers).toBe(true);
  });

  it('lets «DP Беларусь» deliver only to CDEK points in Belarus', () => {
    const belarus = { countryCode: 112, city: minsk, point: null, pointOperatorIds: [4] };
    expect(tariffReach({ id: 115, title: 'DP Беларусь' }, belarus)).toMatchObject({
      delivers: false,
      text: 'Не доставляет в этот город',
    });
    expect(tariffReach({ id: 115, title: 'DP Беларусь' }, { ...belarus, pointOperatorIds: [3] }).text).toBe(
      'Доставляет в пункт выдачи (СДЭК)',
    );
  });
});

describe('the calculator’s packaging choice', () => {
  it('offers box and bag in each variant at the desk’s prices', () => {
    expect(PACKAGE_OPTIONS.map(packageOptionLabel).map((label) => label.replace(/\s/g, ' '))).toEqual([
      'Коробка, стандартная — 120 ₽',
      'Коробка, круглая чёрная — 180 ₽',
      'Пакет, стандартный — бесплатно',
      'Пакет, круглый чёрный — 60 ₽',
    ]);
  });
});
