import { RECIPIENT_STATUS_TITLE, type Recipient, type RecipientStatusId } from '@cargo/domain';
import type { recipients } from '../../db/schema/recipients.js';
import { decryptPersonalData } from './personal-data.js';

type RecipientRow = typeof recipients.$inferSelect;

export function statusOf(statusId: number) {
  const id = statusId as RecipientStatusId;
  return { id, title: RECIPIENT_STATUS_TITLE[id] ?? '' };
}

/** A stored recipient as the API answers it (`recipientResponseSchema` in the domain package). */
export function toRecipientView(stored: RecipientRow, countryNames: Map<number, string>): Recipient {
  const row = decryptPersonalData(stored);
  return {
    id: row.id,
    surname: row.surname,
    name: row.name,
    middleName: row.middleName,
    nickName: row.nickName,
    countryCode: row.countryCode,
    country: row.countryCode
      ? { code: row.countryCode, name: countryNames.get(row.countryCode) ?? '' }
      : null,
    recipientClientDataStatus: statusOf(row.statusId),
    status: row.archivedAt ? 'ARCHIVED' : 'ACTIVE',
    email: row.email,
    phone: row.phone,
    inn: row.inn,
    dateBirthday: row.dateBirthday,
    idocSeries: row.idocSeries,
    idocNumber: row.idocNumber,
    idocOrg: row.idocOrg,
    idocDate: row.idocDate,
    dobroPoizon: row.dobroPoizon,
    fromUrl: row.fromUrl,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
