import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  conversionRates,
  convertedMinor,
  divide,
  fromMinorUnits,
  hasAtMostTwoDecimals,
  moneyToJson,
  multiplyMoney,
  roundMoney,
  subtractMoney,
  toMicro,
  toMinorUnits,
  toScaled,
  toScaledRounded,
  withMargin,
} from './money.js';
import { formatDecimalRu, formatMoneyRu, formatMoneyWithSign } from './money-format.js';
import { countPages } from './pagination.js';

describe('money', () => {
  it('adds without floating-point drift', () => {
    const sum = ['0.10', '0.20', '0.70'].reduce((acc, value) => acc + toMinorUnits(value), 0n);
    expect(fromMinorUnits(sum)).toBe('1.00');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMinorUnits(toMinorUnits(0.1) + toMinorUnits(0.2))).toBe('0.30');
    expect(addMoney(0.1, '0.2', 0.7)).toBe('1.00');
    expect(subtractMoney('1000.00', 0.01)).toBe('999.99');
    expect(multiplyMoney('299.00', 3)).toBe('897.00');
    expect(multiplyMoney(0.1, 3n)).toBe('0.30');
    expect(() => multiplyMoney('1.00', 1.5)).toThrow();
  });

  it('reads numeric strings from the database and answers JSON numbers', () => {
    expect(toMinorUnits('-12.5')).toBe(-1250n);
    expect(toMinorUnits(' 7 ')).toBe(700n);
    expect(moneyToJson('1234.50')).toBe(1234.5);
    expect(moneyToJson(0.3)).toBe(0.3);
    expect(moneyToJson('999999999999.99')).toBe(999999999999.99);
    // Column text takes the short way and gives what the exact round trip gives.
    expect(moneyToJson('007.50')).toBe(7.5);
    expect(moneyToJson('-0.00')).toBe(0);
    expect(moneyToJson('-12.3')).toBe(-12.3);
    expect(fromMinorUnits(-5n)).toBe('-0.05');
    expect(() => toMinorUnits('1.234')).toThrow();
    // A number with more than two decimals is refused, not silently rounded by toFixed.
    expect(() => toMinorUnits(1.005)).toThrow();
    expect(() => toMinorUnits('abc')).toThrow();
  });

  it('compares exactly', () => {
    expect(compareMoney('0.30', 0.3)).toBe(0);
    expect(compareMoney('-0.01', 0)).toBe(-1);
    expect(compareMoney('10', '9.99')).toBe(1);
  });

  it('knows two decimals from more', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
    expect(hasAtMostTwoDecimals(1e-7)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('rounding, each named for its use', () => {
  it('rounds prices half away from zero', () => {
    expect(divide(5n, 10n, 'halfAwayFromZero')).toBe(1n);
    expect(divide(-5n, 10n, 'halfAwayFromZero')).toBe(-1n);
    expect(divide(4n, 10n, 'halfAwayFromZero')).toBe(0n);
    expect(roundMoney('0.005')).toBe('0.01');
    expect(roundMoney('-0.005')).toBe('-0.01');
    expect(roundMoney(-12.345)).toBe('-12.35');
    expect(roundMoney('2.675')).toBe('2.68'); // 2.675 as a double is 2.67499…; the decimal text is exact
  });

  it('rounds a conversion down, against the customer, and weight up', () => {
    expect(divide(19n, 10n, 'down')).toBe(1n);
    expect(divide(-11n, 10n, 'down')).toBe(-2n);
    expect(divide(11n, 10n, 'up')).toBe(2n);
    expect(divide(-19n, 10n, 'up')).toBe(-1n);
    expect(toScaledRounded('2.401', 1, 'up')).toBe(25n);
    expect(roundMoney('87.5359', 'down')).toBe('87.53');
    expect(toScaled('2.50', 1)).toBe(25n);
  });
});

describe('conversion', () => {
  it('converts through roubles with the margin, the credit rounded down', () => {
    // 1000 ₽ → ¥ at 11.2 with 2 %: 1000 / 11.424 = 87.535… → 87.53.
    expect(convertedMinor(100000n, toMicro('1'), toMicro('11.2'), toMicro('2.00'))).toBe(8753n);
    // 2.55 ¥ → ₽: exactly 28.00 where doubles give 27.99.
    expect(convertedMinor(255n, toMicro('11.2'), toMicro('1'), toMicro('2'))).toBe(2800n);
    expect(withMargin(toMicro('94.3'), toMicro('2'), 4)).toBe(961860n);
    expect(toMicro('81.58179')).toBe(81581790n);
    expect(toMicro('1.1234567')).toBe(1123456n);
    expect(() => toMicro('-1')).toThrow();
    expect(conversionRates('RUB', 'CNY', toMicro('1'), toMicro('11.2'), toMicro('2'))).toEqual({
      perFrom: '0.087535',
      quoted: '11.4240',
    });
    expect(conversionRates('CNY', 'RUB', toMicro('11.2'), toMicro('1'), toMicro('2'))).toEqual({
      perFrom: '10.980392',
      quoted: '10.9804',
    });
  });
});

describe('Russian formatting', () => {
  it('groups digits and writes a decimal comma', () => {
    expect(formatDecimalRu('1000.5', 2)).toBe('1 000,50');
    expect(formatDecimalRu('11.424', 4)).toBe('11,4240');
    expect(formatDecimalRu(-1234567.5, 2)).toBe('-1 234 567,50');
    expect(formatMoneyRu('1000', 'RUB')).toBe('1 000,00 ₽');
    expect(formatMoneyRu(1234567.5, 'RUB', { noBreak: true })).toBe('1\u00a0234\u00a0567,50\u00a0₽');
    expect(formatMoneyRu(0, 'CNY')).toBe('0,00 ¥');
    expect(formatMoneyRu(-12.345, 'USD')).toBe('-12,35 $');
  });

  it('drops zero kopecks where a message words a whole amount', () => {
    expect(formatMoneyWithSign(100, 'RUB')).toBe('100 ₽');
    expect(formatMoneyWithSign('300000.00', 'RUB')).toBe('300 000 ₽');
    expect(formatMoneyWithSign('12.5', 'USD')).toBe('12,50 $');
    expect(formatMoneyWithSign('3912.05', 'RUB')).toBe('3 912,05 ₽');
  });
});

describe('page count', () => {
  it('follows the spec: ceil(total/size) when total exceeds the size, else 0', () => {
    expect(countPages(0, 10)).toBe(0);
    expect(countPages(10, 10)).toBe(0);
    expect(countPages(11, 10)).toBe(2);
    expect(countPages(9, 4)).toBe(3);
  });
});
