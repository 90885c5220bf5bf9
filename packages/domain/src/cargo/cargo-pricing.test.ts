import { describe, expect, it } from 'vitest';
import { CARGO_TARIFF, CargoPricingError, priceCargo } from './cargo-pricing.js';

describe('priceCargo', () => {
  it.each([
    {
      name: 'volume beats weight: 1.5 m³ × 200 = 300 kg × 350 ₽',
      input: { weightKg: 120.5, volumeM3: 1.5 },
      expected: {
        actualWeightKg: '120.500',
        volumetricWeightKg: '300.000',
        chargeableWeightKg: '300.0',
        volumetricApplied: true,
        chargeByWeight: '105000.00',
        minimumApplied: false,
        total: '105000.00',
      },
    },
    {
      name: 'weight beats volume: 800 kg in 2 m³ (400 kg)',
      input: { weightKg: '800', volumeM3: '2' },
      expected: {
        volumetricWeightKg: '400.000',
        chargeableWeightKg: '800.0',
        volumetricApplied: false,
        total: '280000.00',
      },
    },
    {
      name: 'the minimum charge: 2 kg × 350 = 700 < 5 000 ₽',
      input: { weightKg: 2, volumeM3: 0.001 },
      expected: {
        volumetricWeightKg: '0.200',
        chargeableWeightKg: '2.0',
        chargeByWeight: '700.00',
        minimumApplied: true,
        total: '5000.00',
      },
    },
    {
      name: 'exactly the minimum is not "applied": 14.285… → 14.3 kg × 350 = 5 005 ₽',
      input: { weightKg: '14.285', volumeM3: '0.01' },
      expected: { chargeableWeightKg: '14.3', chargeByWeight: '5005.00', minimumApplied: false },
    },
    {
      name: 'chargeable weight rounds up to 0.1 kg: 100.001 kg → 100.1 kg',
      input: { weightKg: 100.001, volumeM3: 0.1 },
      expected: { chargeableWeightKg: '100.1', total: '35035.00' },
    },
    {
      name: 'a litre of volume is 200 g: 0.333 m³ → 66.6 kg',
      input: { weightKg: '10', volumeM3: '0.333' },
      expected: { volumetricWeightKg: '66.600', chargeableWeightKg: '66.6', total: '23310.00' },
    },
    {
      name: 'no float drift: 0.1 + 0.2 style figures stay exact (70.3 kg × 350)',
      input: { weightKg: 70.3, volumeM3: 0.3 },
      expected: { chargeableWeightKg: '70.3', chargeByWeight: '24605.00', total: '24605.00' },
    },
  ])('$name', ({ input, expected }) => {
    expect(priceCargo(input)).toMatchObject({
      currency: 'RUB',
      ratePerKg: CARGO_TARIFF.ratePerKg,
      minimumCharge: CARGO_TARIFF.minimumCharge,
      ...expected,
    });
  });

  it('prices by another tariff when one is given (rates as data)', () => {
    const price = priceCargo(
      { weightKg: 50, volumeM3: 1 },
      { ratePerKg: '410.50', kgPerCubicMetre: '166.667', minimumCharge: '3000.00' },
    );
    expect(price).toMatchObject({
      volumetricWeightKg: '166.667',
      chargeableWeightKg: '166.7',
      chargeByWeight: '68430.35',
      total: '68430.35',
    });
  });

  it.each([
    { input: { weightKg: '1.0001', volumeM3: 1 }, code: 'BAD_WEIGHT' },
    { input: { weightKg: -1, volumeM3: 1 }, code: 'BAD_WEIGHT' },
    { input: { weightKg: 1, volumeM3: '0.0005' }, code: 'BAD_VOLUME' },
    { input: { weightKg: 1, volumeM3: 'много' }, code: 'BAD_VOLUME' },
  ])('refuses $input with $code', ({ input, code }) => {
    expect(() => priceCargo(input)).toThrow(CargoPricingError);
    expect(() => priceCargo(input)).toThrow(expect.objectContaining({ code }));
  });
});
