import { z } from 'zod';
import { RECIPIENT_STATUS_IDS } from './recipients.js';

/** Answers of the recipient, self-fill link and staff review calls: the server serialises with them, the web reads them. */
export const recipientStatusRefSchema = z.object({ id: z.literal(RECIPIENT_STATUS_IDS), title: z.string() });

export const recipientResponseSchema = z
  .object({
    id: z.number(),
    surname: z.string().nullable(),
    name: z.string().nullable(),
    middleName: z.string().nullable(),
    nickName: z.string().nullable(),
    countryCode: z.number().nullable(),
    country: z.object({ code: z.number(), name: z.string() }).nullable(),
    recipientClientDataStatus: recipientStatusRefSchema,
    status: z.enum(['ACTIVE', 'ARCHIVED']),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    inn: z.string().nullable(),
    /** yyyy-MM-dd */
    dateBirthday: z.string().nullable(),
    idocSeries: z.string().nullable(),
    idocNumber: z.string().nullable(),
    idocOrg: z.string().nullable(),
    /** yyyy-MM-dd */
    idocDate: z.string().nullable(),
    dobroPoizon: z.boolean(),
    fromUrl: z.boolean(),
    cancelReason: z.string().nullable(),
    createdAt: z.string(),
    /** Also the version of the data: an edit or a review decision may name it (`?updatedAt=`) to apply only to it. */
    updatedAt: z.string(),
  })
  .meta({ id: 'Recipient' });
export type Recipient = z.infer<typeof recipientResponseSchema>;

/** A recipient in the staff review queue, with the customer it belongs to. */
export const staffRecipientSchema = recipientResponseSchema
  .extend({ client: z.object({ id: z.number(), email: z.string(), name: z.string().nullable() }) })
  .meta({ id: 'StaffRecipient' });
export type StaffRecipient = z.infer<typeof staffRecipientSchema>;

/** GET /api/recipient-client-data/token: the self-fill link. */
export const recipientLinkSchema = z
  .object({ receiverToken: z.string(), recipientId: z.number(), expiresAt: z.string(), url: z.string() })
  .meta({ id: 'RecipientLink' });
export type RecipientLink = z.infer<typeof recipientLinkSchema>;

/** What the self-fill page may read with the link's token: the state and the expiry, no personal data. */
export const recipientLinkStateSchema = z
  .object({ id: z.number(), recipientClientDataStatus: recipientStatusRefSchema, expiresAt: z.string() })
  .meta({ id: 'RecipientLinkState' });
export type RecipientLinkState = z.infer<typeof recipientLinkStateSchema>;

/** The answer to a submission through the self-fill link. */
export const selfFillResultSchema = z
  .object({ id: z.number(), recipientClientDataStatus: recipientStatusRefSchema })
  .meta({ id: 'SelfFillResult' });
export type SelfFillResult = z.infer<typeof selfFillResultSchema>;

/** Surname, name and middle name, as in «Иванов Иван Иванович» (empty for a recipient nobody has filled in yet). */
export function recipientFullName(recipient: {
  surname: string | null;
  name: string | null;
  middleName: string | null;
}): string {
  return [recipient.surname, recipient.name, recipient.middleName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * `POST /api/staff/recipients/{id}/reveal`: the passport and INN in clear, for the roles that need them; the desk's
 * other answers show the number and INN masked (decision 064).
 */
export const recipientPersonalDataSchema = z
  .object({
    id: z.number(),
    inn: z.string().nullable(),
    idocSeries: z.string().nullable(),
    idocNumber: z.string().nullable(),
    idocOrg: z.string().nullable(),
    /** yyyy-MM-dd */
    idocDate: z.string().nullable(),
  })
  .meta({ id: 'RecipientPersonalData' });
export type RecipientPersonalData = z.infer<typeof recipientPersonalDataSchema>;
