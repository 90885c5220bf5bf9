/**
 * What the scale generator (`generate.ts`) promises the bench at scale (`run.ts`) and the jobs' measurements
 * (issue 33): the databases' names, the people to sign in as and the key their personal data is encrypted with.
 * One place, so the generator and every reader of its databases agree.
 */

/** The four sizes of issue 33, as fractions of a mid-size forwarder after three years. */
export const SCALES = { '1': 0.01, '10': 0.1, '30': 0.3, '100': 1 } as const;
export type ScaleName = keyof typeof SCALES;

/** The full-size volumes (100 %): the generator multiplies each by `--scale`. */
export const FULL_SCALE = {
  customers: 100_000,
  goods: 3_000_000,
  parcels: 1_000_000,
  ledgerRows: 10_000_000,
  tickets: 300_000,
  notificationEvents: 3_000_000,
  /** Goods the warehouse holds past their free days on the generated "today" (the storage-fee run's work). */
  goodsPastFreeDays: 200_000,
} as const;

/** The database a scale is generated into on the bench's PostgreSQL server (`scale_1`, `scale_10`, …). */
export const scaleDatabaseName = (scale: string) => `scale_${scale.replace(/\D/g, '')}`;

/** The server that holds the generated databases; the bench's own `BENCH_ADMIN_URL` when set. */
export const SCALE_ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of one generated database on that server. */
export function scaleDatabaseUrl(scale: string, adminUrl = SCALE_ADMIN_URL): string {
  const url = new URL(adminUrl);
  url.pathname = `/${scaleDatabaseName(scale)}`;
  return url.toString();
}

/**
 * The portal's PERSONAL_DATA_KEY for generated data: the same fixed key as the API bench's portal
 * (bench/api/portal.ts), so one started portal reads both.
 */
export const SCALE_PERSONAL_DATA_KEY = 'YmVuY2gtcGVyc29uYWwtZGF0YS1rZXktMzItYnl0ZXM=';

/** Everyone the generator creates signs in with this password (its argon2 hash is computed once per run). */
export const SCALE_PASSWORD = 'scale-bench-password';

/** The owner (every staff role's calls are sent as the owner). */
export const SCALE_OWNER_EMAIL = 'scale.owner@example.ru';
/** A warehouse worker in China, for the receive scan. */
export const SCALE_WAREHOUSE_EMAIL = 'scale.warehouse@example.ru';
/** A customer of the common kind: a few dozen goods, a few parcels, some ledger rows. */
export const SCALE_TYPICAL_CUSTOMER_EMAIL = 'typical.customer@example.ru';
/** The heaviest customer: thousands of goods (the bench's heavy account, at scale). */
export const SCALE_HEAVY_CUSTOMER_EMAIL = 'heavy.customer@example.ru';

/** The open flight of the notification burst test: 5,000 paid parcels of many customers, at every scale. */
export const SCALE_BURST_FLIGHT_NUMBER = 'SCALE-BURST-5000';
/** How many parcels that flight holds. */
export const SCALE_BURST_PARCELS = 5_000;
