import { timestamp } from 'drizzle-orm/pg-core';

export * from 'drizzle-orm/pg-core';

/** Every moment is stored with its time zone and read as a Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
