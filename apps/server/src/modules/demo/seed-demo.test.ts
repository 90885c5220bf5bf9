import { describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/helpers.js';
import { PRODUCTION_ENV, refusal } from '../../test/production-env.js';
import {
  DEMO_DISCOUNT_CODE,
  DEMO_EMAIL,
  DEMO_PROMO_CODE,
  DEMO_REFUSED_IN_PRODUCTION,
  seedDemoData,
} from './seed-demo.js';
import { demoCabinet } from '../../test/demo-cabinet.js';

describe('demo data on the first start', () => {
  it('is refused in production: by the configuration, and by the seed itself', async () => {
    expect(refusal({ ...PRODUCTION_ENV, DEMO_DATA: 'true' }).problems.join('\n')).toMatch(/^DEMO_DATA: /m);
    const t = await createTestApp();
    try {
      const production = { ...t.app.ctx, config: { ...t.app.ctx.config, mode: 'production' as const } };
      await expect(seedDemoData(production)).rejects.toThrow(DEMO_REFUSED_IN_PRODUCTION);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/client/sign-in',
        payload: { email: DEMO_EMAIL, password: 'anything-at-all' },
      });
      expect(signIn.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('creates once a demo customer whose cabinet lives: goods, parcels, an order, a ticket, unread events', async () => {
    const t = await createTestApp();
    try {
      const demo = await seedDemoData(t.app.ctx);
      expect(demo?.email).toBe(DEMO_EMAIL);
      expect(await seedDemoData(t.app.ctx)).toBeNull();
      const cabinet = await demoCabinet(t.app, demo!);

      expect(cabinet.verifiedRecipients).toBe(1);
      expect(cabinet.address).toMatchObject({ lastMileOperator: { id: 3 }, city: 'Москва' });
      // Goods in several sections: expected, on the shelf, sent in parcels.
      expect(cabinet.goodsIn.waiting).toContain('Power bank Xiaomi 20000 mAh');
      expect(cabinet.goodsIn.onstore).toEqual(['Куртка зимняя женская']);
      expect(cabinet.goodsIn.sent.length).toBeGreaterThanOrEqual(2);
      // A parcel awaiting payment (first, with its price), one on its way with tracking, one delivered.
      expect(cabinet.awaitingPayment).toMatchObject([{ name: 'Кроссовки', statusId: 33 }]);
      expect(cabinet.onTheWay).toMatchObject({ name: 'Наушники', statusId: 350 });
      expect(cabinet.onTheWay.outgoingDeclaration).toBe('CX202611000104');
      expect(cabinet.onTheWayTracking.length).toBeGreaterThanOrEqual(3);
      expect(cabinet.delivered).toMatchObject({ name: 'Посуда маме', statusId: 600 });
      // The buyout order: a new lot, a lot waiting for the buyer, and a raised price waiting for an answer.
      expect(cabinet.orders).toMatchObject({ totalElements: 1, newOrderCount: 1, confirmOrdersCount: 1 });
      expect(cabinet.lotStatuses).toEqual([10, 20, 50]);
      // Support answered the question; the answer and the staff's steps wait unread in the bell.
      expect(cabinet.tickets).toEqual([['Сроки доставки', 8]]);
      expect(cabinet.unreadAnswers).toBeGreaterThan(0);
      expect(cabinet.unreadEvents).toBeGreaterThan(0);
      expect(cabinet.eventKinds).toEqual(expect.arrayContaining(['recipient', 'parcel', 'good']));

      // The money history, newest first, ends with the welcome code; the balances paid for what the demo did.
      expect(cabinet.ledgerKinds.at(-1)).toBe('promo_code');
      expect(cabinet.ledgerKinds).toEqual(
        expect.arrayContaining(['parcel_payment', 'order_payment', 'conversion']),
      );
      expect(cabinet.balances.RUB).toBeGreaterThan(0);
      const again = await call(t.app, 'POST', `/api/promoCode/${DEMO_PROMO_CODE}`, cabinet.token);
      expect(again.json().code).toBe('PROMO_ALREADY_USED');
      const discount = await call(t.app, 'POST', `/api/promoCode/${DEMO_DISCOUNT_CODE}`, cabinet.token);
      expect(discount.json()).toMatchObject({ discountPercent: 10 });
    } finally {
      await t.close();
    }
  });
});
