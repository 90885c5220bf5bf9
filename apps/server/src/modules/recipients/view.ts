import { RECIPIENT_STATUS_TITLE, type RecipientStatusId } from '@cargo/domain';
import { z } from 'zod';
import type { recipients } from '../../db/schema/index.js';

type RecipientRow = typeof recipients.$inferSelect;

export const recipientResponse = z
  .object({
    id: z.number(),
    surname: z.string().nullable(),
    name: z.string().nullable(),
    middleName: z.string().nullable(),
    nickName: z.string().nullable(),
    countryCode: z.number().nullable(),
    country: z.object({ code: z.number(), name: z.string() }).nullable(),
    recipientClientDataStatus: z.object({ id: z.number(), title: z.string() }),
    status: z.enum(['ACTIVE', 'ARCHIVED']),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    inn: z.string().nullable(),
    dateBirthday: z.string().nullable(),
    idocSeries: z.string().nullable(),
    idocNumber: z.string().nullable(),
    idocOrg: z.string().nullable(),
    idocDate: z.string().nullable(),
    dobroPoizon: z.boolean(),
    fromUrl: z.boolean(),
    cancelReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Recipient' });
export type RecipientView = z.infer<typeof recipientResponse>;

export function statusOf(statusId: number) {
  return { id: statusId, title: RECIPIENT_STATUS_TITLE[statusId as RecipientStatusId] ?? '' };
}

export function toRecipientView(row: RecipientRow, countryNames: Map<number, string>): RecipientView {
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

export function fullName(row: {
  surname: string | null;
  name: string | null;
  middleName: string | null;
}): string {
  return [row.surname, row.name, row.middleName].filter(Boolean).join(' ');
}
