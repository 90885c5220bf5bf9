import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_WINDOW_MINUTES } from '@cargo/domain';
import type { Database } from './client.js';
import { idempotencyKeys } from './schema/idempotency.js';

const keys = idempotencyKeys;
const SWEEP_EVERY_MS = 60_000;

export interface IdempotencyRequest {
  userId: number;
  key: string;
  /** Method, route and body: what makes two requests "the same". */
  fingerprint: string;
}

/** What a request with a key finds: its own fresh claim, the first request's answer, or something to refuse. */
export type IdempotencyOutcome =
  | { kind: 'claimed' }
  | { kind: 'answered'; statusCode: number; contentType: string; body: string }
  | { kind: 'running' }
  | { kind: 'otherRequest' };

/**
 * Keys of repeated creates, one row per customer and key (table `idempotency_keys`), shared by every instance.
 * The claim is one atomic upsert: a new key, or one whose window has passed, is taken by exactly one request;
 * everyone else reads what that request left. Windows are measured by the database's clock.
 */
export function idempotencyStore(db: Database) {
  let lastSweep = 0;

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await db.delete(keys).where(lt(keys.expiresAt, sql`now()`));
  }

  async function claimOrRead(request: IdempotencyRequest): Promise<IdempotencyOutcome> {
    await sweep();
    const expiresAt = sql`now() + ${IDEMPOTENCY_WINDOW_MINUTES}::int * interval '1 minute'`;
    const claimed = await db
      .insert(keys)
      .values({ ...request, expiresAt })
      .onConflictDoUpdate({
        target: [keys.userId, keys.key],
        set: {
          fingerprint: request.fingerprint,
          statusCode: null,
          contentType: null,
          body: null,
          createdAt: sql`now()`,
          expiresAt,
        },
        // Only a key whose window has passed is taken over; a live one stays with its first request.
        setWhere: lt(keys.expiresAt, sql`now()`),
      })
      .returning({ key: keys.key });
    if (claimed.length > 0) return { kind: 'claimed' };

    const [row] = await db
      .select()
      .from(keys)
      .where(and(eq(keys.userId, request.userId), eq(keys.key, request.key)));
    // Released between the two statements (the first request failed): try to take it again.
    if (!row) return claimOrRead(request);
    if (row.fingerprint !== request.fingerprint) return { kind: 'otherRequest' };
    if (row.statusCode === null || row.body === null) return { kind: 'running' };
    return {
      kind: 'answered',
      statusCode: row.statusCode,
      contentType: row.contentType ?? 'application/json; charset=utf-8',
      body: row.body,
    };
  }

  return {
    claimOrRead,

    /** Keeps a successful answer for the repeats of the window. */
    async complete(
      request: Pick<IdempotencyRequest, 'userId' | 'key'>,
      answer: { statusCode: number; contentType: string; body: string },
    ): Promise<void> {
      await db
        .update(keys)
        .set(answer)
        .where(and(eq(keys.userId, request.userId), eq(keys.key, request.key)));
    },

    /** A failed first request leaves nothing behind: the customer's retry (after a top-up, say) runs anew. */
    async release(request: Pick<IdempotencyRequest, 'userId' | 'key'>): Promise<void> {
      await db
        .delete(keys)
        .where(and(eq(keys.userId, request.userId), eq(keys.key, request.key), isNull(keys.statusCode)));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof idempotencyStore>;
