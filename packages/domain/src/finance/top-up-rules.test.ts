import { describe, expect, it } from 'vitest';
import { TOP_UP_STATUS, topUpAmountForShortfall } from './finance.js';
import { allowedActions, statusAfter } from '../transitions/transitions.js';

const T = TOP_UP_STATUS;

describe('top-ups that wait, expire and arrive late', () => {
  it('the customer resumes only a waiting top-up and cancels only an open one', () => {
    expect(allowedActions('topUp', 'customer', T.PENDING)).toEqual(['resume', 'cancel']);
    expect(allowedActions('topUp', 'customer', T.CREATED)).toEqual(['cancel']);
    for (const closed of [T.SUCCEEDED, T.FAILED, T.EXPIRED, T.CANCELED, T.PARTLY_CREDITED]) {
      expect(allowedActions('topUp', 'customer', closed)).toEqual([]);
    }
  });

  it('expires an open top-up; money arriving after expiry or cancelling is still credited', () => {
    expect(statusAfter('topUp', 'provider', 'expire', T.PENDING)).toBe(T.EXPIRED);
    expect(statusAfter('topUp', 'provider', 'expire', T.SUCCEEDED)).toBeUndefined();
    expect(statusAfter('topUp', 'provider', 'succeed', T.EXPIRED)).toBe(T.SUCCEEDED);
    expect(statusAfter('topUp', 'provider', 'creditPart', T.CANCELED)).toBe(T.PARTLY_CREDITED);
    expect(statusAfter('topUp', 'provider', 'fail', T.EXPIRED)).toBeUndefined();
    expect(statusAfter('topUp', 'provider', 'succeed', T.FAILED)).toBeUndefined();
  });

  it('offers the shortfall as the top-up, raised to the smallest one', () => {
    expect(topUpAmountForShortfall('110', 'RUB')).toBe('110.00');
    expect(topUpAmountForShortfall('40.5', 'RUB')).toBe('100.00');
    expect(topUpAmountForShortfall('5.01', 'USD')).toBe('5.01');
  });
});
