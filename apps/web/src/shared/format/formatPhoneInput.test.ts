import { describe, expect, it } from 'vitest';
import { formatPhoneInput } from './formatPhoneInput';

describe('phone input formatting', () => {
  it.each([
    ['79991234567', '+7 999 123-45-67'],
    ['89991234567', '+7 999 123-45-67'],
    ['9991234567', '+7 999 123-45-67'],
    ['+7 (999) 123 45 67 89', '+7 999 123-45-67'],
    ['375291234567', '+375 29 123-45-67'],
    ['+37529', '+375 29'],
    ['+7999', '+7 999'],
    ['', ''],
  ])('%s -> %s', (typed, shown) => {
    expect(formatPhoneInput(typed)).toBe(shown);
  });

  it('adds no trailing separator, so backspace removes a digit', () => {
    expect(formatPhoneInput('+7 999 123-')).toBe('+7 999 123');
  });

  it.each([
    ['291234567', '+375 29 123-45-67'],
    ['80291234567', '+375 29 123-45-67'],
    ['+375 44', '+375 44'],
  ])('Belarus: %s -> %s', (typed, shown) => {
    expect(formatPhoneInput(typed, 'by')).toBe(shown);
  });
});
