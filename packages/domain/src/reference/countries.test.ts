import { describe, expect, it } from 'vitest';
import { COUNTRY, orderCountries } from './countries.js';

describe('country lists', () => {
  it('put Россия and Беларусь first, then the other countries by name', () => {
    // The reference's own sort order, reversed as the cabinet used to show it.
    const answered = [
      { code: COUNTRY.UKRAINE, name: 'Украина' },
      { code: 860, name: 'Узбекистан' },
      { code: 417, name: 'Киргизия' },
      { code: 51, name: 'Армения' },
      { code: COUNTRY.KAZAKHSTAN, name: 'Казахстан' },
      { code: COUNTRY.BELARUS, name: 'Беларусь' },
      { code: COUNTRY.RUSSIA, name: 'Россия' },
    ];
    expect(orderCountries(answered).map((country) => country.name)).toEqual([
      'Россия',
      'Беларусь',
      'Армения',
      'Казахстан',
      'Киргизия',
      'Узбекистан',
      'Украина',
    ]);
    expect(answered[0]!.name).toBe('Украина');
  });
});
