import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, normalizePhone, phoneCountry } from './phone.js';

describe('phones', () => {
  it.each([
    ['+7 (999) 123-45-67', '79991234567', 'ru'],
    ['8 999 123 45 67', '79991234567', 'ru'],
    ['+375 (29) 123-45-67', '375291234567', 'by'],
    ['375441234567', '375441234567', 'by'],
  ])('%s is cleaned to %s (%s)', (input, digits, country) => {
    expect(normalizePhone(input)).toBe(digits);
    expect(phoneCountry(input)).toBe(country);
    expect(isValidPhone(input)).toBe(true);
  });

  it.each([
    '',
    '123',
    '12345',
    '+375 (11) 123-45-67',
    '+380 67 123 45 67',
    '+7 999 123',
    '9991234567',
    '59991234567',
    '37529123456',
  ])('%s is not accepted', (input) => {
    expect(isValidPhone(input)).toBe(false);
  });

  it('the input mask trims extra digits, but a number with extra digits is not a phone', () => {
    expect(normalizePhone('7999123456789')).toBe('79991234567');
    expect(normalizePhone('375441234567000')).toBe('375441234567');
    expect(isValidPhone('7999123456789')).toBe(false);
    expect(isValidPhone('375441234567000')).toBe(false);
  });

  it('formats for display', () => {
    expect(formatPhone('79991234567')).toBe('+7 999 123-45-67');
    expect(formatPhone('375291234567')).toBe('+375 29 123-45-67');
  });
});
