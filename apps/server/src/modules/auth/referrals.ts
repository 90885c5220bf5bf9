// Referral codes and who invited whom: columns of the users table, which auth owns (decision 058). The rewards are
// finance's, summed for the profile page by profile's referral-rewards.ts.
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { REFERRAL_MESSAGES, type Referral, type ReferralPage } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { type PageRequest, totalCount } from '../../db/paginate.js';
import { readPage, type ReadScope } from '../../db/read/reader.js';
import { AppError, badRequest, conflict } from '../../errors.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from 32 unambiguous ones: 2^40 codes, so a clash on the unique index is practically nil. */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export async function findUserByReferralCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.referralCode, code.trim().toUpperCase()));
  return row ?? null;
}

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

/** Hides most of an invited customer's e-mail: the referrer sees who joined, not their address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, local.length));
  return `${visible}${'*'.repeat(Math.max(3, local.length - visible.length))}@${domain}`;
}

/** The customers the signed-in customer invited, newest first, in one prepared statement. */
export async function listReferrals(
  scope: ReadScope,
  userId: number,
  page: PageRequest,
): Promise<ReferralPage> {
  return readPage(
    scope,
    () =>
      scope.db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          registeredAt: users.createdAt,
          total: totalCount,
        })
        .from(users)
        .where(eq(users.referrerId, sql.placeholder('userId')))
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic(),
    page,
    {
      prepared: { name: 'referrals_list', values: { userId } },
      toItems: (rows): Referral[] =>
        rows.map((row) => ({
          id: row.id,
          email: maskEmail(row.email),
          name: row.name,
          registeredAt: row.registeredAt.toISOString(),
        })),
    },
  );
}
