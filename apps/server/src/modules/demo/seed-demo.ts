import { randomBytes } from 'node:crypto';
import {
  addressSchema,
  COUNTRY,
  createTicketSchema,
  DELIVERY_METHOD,
  LAST_MILE_OPERATOR,
  orderCreateSchema,
  recipientSchema,
} from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { createAddress } from '../addresses/index.js';
import { createCustomer, hashPassword } from '../auth/index.js';
import { appliedRates, convert, createPromoCode, credit, redeemPromoCode } from '../finance/index.js';
import { createTicket } from '../helpdesk/index.js';
import { commissionPercentOf, createOrder } from '../orders/index.js';
import { hasCustomers } from '../profile/index.js';
import { confirmSampleRecipient, createRecipient } from '../recipients/index.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PROMO_CODE = 'WELCOME500';
/** A discount code the demo customer has not used yet, to try the discount path. */
export const DEMO_DISCOUNT_CODE = 'DOSTAVKA10';
const DEMO_PICKUP_POINT = 'CDEK-44-1';

/**
 * On an empty database (a fresh `npm start`), creates a demo customer with a random password, a confirmed recipient,
 * a CDEK pickup-point address, a welcome promo code already redeemed, a starting balance and a conversion to yuan (so the
 * finance page has a history), a buyout order with a new lot and a lot paid from the yuan, and returns the credentials so they can be printed once.
 * Does nothing once any customer exists. Every row is written by the module that owns it.
 */
export async function seedDemoData(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  // Staff accounts made with the CLI before the first start don't count: only customers make a base non-empty.
  if (await hasCustomers(ctx.db)) return null;
  const password = randomBytes(9).toString('base64url');
  // Read before the transaction: a rate source may ask the network (the Central Bank), or the one PGlite connection.
  const rates = await appliedRates(ctx.db, ctx.rates);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (tx) => {
    const user = await createCustomer(tx, {
      email: DEMO_EMAIL,
      passwordHash,
      name: 'Анна',
      surname: 'Демонстрационная',
      phone: '79991234567',
    });
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
    return user.id;
  });
  // After the transaction: the address is filled from the pickup point through the reference provider, which
  // would wait for the one PGlite connection the transaction holds.
  if (await ctx.reference.findPickupPoint(DEMO_PICKUP_POINT)) {
    await createAddress(
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
  }
  // A buyout order («Поможем купить») of two lots: one new, one sent to buyout and paid from the yuan above.
  await createOrder(
    ctx.db,
    userId,
    orderCreateSchema.parse({
      commentOrder: 'Подарки к празднику',
      orderUnits: [
        {
          goodUrl: 'https://item.taobao.com/item.htm?id=612345678901',
          price: 45,
          count: 1,
          delivery: '10',
          orderName: 'Термокружка 450 мл',
          color: 'синий',
          types: [6],
        },
        {
          goodUrl: 'https://detail.tmall.com/item.htm?id=698765432109',
          price: 120,
          count: 1,
          delivery: '12',
          orderName: 'Кроссовки беговые',
          size: '38',
          types: [2],
          statusId: 50,
        },
      ],
    }),
    commissionPercentOf(ctx.config),
  );
  // A question to support, waiting in the staff's queue at /staff/helpdesk.
  await createTicket(
    ctx.db,
    userId,
    createTicketSchema.parse({
      titleId: 2,
      subject: 'Сроки доставки',
      message: 'Здравствуйте! Сколько обычно идёт посылка до Москвы после отправки со склада?',
    }),
  );
  return { email: DEMO_EMAIL, password };
}
