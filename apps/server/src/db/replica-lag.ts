import type pg from 'pg';

/** What the replica says of itself: whether it replays a primary, and how far behind it is. */
export interface ReplicaLag {
  inRecovery: boolean;
  /** Seconds behind the primary; 0 when everything received is replayed; null when it cannot tell. */
  lagSeconds: number | null;
}

/**
 * `now() - pg_last_xact_replay_timestamp()` grows while the primary is idle even though nothing is missing, so
 * a replica that has replayed all the WAL it received counts as caught up. A server not in recovery (the URL
 * names a primary) has no lag.
 */
const LAG_QUERY = `select pg_is_in_recovery() as in_recovery,
  case when not pg_is_in_recovery() then 0
       when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
       else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as lag_seconds`;

export async function measureReplicaLag(pool: pg.Pool): Promise<ReplicaLag> {
  const { rows } = await pool.query<{ in_recovery: boolean; lag_seconds: number | null }>(LAG_QUERY);
  const row = rows[0]!;
  return {
    inRecovery: row.in_recovery,
    lagSeconds: row.lag_seconds === null ? null : Math.max(0, row.lag_seconds),
  };
}
