import { describe, expect, it } from 'vitest';
import { calculateDelivery, calcRequestSchema } from '../calculator/delivery-calculator.js';
import {
  claimLimit,
  declaredValueInRoubles,
  INSURANCE_DEFAULTS,
  insuranceClaimSchema,
  insuranceInput,
  isInsuranceClaimable,
} from './insurance.js';
import { insuranceLine } from './parcel-insurance-line.js';
import { type ParcelPriceInput, priceParcel } from './parcel-pricing.js';

const base: ParcelPriceInput = {
  deliveryTransportId: 111,
  countryCode: 643,
  weightKg: '2.5',
  packageTypeId: 2,
};

describe('insurance pricing', () => {
  it.each([
    // 3 % of 10 000 ₽ = 300 ₽, above the 100 ₽ minimum.
    { value: '10000.00', percent: '3', minimum: '100.00', amount: '300.00', minimumApplied: false },
    // 3 % of 2 000 ₽ = 60 ₽: the minimum is charged.
    { value: '2000.00', percent: '3', minimum: '100.00', amount: '100.00', minimumApplied: true },
    // Exactly the minimum: 3 % of 3 333.34 = 100.0002 → 100.00, not "minimum applied".
    { value: '3333.34', percent: '3', minimum: '100.00', amount: '100.00', minimumApplied: false },
    // Rounded half up to the kopeck: 2.5 % of 12 345.67 = 308.64175 → 308.64; of 4 321.10 = 108.0275 → 108.03.
    { value: '12345.67', percent: '2.5', minimum: '100.00', amount: '308.64', minimumApplied: false },
    { value: '4321.10', percent: '2.5', minimum: '100.00', amount: '108.03', minimumApplied: false },
    // Nothing declared: the minimum.
    { value: '0', percent: '3', minimum: '100.00', amount: '100.00', minimumApplied: true },
  ])('$percent % of $value ₽ → $amount ₽', ({ value, percent, minimum, amount, minimumApplied }) => {
    const line = insuranceLine({ declaredValueRub: value, percent, minimumRub: minimum });
    expect(line.amount).toBe(amount);
    expect(line.minimumApplied).toBe(minimumApplied);
  });

  it('adds the line to the subtotal and total, and the discount stays on delivery only', () => {
    const plain = priceParcel({ ...base, discountPercent: 10 });
    const insured = priceParcel({ ...base, discountPercent: 10, insurance: insuranceInput('10000.00') });
    expect(plain.insurance).toBeNull();
    expect(insured.insurance?.amount).toBe('300.00');
    expect(insured.discount).toBe(plain.discount);
    expect(Number(insured.total) - Number(plain.total)).toBeCloseTo(300, 2);
  });

  it('converts the declared value at the official rate, exactly, roubles as they are', () => {
    expect(declaredValueInRoubles('1234.56', 'CNY', { CNY: '11.9876' })).toBe('14799.41');
    expect(declaredValueInRoubles('1500', 'RUB', null)).toBe('1500.00');
    expect(declaredValueInRoubles('10', 'USD', { CNY: '12' })).toBeNull();
  });

  it('prices the calculator with the same line as the desk', () => {
    const request = calcRequestSchema.parse({
      countryCode: 643,
      deliveryTransportId: 111,
      weightKg: 2.5,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      packageTypeId: 2,
      declaredValue: 1000,
      declaredCurrency: 'CNY',
      insured: true,
    });
    const ctx = {
      tariffs: [{ id: 111, title: 'Авиа', countryCode: 643, deliveryDays: '10' }],
      date: '2026-11-24',
    };
    const answer = calculateDelivery(request, { ...ctx, rates: { CNY: '12.5', EUR: '100' } });
    expect(answer.tariffs[0]?.insurance).toMatchObject({ declaredValueRub: 12500, amount: 375 });
    const desk = priceParcel({ ...base, insurance: insuranceInput('12500.00', INSURANCE_DEFAULTS) });
    expect(answer.tariffs[0]?.total).toBe(Number(desk.total));
    const uninsured = calculateDelivery({ ...request, insured: false }, { ...ctx, rates: null });
    expect(uninsured.tariffs[0]?.insurance).toBeNull();
  });
});

describe('insurance claims', () => {
  it('is claimable once shipped, never at the warehouse or cancelled', () => {
    expect([50, 200, 450, 510, 600, 950].every(isInsuranceClaimable)).toBe(true);
    expect([10, 33, 40, 100, 102, 800].some(isInsuranceClaimable)).toBe(false);
  });

  it('caps the refund at the declared value plus what was paid', () => {
    expect(claimLimit('12500.00', '2375.00')).toBe(1_487_500n);
  });

  it('refuses a zero amount and an empty reason in Russian', () => {
    const result = insuranceClaimSchema.safeParse({ amount: 0, reason: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Сумма возмещения должна быть больше нуля');
    expect(messages).toContain('Опишите, что случилось с посылкой');
  });
});
