import type { StaffParcelDetails } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { emailsOf } from '../auth/index.js';
import { goodsAwaitingPhotoReportOf } from '../goods/index.js';
import { parcelDetails } from './details.js';
import { findParcel } from './service.js';

/**
 * `GET /api/staff/parcels/{id}`: the parcel's desk page — what the customer's page shows, with the customer's e-mail
 * and what the desk's row knows (photo reports holding back the weighing, the insurance claim made).
 */
export async function deskParcelDetails(
  db: Executor,
  rates: RateSource,
  id: number,
): Promise<StaffParcelDetails> {
  const row = await findParcel(db, id);
  const [details, emails, awaiting] = await Promise.all([
    parcelDetails(db, rates, row),
    emailsOf(db, [row.userId]),
    goodsAwaitingPhotoReportOf(db, [row.id]),
  ]);
  return {
    ...details,
    clientEmail: emails.get(row.userId) ?? '',
    photoReportsMissing: awaiting.get(row.id) ?? [],
    insuranceClaimed: details.insuranceClaim !== null,
  };
}
