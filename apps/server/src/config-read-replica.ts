import type { Env } from './config-env.js';
import type { ReadReplicaConfig } from './db/read-replica-config.js';

/**
 * The replica for heavy reads (decision 070), when DATABASE_READ_URL is set. Kept even without DATABASE_URL so
 * that the start can say in its log why it is ignored (the embedded database has no replicas).
 */
export function readReplicaFrom(e: Env): ReadReplicaConfig | undefined {
  if (!e.DATABASE_READ_URL) return undefined;
  return {
    url: e.DATABASE_READ_URL,
    poolSize: e.DATABASE_READ_POOL_SIZE,
    maxLagSeconds: e.DATABASE_READ_MAX_LAG_SECONDS,
  };
}
