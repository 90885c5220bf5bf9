import { sql, type SQL } from 'drizzle-orm';
import type { MyInfo, updateProfileSchema, UserRole } from '@cargo/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { myInfoStatement, sessionIsOpen, updateCustomerDetails } from '../auth/index.js';
import { accountsColumn } from '../finance/index.js';
import { preparedPerDatabase } from '../../db/prepared-per-database.js';

type ProfileUpdate = z.output<typeof updateProfileSchema>;

/** The customer's own view of their account with its balances, in one statement (auth's row, finance's column). */
function myInfoQuery(db: Executor, name: string, onlyIf?: SQL) {
  return myInfoStatement(db, name, accountsColumn, onlyIf);
}
type MyInfoQuery = ReturnType<typeof myInfoQuery>;
type MyInfoRow = Awaited<ReturnType<MyInfoQuery['execute']>>[number];

// Prepared once per database: my-info is the most frequent signed-in read.
const queriesOf = preparedPerDatabase((db) => ({
  plain: myInfoQuery(db, 'profile_my_info'),
  inSession: myInfoQuery(
    db,
    'profile_my_info_in_session',
    sessionIsOpen(sql.placeholder('sessionId'), sql.placeholder('userId')),
  ),
}));

function toMyInfo(row: MyInfoRow): MyInfo {
  return {
    ...row,
    role: row.role as UserRole,
    createdAt: row.createdAt.toISOString(),
    // Filled in by the recipients feature: the customer's own recipient record, when they have one.
    recipientClientData: null,
  };
}

export async function getMyInfo(db: Executor, userId: number): Promise<MyInfo> {
  const [row] = await queriesOf(db).plain.execute({ userId });
  if (!row) throw notFound();
  return toMyInfo(row);
}

/**
 * my-info for a signed-in request whose session has not been checked yet: the check is part of the same
 * statement, so a signed-out or expired session reads nothing. Null when the session is not open.
 */
export async function getMyInfoInSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<MyInfo | null> {
  const [row] = await queriesOf(db).inSession.execute({ userId, sessionId });
  return row ? toMyInfo(row) : null;
}

export async function updateProfile(db: Executor, userId: number, input: ProfileUpdate): Promise<MyInfo> {
  await updateCustomerDetails(db, userId, input);
  return getMyInfo(db, userId);
}
