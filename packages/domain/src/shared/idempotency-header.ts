/**
 * Creates (a good, a parcel, a cargo, a recipient, a top-up…) may carry this header. The same key from the same
 * customer within `IDEMPOTENCY_WINDOW_MINUTES` answers the object the first request created — same status, same
 * body — instead of creating a second one (a double click, a retry after a lost answer, a second tab).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_WINDOW_MINUTES = 10;
/** How long a repeat waits for the first request with its key to finish before it is told to try again. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
