import { and, eq, sql } from 'drizzle-orm';
import { REFERRAL_MESSAGES } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { AppError, badRequest, conflict } from '../../errors.js';
import { findUserByReferralCode } from './find-user-by-referral-code.js';

/** Whether `userId` invited `referrerId`, directly or down a chain of invitations (UNION stops on any loop). */
async function isInvitedBy(db: Executor, referrerId: number, userId: number): Promise<boolean> {
  const result = (await db.execute(sql`
    with recursive inviters(id) as (
      select ${users.referrerId} from ${users} where ${users.id} = ${referrerId}
      union
      select u.referrer_id from ${users} u join inviters on u.id = inviters.id
    )
    select exists (select 1 from inviters where id = ${userId}) as found`)) as unknown as {
    rows: Array<{ found: boolean }>;
  };
  return result.rows[0]?.found === true;
}

/**
 * Attaches a referrer to a customer who has none yet (the web does it after login from a stored link). Refused at
 * the code's field: the customer's own code, and the code of anyone the customer invited, directly or through
 * those they invited — C invited by D and D by C would reward each other's top-ups (decision 046). Sign-up needs
 * no such check: a new customer has invited nobody. Attachments queue on one advisory lock, so two customers
 * naming each other at the same moment cannot both pass the check.
 */
export async function attachReferrer(db: Executor, userId: number, referralId: string): Promise<void> {
  const referrer = await findUserByReferralCode(db, referralId);
  if (!referrer) throw new AppError(404, 'REFERRAL_NOT_FOUND', REFERRAL_MESSAGES.notFound);
  const refuse = (code: 'REFERRAL_SELF' | 'REFERRAL_CYCLE', message: string) =>
    badRequest(code, message, { referralId: message });
  if (referrer.id === userId) throw refuse('REFERRAL_SELF', REFERRAL_MESSAGES.self);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('attach_referrer'))`);
    if (await isInvitedBy(tx, referrer.id, userId)) throw refuse('REFERRAL_CYCLE', REFERRAL_MESSAGES.cycle);
    const updated = await tx
      .update(users)
      .set({ referrerId: referrer.id, updatedAt: new Date() })
      .where(and(eq(users.id, userId), sql`${users.referrerId} is null`))
      .returning({ id: users.id });
    if (updated.length === 0) throw conflict('REFERRAL_ALREADY_SET', REFERRAL_MESSAGES.alreadySet);
  });
}
