import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTransactions } from '../../db/schema/finance.js';
import { parcelTrackingEvents } from '../../db/schema/parcels.js';
import {
  call,
  createTestApp,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type TestApp,
  uploadPng,
} from '../../test/helpers.js';
import { usingPostgres } from '../../test/test-database.js';

const PAYS = 50;

/** Paying exactly once: many concurrent pays of one parcel on a real PostgreSQL server. */
describe('parcels: concurrent payment', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it.skipIf(!usingPostgres)(
    `${PAYS} concurrent pays of one parcel: one debit, one status change`,
    async () => {
      const client = await signUpClient(t.app);
      const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id as number;
      const recipientId = (
        await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
      ).json().id;
      await call(t.app, 'PUT', `/api/staff/recipients/${recipientId}/confirm`, staff);
      const addressId = (
        await call(t.app, 'POST', '/api/client-address/cl', client.token, {
          countryCode: 643,
          lastMileOperatorId: 3,
          lastMileDeliveryMethodId: 2,
          pvzCode: 'CDEK-44-1',
        })
      ).json().id;
      const goods = await call(t.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: 'RACE00000001',
        goods: [goodItem],
      });
      await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: 'RACE00000001' });
      const id = (
        await call(t.app, 'POST', '/api/parcel/cl', client.token, {
          name: 'Гонка',
          recipientId,
          deliveryTransportId: 111,
          deliveryAddressId: addressId,
          parcelPackageTypeId: 1,
          goodsIds: [goods.json().data[0].id],
        })
      ).json().id as number;
      await call(t.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, client.token);
      await call(t.app, 'PUT', `/api/staff/parcels/${id}/assemble`, staff);
      await call(t.app, 'PUT', `/api/staff/parcels/${id}/weigh`, staff, {
        weightKg: 1.5,
        lengthCm: 20,
        widthCm: 20,
        heightCm: 20,
        photo: await uploadPng(t.app, staff),
      });
      // Enough money for many payments: only the status guard can stop the second debit.
      await call(t.app, 'POST', `/api/staff/customers/${userId}/corrections`, staff, {
        currency: 'RUB',
        amount: 100_000,
        reason: 'Для гонки',
      });

      const answers = await Promise.all(
        Array.from({ length: PAYS }, () => call(t.app, 'PUT', `/api/parcel/pay/${id}`, client.token)),
      );
      const codes = answers.map((a) => a.statusCode);
      const ok = codes.filter((c) => c === 200).length;
      const conflicts = codes.filter((c) => c === 409).length;
      const db = t.app.ctx.db;
      const [debits] = await db
        .select({ n: count() })
        .from(accountTransactions)
        .where(and(eq(accountTransactions.referenceType, 'parcel'), eq(accountTransactions.referenceId, id)));
      const [paidEvents] = await db
        .select({ n: count() })
        .from(parcelTrackingEvents)
        .where(and(eq(parcelTrackingEvents.parcelId, id), eq(parcelTrackingEvents.statusId, 40)));
      const price = answers.find((a) => a.statusCode === 200)!.json().amount as number;
      const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
      const rub = (info.accounts as Array<{ currency: { ccy: string }; balance: number }>).find(
        (a) => a.currency.ccy === 'RUB',
      )!.balance;
      console.log(
        `pay race: ${PAYS} concurrent pays → ${ok} × 200, ${conflicts} × 409; ${debits!.n} ledger debit(s), ` +
          `${paidEvents!.n} status change(s) to 40; price ${price} ₽, balance 100000 → ${rub}`,
      );
      expect(ok).toBe(1);
      expect(conflicts).toBe(PAYS - 1);
      expect(debits!.n).toBe(1);
      expect(paidEvents!.n).toBe(1);
      expect(rub).toBeCloseTo(100_000 - price, 2);
    },
  );
});
