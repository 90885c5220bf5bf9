import { REGISTRATION_SOURCES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { newReferralCode } from './new-referral-code.js';

/** Opens a new customer's accounts in the caller's transaction: finance's `openAccounts`, handed in (decision 058). */
export type OpenAccounts = (tx: Executor, userId: number) => Promise<void>;

export interface NewCustomer {
  email: string;
  passwordHash: string;
  name: string;
  surname?: string | null;
  phone?: string | null;
  registrationSourceId?: number;
  referrerId?: number | null;
}

/**
 * Creates a customer with their own referral code and opens their accounts (one per currency, at zero). Run it in
 * the caller's transaction, so a customer never exists without accounts.
 */
export async function createCustomer(
  tx: Executor,
  customer: NewCustomer,
  openAccounts: OpenAccounts,
): Promise<{ id: number; role: string }> {
  const [user] = await tx
    .insert(users)
    .values({
      email: customer.email,
      passwordHash: customer.passwordHash,
      role: 'client',
      name: customer.name,
      surname: customer.surname ?? null,
      phone: customer.phone ?? null,
      registrationSourceId: customer.registrationSourceId ?? REGISTRATION_SOURCES.MAIN,
      referralCode: newReferralCode(),
      referrerId: customer.referrerId ?? null,
    })
    .returning({ id: users.id, role: users.role });
  await openAccounts(tx, user!.id);
  return user!;
}
