import { index, integer, pgTable, text, timestamptz } from './columns.js';
import { users } from './users.js';

/** A stored image. The file name is generated; only its owner may attach or delete it. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text().notNull().unique(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);
