const UNIQUE_VIOLATION = '23505';

/**
 * Whether a failed statement broke a unique index (PostgreSQL's 23505; Drizzle keeps the driver's error as its
 * `cause`): how an operation tells a lost race for a unique key (a second sign-up for one e-mail, a promo code used
 * twice) from any other failure.
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null | undefined;
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
}
