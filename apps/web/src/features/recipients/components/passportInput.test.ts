import { describe, expect, it } from 'vitest';
import { formatBelarusNumberInput, formatRussianNumberInput, formatSeriesInput } from './passportInput';

describe('passport inputs', () => {
  it('masks the Russian series as "99 99"', () => {
    expect(formatSeriesInput('4')).toBe('4');
    expect(formatSeriesInput('451')).toBe('45 1');
    expect(formatSeriesInput('45 10 99')).toBe('45 10');
    expect(formatSeriesInput('ab')).toBe('');
  });

  it('keeps six digits of a Russian number and an upper-case Belarusian one', () => {
    expect(formatRussianNumberInput('12-34-567')).toBe('123456');
    expect(formatBelarusNumberInput('mp 1234567 8')).toBe('MP1234567');
  });
});
