import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recipients } from '../../db/schema/recipients.js';

/** What the customs registry and the flight's pre-ship check need of a recipient (decision 062). */
export interface RegistryRecipient {
  id: number;
  userId: number;
  statusId: number;
  countryCode: number | null;
  fullName: string;
  phone: string | null;
  birthDate: string | null;
  passportSeries: string | null;
  passportNumber: string | null;
  passportIssuedAt: string | null;
  passportIssuedBy: string | null;
  inn: string | null;
}

/**
 * The recipients of a flight's parcels with their passport data and INN: the ONE place the passport columns are
 * read for anything but the customer's own form (152-FZ, issue 32). When those columns are encrypted at rest this
 * function decrypts them; no other code reads them. One statement for the batch (the caller's batches of 500).
 */
export async function recipientsForRegistry(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, RegistryRecipient>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: recipients.id,
      userId: recipients.userId,
      statusId: recipients.statusId,
      countryCode: recipients.countryCode,
      surname: recipients.surname,
      name: recipients.name,
      middleName: recipients.middleName,
      phone: recipients.phone,
      birthDate: recipients.dateBirthday,
      passportSeries: recipients.idocSeries,
      passportNumber: recipients.idocNumber,
      passportIssuedAt: recipients.idocDate,
      passportIssuedBy: recipients.idocOrg,
      inn: recipients.inn,
    })
    .from(recipients)
    .where(inArray(recipients.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ surname, name, middleName, ...row }) => [
      row.id,
      { ...row, fullName: [surname, name, middleName].filter((part) => part?.trim()).join(' ') },
    ]),
  );
}
