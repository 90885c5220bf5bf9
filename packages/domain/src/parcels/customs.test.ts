import { describe, expect, it } from 'vitest';
import {
  CUSTOMS_RULES,
  customsAllowance,
  CustomsRuleMissingError,
  customsRuleFor,
  eurosToRoubles,
  toEuros,
} from './customs.js';

const today = '2026-11-23';
const ru = (declaredValueEur: string | number, weightKg: string | number, date = today) =>
  customsAllowance({ country: 643, date, declaredValueEur, weightKg });

describe('customsAllowance', () => {
  it.each([
    { value: '199.99', weight: '30.999', within: true, duty: '0.00', valuePct: 100, weightPct: 100 },
    { value: '200.00', weight: '31', within: true, duty: '0.00', valuePct: 100, weightPct: 100 },
    { value: '100', weight: '15.5', within: true, duty: '0.00', valuePct: 50, weightPct: 50 },
    // Value over only: 15 % of the excess.
    { value: '200.01', weight: '1', within: false, duty: '0.00', valuePct: 100, weightPct: 3.2 },
    { value: '300.00', weight: '5', within: false, duty: '15.00', valuePct: 150, weightPct: 16.1 },
    // Weight over only: 2 € per kilogram above 31 kg.
    { value: '50', weight: '31.001', within: false, duty: '0.00', valuePct: 25, weightPct: 100 },
    { value: '50', weight: '36', within: false, duty: '10.00', valuePct: 25, weightPct: 116.1 },
    // Both over: the larger of 15 % × 100 € = 15 € and 2 € × 10 kg = 20 €.
    { value: '300', weight: '41', within: false, duty: '20.00', valuePct: 150, weightPct: 132.3 },
    // Both over: the larger of 15 % × 1000 € = 150 € and 2 € × 1.5 kg = 3 €.
    { value: '1200', weight: '32.5', within: false, duty: '150.00', valuePct: 600, weightPct: 104.8 },
    // Kopeck-exact: 15 % × 33.33 = 4.9995 → 5.00.
    { value: '233.33', weight: '2', within: false, duty: '5.00', valuePct: 116.7, weightPct: 6.5 },
  ])('Russia: $value € and $weight kg → within $within, duty $duty €', (row) => {
    const check = ru(row.value, row.weight);
    expect(check).toMatchObject({
      within: row.within,
      dutyEur: row.duty,
      valueUsedPercent: row.valuePct,
      weightUsedPercent: row.weightPct,
    });
  });

  it('report the excesses', () => {
    expect(ru('250.50', '33.250')).toMatchObject({ valueExcessEur: '50.50', weightExcessKg: '2.250' });
    expect(ru('250.50', '33.250').dutyEur).toBe('7.58'); // max(7.575, 4.50) rounded half up
  });

  it('give Belarus its own row: 4 € per kilogram above 31 kg', () => {
    const by = customsAllowance({ country: 112, date: today, declaredValueEur: '50', weightKg: '36' });
    expect(by).toMatchObject({ within: false, dutyEur: '20.00' });
    expect(by.rule.perKgEur).toBe('4.00');
    expect(
      customsAllowance({ country: 112, date: today, declaredValueEur: '200', weightKg: '31' }).within,
    ).toBe(true);
  });

  it('read the rule in force on the date: Russia 500 € in 2019, 200 € from 2020', () => {
    expect(ru('400', '1', '2019-12-31')).toMatchObject({ within: true, dutyEur: '0.00' });
    expect(ru('400', '1', '2020-01-01')).toMatchObject({ within: false, dutyEur: '30.00' });
    expect(
      customsAllowance({
        country: 643,
        date: new Date('2026-01-01T12:00:00Z'),
        declaredValueEur: 1,
        weightKg: 1,
      }).rule.validFrom,
    ).toBe('2020-01-01');
  });

  it('let a new regime added with a later date take over on that date', () => {
    const rules = [
      ...CUSTOMS_RULES,
      {
        country: 643,
        validFrom: '2027-01-01',
        valueLimitEur: '150.00',
        weightLimitKg: '25',
        dutyPercent: '15',
        perKgEur: '2.00',
      },
    ];
    const check = (date: string) =>
      customsAllowance({ country: 643, date, declaredValueEur: '180', weightKg: '28', rules });
    expect(check('2026-12-31')).toMatchObject({ within: true, dutyEur: '0.00' });
    // 15 % × 30 € = 4.50 € against 2 € × 3 kg = 6 €.
    expect(check('2027-01-01')).toMatchObject({ within: false, dutyEur: '6.00', valueUsedPercent: 120 });
    expect(customsRuleFor(643, '2027-06-01', rules)?.validFrom).toBe('2027-01-01');
  });

  it('refuse a country without a rule', () => {
    expect(() => customsAllowance({ country: 398, date: today, declaredValueEur: 1, weightKg: 1 })).toThrow(
      CustomsRuleMissingError,
    );
    expect(() => ru('1', '1', '2018-01-01')).toThrow(CustomsRuleMissingError);
  });
});

describe('currency conversion for the declared value', () => {
  it('convert with the rates as decimal strings, rounded half up to the cent', () => {
    // 2000 ¥ × 11.2 ₽ / 94.3 ₽ = 237.539... €
    expect(toEuros('2000', '11.2', '94.3')).toBe('237.54');
    expect(toEuros('18860', '1', '94.3')).toBe('200.00');
    expect(toEuros('18860.01', '1', '94.300000')).toBe('200.00');
    expect(toEuros(100, '81.5', '94.3')).toBe('86.43');
    expect(eurosToRoubles('20.00', '94.3')).toBe('1886.00');
    expect(eurosToRoubles('7.58', '94.315')).toBe('714.91');
    expect(() => toEuros('1', '1', '0')).toThrow();
  });
});
