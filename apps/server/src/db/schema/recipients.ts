import { sql } from 'drizzle-orm';
import { deskWords } from '../search-expressions.js';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamptz } from './columns.js';
import { users } from './users.js';

/** A person goods are sent to, with the identity data customs needs. Personal data: answered only to its owner. */
export const recipients = pgTable(
  'recipients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: smallint(),
    surname: text(),
    name: text(),
    middleName: text(),
    nickName: text(),
    email: text(),
    phone: text(),
    // Personal data (152-FZ) is stored as AES-256-GCM ciphertext (modules/recipients/personal-data.ts, decision 064):
    // inn and the passport's series, number, authority and issue date (text, so the date is encrypted too).
    inn: text(),
    dateBirthday: date({ mode: 'string' }),
    idocSeries: text(),
    idocNumber: text(),
    idocOrg: text(),
    idocDate: text(),
    /**
     * A keyed hash of the passport's series and number (a blind index, decision 071): the desk finds a recipient by
     * its passport without the database holding it readable. `<key id>:<HMAC>`, written with the ciphertext.
     */
    idocKey: text(),
    statusId: smallint().notNull().default(1),
    cancelReason: text(),
    dobroPoizon: boolean().notNull().default(false),
    fromUrl: boolean().notNull().default(false),
    archivedAt: timestamptz(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('recipients_status_check', sql`${t.statusId} in (1, 2, 3, 4)`),
    index('recipients_user_idx').on(t.userId, t.archivedAt),
    index('recipients_status_idx').on(t.statusId),
    // The desk search (decision 071): the recipient's own name either way, e-mail, phone; the passport's blind index.
    index('recipients_name_trgm_idx').using(
      'gin',
      sql`${deskWords(t.surname, t.name, t.middleName)} gin_trgm_ops`,
    ),
    index('recipients_given_name_trgm_idx').using('gin', sql`${deskWords(t.name, t.surname)} gin_trgm_ops`),
    index('recipients_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('recipients_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('recipients_idoc_key_idx').on(t.idocKey),
  ],
);

/** A self-fill link: a short-lived token bound to one customer and one recipient, good for one submission. */
export const recipientLinks = pgTable(
  'recipient_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => recipients.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('recipient_links_recipient_idx').on(t.recipientId)],
);
