import { and, asc, inArray, type SQL } from 'drizzle-orm';
import { PARCEL_STATUS, type StaffParcel } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { parcels } from '../../db/schema/parcels.js';
import { anyOfSubquery } from '../../db/any-of.js';
import { countByStatus } from '../../db/count-by-status.js';
import { goodsAwaitingPhotoReportOf, parcelsHoldingTrack } from '../goods/index.js';
import { deskSearchCondition, emailsOf } from '../auth/index.js';
import { customersWithPassport } from '../recipients/index.js';
import { claimedParcelIds } from './insurance-claims.js';
import { LIST_COLUMNS, listRowsOf } from './views.js';

/** The desk's queue by default: sent to assembly, on assembly, on weighing, paid (to ship). */
export const DESK_QUEUE = [
  PARCEL_STATUS.READY_TO_PROCESS,
  PARCEL_STATUS.ON_ASSEMBLY,
  PARCEL_STATUS.ON_WEIGHING,
  PARCEL_STATUS.READY_FOR_SENT,
];

/**
 * The desk search over parcels (decision 050): the customer's code, e-mail, phone or name, the parcel's number,
 * its outgoing track, or the incoming track of a good in it.
 */
export function parcelSearch(db: Executor, q: string | undefined): SQL | undefined {
  return deskSearchCondition(db, q, {
    owner: parcels.userId,
    alsoCustomers: customersWithPassport(db, q),
    numbers: [parcels.id],
    typedTracks: [parcels.outgoingDeclaration],
    more: (search) => [
      search.trackKey === null
        ? undefined
        : anyOfSubquery(parcels.id, parcelsHoldingTrack(db, search.trackKey)),
    ],
  });
}

/** `GET /api/staff/parcels/counters?q`: the parcels the search finds (every parcel without one) by status. */
export function parcelDeskCounters(db: Executor, q: string | undefined) {
  return countByStatus(db, parcels, parcels.statusId, parcelSearch(db, q));
}

/** Any customer's parcels in these statuses that the search finds, oldest first (the order the warehouse works in). */
export async function listDeskParcels(db: Executor, statusIds: number[], page: PageRequest, q?: string) {
  return paginate(
    db,
    () =>
      db
        .select({ ...LIST_COLUMNS, total: totalCount })
        .from(parcels)
        .where(and(inArray(parcels.statusId, statusIds), parcelSearch(db, q)))
        .orderBy(asc(parcels.updatedAt), asc(parcels.id))
        .$dynamic(),
    page,
    async (list): Promise<StaffParcel[]> => {
      const [views, emails, awaiting, claimed] = await Promise.all([
        listRowsOf(db, list),
        emailsOf(
          db,
          list.map((row) => row.userId),
        ),
        goodsAwaitingPhotoReportOf(
          db,
          list.map((row) => row.id),
        ),
        claimedParcelIds(
          db,
          list.map((row) => row.id),
        ),
      ]);
      return views.map((view, i) => ({
        ...view,
        clientId: list[i]!.userId,
        clientEmail: emails.get(list[i]!.userId) ?? '',
        photoReportsMissing: awaiting.get(view.id) ?? [],
        insured: list[i]!.insured,
        insuranceClaimed: claimed.has(view.id),
      }));
    },
  );
}
