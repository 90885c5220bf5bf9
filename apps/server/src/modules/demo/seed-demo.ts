import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { COUNTRY, DELIVERY_METHOD, LAST_MILE_OPERATOR, RECIPIENT_STATUS } from '@cargo/domain';
import { addresses, recipients, users } from '../../db/schema/index.js';
import { openAccounts } from '../finance/ledger.js';
import { hashPassword } from '../auth/passwords.js';
import { createPromoCode } from '../profile/promo-codes.js';
import { newReferralCode } from '../profile/referrals.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PROMO_CODE = 'WELCOME500';

/**
 * On an empty database (a fresh `npm start`), creates a demo customer (with a confirmed recipient and a CDEK
 * pickup-point address) with a random password and a welcome promo code, and returns the credentials so they can be printed once. Does nothing once any customer exists.
 */
export async function seedDemoData(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  // Staff accounts made with the CLI before the first start don't count: only customers make a base non-empty.
  const [existing] = await ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'client'));
  if ((existing?.n ?? 0) > 0) return null;
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  // Looked up before the transaction: PGlite has one connection, which the transaction holds.
  const point = await ctx.reference.findPickupPoint('CDEK-44-1');
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_EMAIL,
        passwordHash,
        role: 'client',
        name: 'Анна',
        surname: 'Демонстрационная',
        phone: '79991234567',
        referralCode: newReferralCode(),
      })
      .returning({ id: users.id });
    await openAccounts(tx, user!.id);
    // A confirmed recipient and a pickup-point address, so the cabinet has something to show.
    await tx.insert(recipients).values({
      userId: user!.id,
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
      statusId: RECIPIENT_STATUS.CONFIRMED,
    });
    if (point) {
      await tx.insert(addresses).values({
        userId: user!.id,
        name: 'СДЭК у дома',
        countryCode: COUNTRY.RUSSIA,
        lastMileOperatorId: LAST_MILE_OPERATOR.CDEK,
        deliveryMethodId: DELIVERY_METHOD.BRANCH,
        city: point.city,
        cityCode: point.cityCode,
        address: point.address,
        postalCode: point.postalCode,
        pvzCode: point.code,
        pvzName: point.name,
      });
    }
    await createPromoCode(tx, {
      code: DEMO_PROMO_CODE,
      amount: '500.00',
      currency: 'RUB',
      description: 'Приветственный бонус 500 ₽ на счёт',
      maxUses: 1000,
    });
  });
  return { email: DEMO_EMAIL, password };
}
