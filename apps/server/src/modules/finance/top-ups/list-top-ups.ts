import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { type Page, type StaffTopUp, TOP_UP_OPEN_STATUSES, TOP_UP_STATUS, type TopUp } from '@cargo/domain';
import type { AppContext } from '../../../context.js';
import type { Executor } from '../../../db/client.js';
import { countByStatus } from '../../../db/count-by-status.js';
import { type PageRequest, paginate, totalCount } from '../../../db/paginate.js';
import { readPage, type ReadScope } from '../../../db/read/reader.js';
import { topUps } from '../../../db/schema/payments.js';
import { PaymentProviderError } from '../../../integrations/payments/payment-provider.js';
import { deskSearchCondition, emailsOf } from '../../auth/index.js';
import { customersWithPassport } from '../../recipients/index.js';
import { expireStaleTopUps } from './expire-top-ups.js';
import { cardVerdict, invoiceVerdict } from './provider-verdicts.js';
import { recheckRefundOf, recheckRefundsOf } from './recheck-refund.js';
import { settleTopUp, type Verdict } from './settle-top-up.js';
import { topUpNotFound, type TopUpRow, viewStaffTopUp, viewTopUp } from './top-up-view.js';

const columns = getTableColumns(topUps);

/** The top-ups the desk search finds (decision 050): by their customer or their number. */
const topUpSearch = (db: Executor, q: string | undefined) =>
  deskSearchCondition(db, q, {
    owner: topUps.userId,
    numbers: [topUps.id],
    alsoCustomers: customersWithPassport(db, q),
  });

/** `GET /api/staff/top-ups/counters?q`: the top-ups the search finds (all of them without one) by status. */
export function topUpDeskCounters(db: Executor, q: string | undefined) {
  return countByStatus(db, topUps, topUps.statusId, topUpSearch(db, q));
}

/**
 * GET /api/client/my-top-ups: the customer's top-ups, newest first, in one prepared statement with the route's
 * session check. A top-up on the page still open past its provider's lifetime is expired first (the guarded UPDATE
 * of `expireStaleTopUps`) and the page read again: a write only when there is one to make, where every list read
 * used to sweep (decision 060).
 */
export async function listMyTopUps(
  scope: ReadScope,
  userId: number,
  page: PageRequest,
): Promise<Page<TopUp>> {
  const read = () =>
    readPage(
      scope,
      () =>
        scope.db
          .select({ ...columns, total: totalCount })
          .from(topUps)
          .where(eq(topUps.userId, sql.placeholder('userId')))
          .orderBy(desc(topUps.createdAt), desc(topUps.id))
          .$dynamic(),
      page,
      { prepared: { name: 'top_ups_mine', values: { userId } } },
    );
  let rows = await read();
  const now = new Date();
  if (rows.data.some((row) => isOpen(row) && row.expiresAt !== null && row.expiresAt <= now)) {
    await expireStaleTopUps(scope.db, { userId, now });
    rows = await read();
  }
  return { ...rows, data: rows.data.map(viewTopUp) };
}

/**
 * GET /api/staff/top-ups: everyone's top-ups, newest first, with the payer's e-mail. A refund in processing on the
 * page is re-read from the acquirer first, so the desk shows what the acquirer says now.
 */
export async function listStaffTopUps(
  ctx: AppContext,
  filter: { statusId?: number; q?: string },
  page: PageRequest,
): Promise<Page<StaffTopUp>> {
  const { db } = ctx;
  await expireStaleTopUps(db);
  return paginate(
    db,
    () =>
      db
        .select({ ...columns, total: totalCount })
        .from(topUps)
        .where(
          and(
            filter.statusId === undefined ? undefined : eq(topUps.statusId, filter.statusId),
            topUpSearch(db, filter.q),
          ),
        )
        .orderBy(desc(topUps.createdAt), desc(topUps.id))
        .$dynamic(),
    page,
    async (rows) => {
      const [current, emails] = await Promise.all([
        recheckRefundsOf(ctx, rows as TopUpRow[]),
        emailsOf(
          db,
          rows.map((row) => row.userId),
        ),
      ]);
      return current.map((row) => viewStaffTopUp(row, emails.get(row.userId) ?? ''));
    },
  );
}

async function findOwnTopUp(db: Executor, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.id, id), eq(topUps.userId, userId)));
  if (!row) throw topUpNotFound();
  return row;
}

/**
 * What a real provider says now of a top-up still waiting: the web polls while the popup is open, so a lost
 * notification cannot leave a paid top-up pending for ever. The built-in sandboxes notify as they settle.
 */
async function rereadVerdict(ctx: AppContext, row: TopUpRow): Promise<Verdict | null> {
  if (!row.providerPaymentId) return null;
  if (row.method === 'card' && row.provider === ctx.payments.key && !ctx.payments.builtIn) {
    const payment = await ctx.payments.getPayment(row.providerPaymentId);
    return payment ? cardVerdict(payment) : null;
  }
  if (row.method === 'crypto' && row.provider === ctx.crypto.key && !ctx.crypto.builtIn) {
    const invoice = await ctx.crypto.getInvoice(row.providerPaymentId);
    return invoice ? invoiceVerdict(invoice) : null;
  }
  return null;
}

/**
 * GET /api/client/top-ups/{id}: one of the customer's top-ups (404 for anyone else's); a pending payment or a refund
 * in processing is re-read from the provider first.
 */
export async function getMyTopUp(ctx: AppContext, userId: number, id: number): Promise<TopUp> {
  const found = await findOwnTopUp(ctx.db, userId, id);
  if (isOpen(found) && !(await rereadSettled(ctx, found))) await expireStaleTopUps(ctx.db, { userId, id });
  const row = await findOwnTopUp(ctx.db, userId, id);
  if (row.statusId === TOP_UP_STATUS.REFUND_PENDING) return viewTopUp(await recheckRefundOf(ctx, row));
  return viewTopUp(row);
}

const isOpen = (row: TopUpRow) => (TOP_UP_OPEN_STATUSES as readonly number[]).includes(row.statusId);

/**
 * Asks a real provider what became of an open top-up and applies its answer; true when it settled it. Before the
 * sweep expires a top-up, so a payment whose notification was lost is credited rather than expired.
 */
async function rereadSettled(ctx: AppContext, row: TopUpRow): Promise<boolean> {
  let verdict: Verdict | null = null;
  try {
    verdict = await rereadVerdict(ctx, row);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log?.warn({ err: error, topUpId: row.id }, 'could not re-read a pending payment');
  }
  if (!verdict || verdict.kind === 'pending') return false;
  await settleTopUp(
    ctx.db,
    { provider: row.provider, providerPaymentId: row.providerPaymentId!, event: 'poll', remoteAddress: null },
    verdict,
  );
  return true;
}
