import { sql } from 'drizzle-orm';
import { deskWords } from '../search-expressions.js';
import type { DeskLanguage, StaffRole, UserRole } from '@cargo/domain';
import { type AnyPgColumn, check, index, integer, pgTable, smallint, text, timestamptz } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text().$type<UserRole>().notNull().default('client'),
    name: text(),
    surname: text(),
    middleName: text(),
    phone: text(),
    registrationSourceId: smallint().notNull().default(1),
    /** The customer's own code, shared in referral links. */
    referralCode: text().notNull().unique(),
    /** Who invited this customer, set once. */
    referrerId: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** A staff member's roles (decision 048); empty for customers. */
    staffRoles: text()
      .array()
      .$type<StaffRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set when the owner deactivates a staff member: no sign-in, every session revoked. */
    deactivatedAt: timestamptz(),
    /** The staff member who invited this one. */
    invitedBy: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    lastSignInAt: timestamptz(),
    /** The language the staff member's desk speaks (decision 066): 'ru' or 'zh'; customers keep the default. */
    deskLanguage: text().$type<DeskLanguage>().notNull().default('ru'),
    createdAt: timestamptz().notNull().defaultNow(),
    updatedAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('client', 'staff')`),
    check(
      'users_staff_roles_check',
      sql`${t.staffRoles} <@ array['owner', 'finance', 'warehouse', 'buyer', 'support']::text[]`,
    ),
    check('users_desk_language_check', sql`${t.deskLanguage} in ('ru', 'zh')`),
    check('users_registration_source_check', sql`${t.registrationSourceId} in (1, 2, 3)`),
    index('users_referrer_idx').on(t.referrerId),
    // The desk search's customers (decisions 050, 071): part of an e-mail, a phone or a name in either order.
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using(
      'gin',
      sql`${deskWords(t.name, t.middleName, t.surname)} gin_trgm_ops`,
    ),
    index('users_surname_trgm_idx').using(
      'gin',
      sql`${deskWords(t.surname, t.name, t.middleName)} gin_trgm_ops`,
    ),
  ],
);
