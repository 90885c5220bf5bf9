import { describe, expect, it } from 'vitest';
import { countOf, parseDeskSearch, passportKey } from './desk-search.js';
import { clientCodeOf } from '../orders/orders.js';

describe('the desks’ search text (decision 050)', () => {
  it('reads the customer’s code as shown everywhere, Latin or Cyrillic, padded or not', () => {
    for (const text of [clientCodeOf(3), 'k0003', 'К3', ' к 0003 ']) {
      expect(parseDeskSearch(text), text).toMatchObject({ clientId: 3, trackKey: null, words: null });
    }
    expect(parseDeskSearch(clientCodeOf(12345))?.clientId).toBe(12345);
  });

  it('reads a number as the object’s, an order’s «Z» number as the order’s only', () => {
    expect(parseDeskSearch('12')).toMatchObject({ number: 12, orderNumber: 12, phoneDigits: null });
    expect(parseDeskSearch('№ 12')).toMatchObject({ number: 12 });
    expect(parseDeskSearch('Z12')).toMatchObject({ number: null, orderNumber: 12 });
    expect(parseDeskSearch('99999999999')?.number).toBeNull();
  });

  it('reads a track by its key, and a phone by its digits with a leading 8 as 7', () => {
    expect(parseDeskSearch(' lp 0011 2233 cn ')).toMatchObject({ trackKey: 'LP00112233CN' });
    expect(parseDeskSearch('8 (912) 555-01-23')).toMatchObject({ phoneDigits: '79125550123' });
    expect(parseDeskSearch('555-01')).toMatchObject({ phoneDigits: '55501' });
    expect(parseDeskSearch('12-3')?.phoneDigits).toBeNull();
  });

  it('reads a name or an e-mail as words, and nothing from an empty box', () => {
    expect(parseDeskSearch('Аркадий Искомый')).toMatchObject({ words: 'Аркадий Искомый', trackKey: null });
    expect(parseDeskSearch('ivan@mail.ru')).toMatchObject({ words: 'ivan@mail.ru', trackKey: null });
    expect(parseDeskSearch('   ')).toBeNull();
    expect(parseDeskSearch(undefined)).toBeNull();
  });

  it('sums a tab’s statuses, and every row for a tab of all', () => {
    const counters = { counts: { '15': 2, '20': 1, '50': 4 }, total: 7 };
    expect(countOf(counters, [20, 30])).toBe(1);
    expect(countOf(counters)).toBe(7);
    expect(countOf(undefined, [15])).toBeUndefined();
  });
});

describe('a passport in the desk search (decision 071)', () => {
  it('reads a series and number, with or without spaces, as a passport and as a phone', () => {
    for (const text of ['4510 654321', '4510654321', '45 10 654321', '№ 4510 654321'])
      expect(parseDeskSearch(text), text).toMatchObject({ passport: '4510654321' });
    expect(parseDeskSearch('4510 654321')).toMatchObject({ phoneDigits: '4510654321' });
    expect(parseDeskSearch('MP 7654321')).toMatchObject({ passport: 'MP7654321' });
  });

  it('keys a stored passport the way the search reads it', () => {
    expect(passportKey('45 10', '654321')).toBe('4510654321');
    expect(passportKey(null, 'mp7654321')).toBe('MP7654321');
  });

  it('is no passport for a name, a short number or a customer code', () => {
    for (const text of ['Иванов', '12345', 'K0003', 'ivan@mail.ru'])
      expect(parseDeskSearch(text)?.passport, text).toBeNull();
  });
});
