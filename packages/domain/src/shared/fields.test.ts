import { describe, expect, it } from 'vitest';
import {
  FIELD_MESSAGES,
  idField,
  idParam,
  moneyField,
  pageQuery,
  quantityField,
  readMoney,
} from './fields.js';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('money', () => {
  it('reads numbers and texts with a comma or a dot into the same exact decimal', () => {
    expect(readMoney(89.5)).toEqual({ amount: '89.50' });
    expect(readMoney('89,5')).toEqual({ amount: '89.50' });
    expect(readMoney(' 89.50 ')).toEqual({ amount: '89.50' });
    expect(readMoney(0.1)).toEqual({ amount: '0.10' });
    expect(readMoney('007')).toEqual({ amount: '7.00' });
  });

  it('refuses a third decimal the same way whether it comes as a number or a text', () => {
    expect(readMoney(89.555)).toEqual({ error: FIELD_MESSAGES.moneyDecimals });
    expect(readMoney('89.555')).toEqual({ error: FIELD_MESSAGES.moneyDecimals });
    expect(readMoney('89,555')).toEqual({ error: FIELD_MESSAGES.moneyDecimals });
    expect(readMoney(1e-7)).toEqual({ error: FIELD_MESSAGES.moneyDecimals });
  });

  it('refuses what numeric(14,2) cannot hold and what is not a number', () => {
    expect(readMoney(1e13)).toEqual({ error: FIELD_MESSAGES.moneyTooLarge });
    expect(readMoney('1000000000000')).toEqual({ error: FIELD_MESSAGES.moneyTooLarge });
    expect(readMoney(999_999_999_999.99)).toEqual({ amount: '999999999999.99' });
    expect(readMoney(Number.NaN)).toEqual({ error: FIELD_MESSAGES.moneyNumber });
    expect(readMoney('12abc')).toEqual({ error: FIELD_MESSAGES.moneyNumber });
    expect(readMoney({})).toEqual({ error: FIELD_MESSAGES.moneyNumber });
    expect(readMoney('')).toEqual({ error: FIELD_MESSAGES.moneyRequired });
  });

  it('checks the minimum on the exact amount with the caller’s message', () => {
    const price = moneyField({ min: 10, minMessage: 'не менее 10' });
    expect(price.parse('10,00')).toBe('10.00');
    expect(messageOf(price.safeParse(9.99))).toBe('не менее 10');
    expect(messageOf(moneyField().safeParse(-1))).toBe(FIELD_MESSAGES.moneyNegative);
  });
});

describe('quantity and ids', () => {
  it('takes positive whole quantities up to the bound', () => {
    const qty = quantityField();
    expect(qty.parse('3')).toBe(3);
    expect(messageOf(qty.safeParse(0))).toBe(FIELD_MESSAGES.quantityPositive);
    expect(messageOf(qty.safeParse(1.5))).toBe(FIELD_MESSAGES.quantityPositive);
    expect(messageOf(qty.safeParse(1e10))).toBe(FIELD_MESSAGES.quantityTooLarge);
    expect(messageOf(qty.safeParse(''))).toBe(FIELD_MESSAGES.quantityRequired);
  });

  it('keep ids within PostgreSQL integers', () => {
    expect(idField.safeParse(2_147_483_647).success).toBe(true);
    expect(messageOf(idField.safeParse(2_147_483_648))).toBe(FIELD_MESSAGES.idInvalid);
    expect(idParam.parse('12')).toBe(12);
    expect(idParam.safeParse('1e3x').success).toBe(false);
  });

  it('default and cap the page size', () => {
    expect(pageQuery(4).parse({})).toEqual({ page: 1, offset: 4 });
    expect(pageQuery(4).safeParse({ offset: '100001' }).success).toBe(false);
  });
});
