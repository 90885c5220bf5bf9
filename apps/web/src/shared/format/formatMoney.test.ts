import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

const normalizeSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('money formatting', () => {
  it('uses Russian grouping, two decimals and the currency symbol, exact for text and numbers alike', () => {
    expect(normalizeSpaces(formatMoney(1234567.5, 'RUB'))).toBe('1 234 567,50 ₽');
    expect(normalizeSpaces(formatMoney('1234567.50', 'RUB'))).toBe('1 234 567,50 ₽');
    expect(normalizeSpaces(formatMoney(0, 'CNY'))).toBe('0,00 ¥');
    expect(normalizeSpaces(formatMoney(-12.345, 'USD'))).toBe('-12,35 $');
  });

  it('never lets a screen wrap an amount', () => {
    expect(formatMoney(1234.5, 'RUB')).toBe('1\u00a0234,50\u00a0₽');
  });
});
