import type { MyInfo, UserRole } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { readRows, type ReadScope } from '../../db/read/reader.js';
import { notFound } from '../../errors.js';
import { myInfoQuery } from '../auth/index.js';
import { accountsColumn } from '../finance/index.js';

/**
 * The customer's own view of their account with its balances, one prepared statement (my-info is the most frequent
 * signed-in read): auth's row with finance's column.
 */
const profileQuery = (db: Executor) => myInfoQuery(db, accountsColumn);
type MyInfoRow = Awaited<ReturnType<typeof profileQuery>>[number];

function toMyInfo(row: MyInfoRow): MyInfo {
  return {
    ...row,
    role: row.role as UserRole,
    createdAt: row.createdAt.toISOString(),
    // Filled in by the recipients feature: the customer's own recipient record, when they have one.
    recipientClientData: null,
  };
}

/** `GET /api/client/my-info`: the signed-in user's profile and balances, with the route's session check. */
export async function getMyInfo(scope: ReadScope, userId: number): Promise<MyInfo> {
  const [row] = await readRows(scope, () => profileQuery(scope.db), {
    name: 'profile_my_info',
    values: { userId },
  });
  if (!row) throw notFound();
  return toMyInfo(row);
}
