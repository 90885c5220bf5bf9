import { describe, expect, it } from 'vitest';
import { parseRuDate } from './parseRuDate';

describe('typed dates', () => {
  it('reads dd.MM.yyyy as yyyy-MM-dd', () => {
    expect(parseRuDate('01.05.1990')).toBe('1990-05-01');
    expect(parseRuDate('1.5.1990')).toBe('1990-05-01');
  });

  it('gives null for incomplete or impossible dates', () => {
    expect(parseRuDate('01.05.19')).toBeNull();
    expect(parseRuDate('31.02.2020')).toBeNull();
    expect(parseRuDate('1990-05-01')).toBeNull();
  });
});
