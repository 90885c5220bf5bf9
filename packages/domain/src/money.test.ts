import { describe, expect, it } from 'vitest';
import { fromMinorUnits, hasAtMostTwoDecimals, moneyToJson, toMinorUnits } from './money.js';
import { countPages } from './pagination.js';

describe('money', () => {
  it('adds without floating-point drift', () => {
    const sum = ['0.10', '0.20', '0.70'].reduce((acc, value) => acc + toMinorUnits(value), 0n);
    expect(fromMinorUnits(sum)).toBe('1.00');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(fromMinorUnits(toMinorUnits(0.1) + toMinorUnits(0.2))).toBe('0.30');
  });

  it('reads numeric strings from the database and answers JSON numbers', () => {
    expect(toMinorUnits('-12.5')).toBe(-1250n);
    expect(moneyToJson('1234.50')).toBe(1234.5);
    expect(fromMinorUnits(-5n)).toBe('-0.05');
    expect(() => toMinorUnits('1.234')).toThrow();
  });

  it('knows two decimals from more', () => {
    expect(hasAtMostTwoDecimals(10.25)).toBe(true);
    expect(hasAtMostTwoDecimals(10.255)).toBe(false);
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
