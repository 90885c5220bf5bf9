/**
 * The heavy account: one customer with everything a long-standing customer accumulates. Each module that adds a
 * list adds its seeder here (and its call to calls.ts), so the bench always measures full lists.
 * Rows go in through the server's own schema, one transaction per table.
 */
import type { Database } from '../../apps/server/src/db/client.ts';
import { createCustomer, hashPassword, saveStaffAccount } from '../../apps/server/src/modules/auth/index.ts';
import { openAccounts } from '../../apps/server/src/modules/finance/index.ts';
import { ledgerSeeder, topUpSeeder } from './seed-finance.ts';
import { flightSeeder } from './seed-flights.ts';
import { goodsSeeder } from './seed-goods.ts';
import { helpdeskSeeder } from './seed-helpdesk.ts';
import { notificationSeeder } from './seed-notifications.ts';
import { orderSeeder } from './seed-orders.ts';
import { parcelSeeder } from './seed-parcels.ts';
import { addressSeeder, recipientSeeder, referralSeeder } from './seed-people.ts';
import type { HeavyAccount, Seeder } from './seed-support.ts';

export const HEAVY_EMAIL = 'heavy.customer@example.ru';
export const HEAVY_PASSWORD = 'bench-heavy-password';
/** The desks' member the staff calls are sent as: an owner, whom every desk call is open to. */
export const BENCH_STAFF_EMAIL = 'bench.owner@example.ru';
const BENCH_STAFF_PASSWORD = 'bench-owner-password';

export type { HeavyAccount, Seeder };

/** In dependency order: later seeders may use the ids earlier ones left in the account. */
export const SEEDERS: Seeder[] = [
  recipientSeeder,
  addressSeeder,
  goodsSeeder,
  parcelSeeder,
  flightSeeder,
  referralSeeder,
  topUpSeeder,
  ledgerSeeder,
  orderSeeder,
  helpdeskSeeder,
  notificationSeeder,
];

export async function seedHeavyAccount(db: Database, log: (line: string) => void): Promise<HeavyAccount> {
  const passwordHash = await hashPassword(HEAVY_PASSWORD);
  const user = await db.transaction((tx) =>
    createCustomer(
      tx,
      { email: HEAVY_EMAIL, passwordHash, name: 'Нагрузка', surname: 'Тяжёлый' },
      openAccounts,
    ),
  );
  const account: HeavyAccount = { userId: user.id, recipientIds: [], addressIds: [] };
  for (const seeder of SEEDERS) {
    const started = performance.now();
    const rows = await seeder.seed(db, account);
    log(`  ${seeder.name}: ${rows} rows in ${Math.round(performance.now() - started)} ms`);
  }
  await saveStaffAccount(db, {
    email: BENCH_STAFF_EMAIL,
    password: BENCH_STAFF_PASSWORD,
    name: 'Склад',
    roles: ['owner'],
  });
  return account;
}

/** An access token for `email` from a running portal (the bench at scale signs in its four people with it too). */
export async function signIn(portalUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${portalUrl}/api/client/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${email} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** The heavy customer's access token from a running portal (the bench signs in once, as a customer would). */
export const signInHeavy = (portalUrl: string) => signIn(portalUrl, HEAVY_EMAIL, HEAVY_PASSWORD);

/** The desks' member's access token, for the staff calls. */
export const signInBenchStaff = (portalUrl: string) =>
  signIn(portalUrl, BENCH_STAFF_EMAIL, BENCH_STAFF_PASSWORD);
