import type { Executor } from '../../db/client.js';
import { anyOf } from '../../db/any-of.js';
import { recipients } from '../../db/schema/recipients.js';
import { decryptPersonalData } from './personal-data.js';

/** A recipient as the customs registry prints it, decrypted. Dates are `yyyy-MM-dd`. */
export interface RegistryRecipient {
  id: number;
  userId: number;
  statusId: number;
  /** Surname, name and middle name, the empty ones left out. */
  fullName: string;
  surname: string | null;
  name: string | null;
  middleName: string | null;
  passportSeries: string | null;
  passportNumber: string | null;
  passportIssuedAt: string | null;
  passportIssuedBy: string | null;
  inn: string | null;
  birthDate: string | null;
  phone: string | null;
  countryCode: number | null;
}

/**
 * The recipients of a flight's parcels with the data the customs registry prints, decrypted (decision 064). For
 * the registry's export alone, which is itself audited: nothing else may hand passport data out of the system.
 * Ids that name no recipient are absent from the map. A recipient has no address of its own: the delivery address
 * is the parcel's (`parcels.addressId`, the addresses module).
 */
export async function recipientsForRegistry(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, RegistryRecipient>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: recipients.id,
      userId: recipients.userId,
      statusId: recipients.statusId,
      surname: recipients.surname,
      name: recipients.name,
      middleName: recipients.middleName,
      inn: recipients.inn,
      idocSeries: recipients.idocSeries,
      idocNumber: recipients.idocNumber,
      idocOrg: recipients.idocOrg,
      idocDate: recipients.idocDate,
      dateBirthday: recipients.dateBirthday,
      phone: recipients.phone,
      countryCode: recipients.countryCode,
    })
    .from(recipients)
    .where(anyOf(recipients.id, unique));
  return new Map(
    rows.map((stored) => {
      const row = decryptPersonalData(stored);
      const recipient: RegistryRecipient = {
        id: row.id,
        userId: row.userId,
        statusId: row.statusId,
        fullName: [row.surname, row.name, row.middleName].filter(Boolean).join(' '),
        surname: row.surname,
        name: row.name,
        middleName: row.middleName,
        passportSeries: row.idocSeries,
        passportNumber: row.idocNumber,
        passportIssuedAt: row.idocDate,
        passportIssuedBy: row.idocOrg,
        inn: row.inn,
        birthDate: row.dateBirthday,
        phone: row.phone,
        countryCode: row.countryCode,
      };
      return [row.id, recipient];
    }),
  );
}
