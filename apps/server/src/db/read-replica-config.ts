/** DATABASE_READ_URL and its settings as config.ts reads them (decision 070). */
export interface ReadReplicaConfig {
  url: string;
  /** Connections to the replica; the read-only fallback pool to the primary is as large. */
  poolSize: number;
  /** Replay lag past which the reads go to the primary. */
  maxLagSeconds: number;
  /** How often the lag is asked (not per query); left out, every 5 s. */
  checkSeconds?: number;
}
