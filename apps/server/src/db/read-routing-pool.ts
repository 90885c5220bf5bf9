import type pg from 'pg';
import { replicaFailureOf } from './replica-errors.js';
import type { ReplicaHealth } from './replica-health.js';

/**
 * What Drizzle's node-postgres driver needs of a pool (`query`, and `connect` for a transaction), answered by the
 * replica while it is healthy and by the read-only pool on the primary otherwise. A read the replica could not
 * answer (gone, or cancelled by replay) is asked once more of the primary, so the caller sees no error. Both pools'
 * sessions are read-only: whichever answers, a write fails. Drizzle treats a client whose class name holds "Pool"
 * as a pool, which this one's does.
 */
export class ReadRoutingPool {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly health: ReplicaHealth,
  ) {}

  async query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    if (this.health.useReplica()) {
      try {
        return await (this.replica.query as (c: unknown, v?: unknown) => Promise<pg.QueryResult>)(
          config,
          values,
        );
      } catch (error) {
        const failure = replicaFailureOf(error);
        if (!failure) throw error;
        this.health.failed(failure, error as Error);
      }
    }
    return (this.primary.query as (c: unknown, v?: unknown) => Promise<pg.QueryResult>)(config, values);
  }

  /** A read transaction (several statements on one session): on the replica when it is reachable, else the primary. */
  async connect(): Promise<pg.PoolClient> {
    if (this.health.useReplica()) {
      try {
        return await this.replica.connect();
      } catch (error) {
        const failure = replicaFailureOf(error);
        if (!failure) throw error;
        this.health.failed(failure, error as Error);
      }
    }
    return this.primary.connect();
  }
}
