import { desc, eq, sql } from 'drizzle-orm';
import type { Referral, ReferralPage } from '@cargo/domain';
import { users } from '../../db/schema/users.js';
import { type PageRequest, totalCount } from '../../db/paginate.js';
import { readPage, type ReadScope } from '../../db/read/reader.js';

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
