import { asc, inArray } from 'drizzle-orm';
import { PARCEL_STATUS, type StaffParcel } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { paginate, type PageRequest, totalCount } from '../../db/paginate.js';
import { parcels } from '../../db/schema/parcels.js';
import { emailsOf } from '../auth/index.js';
import { goodsAwaitingPhotoReportOf } from '../goods/index.js';
import { claimedParcelIds } from './insurance-claims.js';
import { LIST_COLUMNS, listRowsOf } from './views.js';

/** The desk's queue by default: sent to assembly, on assembly, on weighing, paid (to ship). */
export const DESK_QUEUE = [
  PARCEL_STATUS.READY_TO_PROCESS,
  PARCEL_STATUS.ON_ASSEMBLY,
  PARCEL_STATUS.ON_WEIGHING,
  PARCEL_STATUS.READY_FOR_SENT,
];

/** Any customer's parcels in these statuses, oldest first (the order the warehouse works in). */
export async function listDeskParcels(db: Executor, statusIds: number[], page: PageRequest) {
  return paginate(
    () =>
      db
        .select({ ...LIST_COLUMNS, total: totalCount })
        .from(parcels)
        .where(inArray(parcels.statusId, statusIds))
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
