import { describe, expect, it } from 'vitest';
import { LOT_CANCEL_MESSAGES, refundedOfCanceledLot, refundOnCancel } from './lot-cancel.js';

const lot = (statusId: number, paid: number, sent: boolean) => ({
  statusId,
  paid,
  sentToBuyoutAt: sent ? '2026-11-20T10:00:00.000Z' : null,
  pricing: { total: 203.7 },
});

describe('what cancelling a lot gives back', () => {
  it('before: the yuan held, or that nothing was paid', () => {
    expect(refundOnCancel([lot(20, 203.7, true), lot(10, 0, false)])).toBe('203.70');
    expect(LOT_CANCEL_MESSAGES.confirmText('lot', 1, '203.70')).toBe(
      'Лот будет отменён. Оплаченные 203,70\u00a0¥ вернутся на юаневый счёт сразу.',
    );
    expect(LOT_CANCEL_MESSAGES.confirmText('order', 1, refundOnCancel([lot(10, 0, false)]))).toBe(
      'Заказ будет отменён. Вы за него ещё ничего не платили — списаний и возврата не будет.',
    );
  });

  it('after: returned only for a lot that had been paid', () => {
    expect(refundedOfCanceledLot(lot(30, 0, true))).toBe(203.7);
    expect(refundedOfCanceledLot(lot(30, 0, false))).toBeNull();
    expect(refundedOfCanceledLot(lot(50, 203.7, true))).toBeNull();
  });
});
