import { describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, signUpClient } from '../../test/helpers.js';
import { giveYuan, lotRow, makeOrder, yuanBalance } from '../../test/order-fixtures.js';

/** BUYOUT_COMMISSION_PERCENT (decision 027): the percent a lot sent to buyout pays, fixed on the lot. */
describe('orders: the configured commission', () => {
  it('charges the configured commission: at 3.5 % the example lot costs 194.00 + 6.79 = 200.79 ¥', async () => {
    const other = await createTestApp({ buyoutCommissionPercent: '3.5' });
    try {
      const desk = await signInStaff(other.app);
      const c = await signUpClient(other.app);
      await giveYuan(other.app, desk, c.token, 1000);
      const order = await makeOrder(other.app, c.token, [{ statusId: 50 }]);
      expect(await yuanBalance(other.app, c.token)).toBe('799.21');
      expect((await lotRow(other.app, order.lotIds[0]!)).commissionPercent).toBe('3.50');
      const list = await call(other.app, 'GET', '/api/client/my-orders', c.token);
      expect(list.json().commissionPercent).toBe(3.5);
    } finally {
      await other.close();
    }
  });

  it('the buyer’s desk shows a lot not yet sent at the configured commission, as the customer’s order does', async () => {
    const other = await createTestApp({ buyoutCommissionPercent: '3.5' });
    try {
      const desk = await signInStaff(other.app);
      const c = await signUpClient(other.app);
      const order = await makeOrder(other.app, c.token, [{ statusId: 10 }]);
      const lotId = order.lotIds[0]!;
      const mine = (await call(other.app, 'GET', '/api/client/my-orders', c.token)).json();
      const customerPricing = mine.data[0].orderUnits[0].pricing;
      expect(customerPricing.commissionPercent).toBe(3.5);
      const list = await call(other.app, 'GET', '/api/staff/orders/lots?statusId=10', desk);
      const listed = list.json().data.find((lot: { id: number }) => lot.id === lotId);
      expect(listed.pricing).toEqual(customerPricing);
      const page = await call(other.app, 'GET', `/api/staff/orders/lots/${lotId}`, desk);
      expect(page.json().pricing.commissionPercent).toBe(3.5);
      expect(page.json().pricing.total).toBe(customerPricing.total);
    } finally {
      await other.close();
    }
  });
});
