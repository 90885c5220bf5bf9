import { eq } from 'drizzle-orm';
import type { StaffParcelDetails, StorageSettings } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { plainScope } from '../../db/read/reader.js';
import { parcels } from '../../db/schema/parcels.js';
import type { RateSource } from '../../integrations/rates/rate-source.js';
import { emailsOf } from '../auth/index.js';
import { goodsAwaitingPhotoReportOf } from '../goods/index.js';
import { readParcelPage } from './details.js';

/**
 * `GET /api/staff/parcels/{id}`: the parcel's desk page — what the customer's page shows, with the customer's e-mail
 * and what the desk's row knows (photo reports holding back the weighing, the insurance claim made).
 */
export async function deskParcelDetails(
  db: Executor,
  rates: RateSource,
  settings: StorageSettings,
  id: number,
): Promise<StaffParcelDetails> {
  const details = await readParcelPage(plainScope(db), rates, settings, eq(parcels.id, id));
  const [emails, awaiting] = await Promise.all([
    emailsOf(db, [details.clientId]),
    goodsAwaitingPhotoReportOf(db, [details.id]),
  ]);
  return {
    ...details,
    clientEmail: emails.get(details.clientId) ?? '',
    photoReportsMissing: awaiting.get(details.id) ?? [],
    insuranceClaimed: details.insuranceClaim !== null,
  };
}
