/**
 * Why a read that failed on the replica may be asked again of the primary (decision 070): the replica could not
 * be reached, or it cancelled the read because replaying the primary's changes needed the rows the read held.
 * Any other error (a bad query, a timeout of the read itself) would fail on the primary too, so it is thrown.
 */
export type ReplicaFailure = 'unreachable' | 'replay conflict';

/** Node's socket errors and pg's own words when the server goes away mid-query or never answers. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error/i;

export function replicaFailureOf(error: unknown): ReplicaFailure | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code)) return 'unreachable';
    // SQLSTATE class 08: connection exception; 57P01–57P03: shut down, crashed, or still starting up.
    if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03')
      return 'unreachable';
    if (code === '40001' && /conflict with recovery/i.test(error.message)) return 'replay conflict';
  }
  return CONNECTION_MESSAGES.test(error.message) ? 'unreachable' : null;
}
