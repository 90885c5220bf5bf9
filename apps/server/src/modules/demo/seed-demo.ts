import { randomBytes } from 'node:crypto';
import { addressSchema, COUNTRY, DELIVERY_METHOD, LAST_MILE_OPERATOR, recipientSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { createAddress } from '../addresses/index.js';
import { createCustomer, hashPassword, hasCustomers } from '../auth/index.js';
import {
  appliedRates,
  convert,
  createPromoCode,
  credit,
  openAccounts,
  redeemPromoCode,
} from '../finance/index.js';
import { confirmSampleRecipient, createRecipient } from '../recipients/index.js';
import { seedDemoOrder, seedDemoTicket } from './demo-orders.js';
import { seedDemoParcels } from './demo-parcels.js';
import { createDemoStaff } from './demo-staff.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PROMO_CODE = 'WELCOME500';
/** A discount code the demo customer has not used yet, to try the discount path. */
export const DEMO_DISCOUNT_CODE = 'DOSTAVKA10';
const DEMO_PICKUP_POINT = 'CDEK-44-1';
export const DEMO_REFUSED_IN_PRODUCTION =
  'Демо-данные в рабочем режиме запрещены / demo data is refused in production';

/**
 * On an empty database (a fresh `npm start`), creates a demo customer with a random password and a cabinet that
 * lives: a confirmed recipient, a CDEK pickup-point address, a welcome promo code already redeemed, a starting
 * balance and a conversion to yuan; goods expected, on the shelf and sent; a parcel awaiting payment, one on its way
 * with tracking and one delivered; a buyout order with a new lot, a lot waiting for the buyer and a lot whose raised
 * price waits for the customer's answer; a question answered by support; and the unread events all this left in the
 * bell. Returns the credentials so they can be printed once. Does nothing once any customer exists. Every row is
 * written by the module that owns it, through the operations customers and staff use (the staff steps by a demo
 * staff account, «Склад (демо)», which nobody can sign in as).
 */
export async function seedDemoData(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  // The configuration already refuses DEMO_DATA in production; this refuses a caller that forgot to ask it.
  if (ctx.config.mode === 'production') throw new Error(DEMO_REFUSED_IN_PRODUCTION);
  // Staff accounts made with the CLI before the first start don't count: only customers make a base non-empty.
  if (await hasCustomers(ctx.db)) return null;
  const password = randomBytes(9).toString('base64url');
  // Read before the transaction: a rate source may ask the network (the Central Bank), or the one PGlite connection.
  const rates = await appliedRates(ctx.db, ctx.rates);
  const passwordHash = await hashPassword(password);
  const { userId, recipientId } = await ctx.db.transaction(async (tx) => {
    const user = await createCustomer(
      tx,
      { email: DEMO_EMAIL, passwordHash, name: 'Анна', surname: 'Демонстрационная', phone: '79991234567' },
      openAccounts,
    );
    // A confirmed recipient, so the cabinet has something to show.
    const recipient = await createRecipient(
      tx,
      user.id,
      recipientSchema.parse({
        countryCode: COUNTRY.RUSSIA,
        surname: 'Демонстрационная',
        name: 'Анна',
        middleName: 'Сергеевна',
        email: 'anna.demo@example.com',
        phone: '79991234567',
        inn: '500100732259',
        dateBirthday: '1991-04-12',
        idocSeries: '4510',
        idocNumber: '123456',
        idocOrg: 'ГУ МВД России по г. Москве',
        idocDate: '2016-05-20',
      }),
    );
    // There is no staff member on a fresh base: the demo customer stands in as the reviewer of his own sample.
    await confirmSampleRecipient(tx, user.id, recipient.id);
    await createPromoCode(tx, {
      code: DEMO_PROMO_CODE,
      amount: '500.00',
      currency: 'RUB',
      description: 'Приветственный бонус 500 ₽ на счёт',
      maxUses: 1000,
    });
    await createPromoCode(tx, {
      code: DEMO_DISCOUNT_CODE,
      discountPercent: 10,
      description: 'Скидка 10 % на доставку следующей посылки',
    });
    // A short money history through the ledger's own functions, so /finance is not empty.
    await redeemPromoCode(tx, user.id, DEMO_PROMO_CODE);
    // A starting balance given by the service, as a correction: a top-up is only ever what a provider paid, with a
    // top-up record of its own, and the demo customer can make real ones with the sandbox card.
    for (const amount of ['5000.00', '2500.00']) {
      await credit(tx, {
        userId: user.id,
        currency: 'RUB',
        amount,
        kind: 'correction',
        comment: 'Стартовый баланс демо-клиента',
      });
    }
    await convert(tx, rates, { userId: user.id, from: 'RUB', to: 'CNY', amount: '3000.00' });
    return { userId: user.id, recipientId: recipient.id };
  });
  const staff = await createDemoStaff(ctx.db);
  // After the transaction: the address is filled from the pickup point through the reference provider, which
  // would wait for the one PGlite connection the transaction holds.
  if (await ctx.reference.findPickupPoint(DEMO_PICKUP_POINT)) {
    const address = await createAddress(
      ctx,
      userId,
      addressSchema.parse({
        name: 'СДЭК у дома',
        countryCode: COUNTRY.RUSSIA,
        lastMileOperatorId: LAST_MILE_OPERATOR.CDEK,
        lastMileDeliveryMethodId: DELIVERY_METHOD.BRANCH,
        pvzCode: DEMO_PICKUP_POINT,
      }),
    );
    await seedDemoParcels(ctx, { userId, recipientId, addressId: address.id, staff });
  }
  await seedDemoOrder(ctx, userId, staff);
  await seedDemoTicket(ctx, userId, staff);
  return { email: DEMO_EMAIL, password };
}
