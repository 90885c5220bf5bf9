import { and, asc, desc, eq, getTableColumns, inArray, isNull, like, type SQL } from 'drizzle-orm';
import {
  parseDeskSearch,
  RECIPIENT_STATUS,
  type Page,
  type Recipient,
  type StaffRecipient,
} from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { countByStatus } from '../../db/count-by-status.js';
import { paginate, totalCount } from '../../db/paginate.js';
import { recipients } from '../../db/schema/recipients.js';
import { clientsByIds, deskSearchCondition, wordsIn } from '../auth/index.js';
import { countryNames } from '../reference/index.js';
import { masked, passportIndexesOf } from './personal-data.js';
import { recipientNotFound } from './queries.js';
import { toRecipientView } from './view.js';

type RecipientRow = typeof recipients.$inferSelect;

/**
 * The recipients the desk search finds (decision 050): by their customer, their number, or their own name, phone
 * or e-mail (the person whose passport is checked is who the caller often names), or their passport's series and
 * number through its blind index (decision 071: a customs broker asks by passport).
 */
function recipientSearch(db: Executor, q: string | undefined): SQL | undefined {
  return deskSearchCondition(db, q, {
    owner: recipients.userId,
    numbers: [recipients.id],
    more: (search) => [
      wordsIn(search, recipients.surname, recipients.name, recipients.middleName),
      wordsIn(search, recipients.name, recipients.surname),
      wordsIn(search, recipients.email),
      search.phoneDigits === null ? undefined : like(recipients.phone, `%${search.phoneDigits}%`),
      search.passport === null ? undefined : inArray(recipients.idocKey, passportIndexesOf(search.passport)),
    ],
  });
}

/**
 * The desk shows the passport number and INN masked to everyone (decision 064); the roles that need them reveal
 * them through `revealRecipientPersonalData`, which leaves an audit row each time.
 */
function maskedOnDesk(view: Recipient): Recipient {
  return { ...view, idocNumber: masked(view.idocNumber), inn: masked(view.inn) };
}

async function staffViews(db: Executor, rows: RecipientRow[]): Promise<StaffRecipient[]> {
  const [names, clients] = await Promise.all([
    countryNames(db),
    clientsByIds(
      db,
      rows.map((row) => row.userId),
    ),
  ]);
  return rows.map((row) => ({
    ...maskedOnDesk(toRecipientView(row, names)),
    client: clients.get(row.userId) ?? { id: row.userId, email: '', name: null },
  }));
}

/** The staff desk's list: recipients of every customer in one status, the search's; the review queue oldest first. */
export async function listRecipientsByStatus(
  db: Executor,
  statusId: number,
  request: { page: number; size: number },
  q?: string,
): Promise<Page<StaffRecipient>> {
  const order =
    statusId === RECIPIENT_STATUS.UNDER_REVIEW ? asc(recipients.updatedAt) : desc(recipients.updatedAt);
  return paginate(
    db,
    () =>
      db
        .select({ ...getTableColumns(recipients), total: totalCount })
        .from(recipients)
        .where(and(eq(recipients.statusId, statusId), isNull(recipients.archivedAt), recipientSearch(db, q)))
        .orderBy(order, asc(recipients.id))
        .$dynamic(),
    request,
    (rows) => staffViews(db, rows),
  );
}

/** `GET /api/staff/recipients/counters?q`: the customers' recipients (not archived) the search finds, by status. */
export function recipientDeskCounters(db: Executor, q: string | undefined) {
  return countByStatus(
    db,
    recipients,
    recipients.statusId,
    and(isNull(recipients.archivedAt), recipientSearch(db, q)),
  );
}

/** `GET /api/staff/recipients/{id}`: one customer's recipient, archived ones too, with the customer. */
export async function deskRecipient(db: Executor, id: number): Promise<StaffRecipient> {
  const rows = await db.select().from(recipients).where(eq(recipients.id, id));
  if (rows.length === 0) throw recipientNotFound();
  return (await staffViews(db, rows))[0]!;
}

/**
 * The customers whose recipient (archived ones too) holds the passport a desk search names, as a subquery of user
 * ids for the customers' search (decision 071); undefined when the text reads as no passport.
 */
export function customersWithPassport(db: Executor, q: string | undefined) {
  const passport = parseDeskSearch(q)?.passport;
  if (!passport) return undefined;
  return db
    .select({ id: recipients.userId })
    .from(recipients)
    .where(inArray(recipients.idocKey, passportIndexesOf(passport)));
}
