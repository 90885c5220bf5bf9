import type { FastifyBaseLogger } from 'fastify';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseConfig, DatabaseHandle } from './client.js';
import { ReadRoutingPool } from './read-routing-pool.js';
import type { ReadReplicaConfig } from './read-replica-config.js';
import { type ReadReplicaStatus, ReplicaHealth } from './replica-health.js';
import * as schema from './schema/index.js';
import { StatementCachingClient } from './statement-cache.js';

export type { ReadReplicaStatus };

/** The heavy reads' database (decision 070): `db` reads the replica when one is configured and healthy. */
export interface ReadDatabase {
  db: Database;
  status(): ReadReplicaStatus;
  close(): Promise<void>;
}

const DEFAULT_CHECK_SECONDS = 5;
/** A replica that does not answer must not hold a desk's list for long before it goes to the primary. */
const CONNECT_TIMEOUT_MS = 2000;

/**
 * Every session of these pools starts read-only (`default_transaction_read_only`): a write given to the read
 * handle fails on the replica and on the primary alike, whatever the code asks. `application_name` tells the
 * read sessions apart in pg_stat_activity and the server's log.
 */
function readOnlyPool(url: string, max: number, applicationName: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: StatementCachingClient,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: '-c default_transaction_read_only=on',
    application_name: applicationName,
  });
  pool.on('error', (error) => console.error(`PostgreSQL read connection error: ${error.message}`));
  return pool;
}

function onThePrimary(primary: DatabaseHandle, reason: string, configured = false): ReadDatabase {
  const status: ReadReplicaStatus = {
    configured,
    target: 'primary',
    reason,
    lagSeconds: null,
    maxLagSeconds: null,
    checkedAt: null,
  };
  return { db: primary.db, status: () => ({ ...status }), close: async () => {} };
}

/**
 * The read handle for the app: the primary's own `db` when no replica is configured (or on the embedded database,
 * which has none: said in the log); else a Drizzle database over the routing pool, its first lag check awaited so
 * the start's log says where the reads go.
 */
export async function openReadDatabase(
  replica: ReadReplicaConfig | undefined,
  database: DatabaseConfig,
  primary: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<ReadDatabase> {
  if (!replica) return onThePrimary(primary, 'DATABASE_READ_URL not set');
  if (primary.kind !== 'postgres' || database.kind !== 'postgres') {
    log.warn(
      'DATABASE_READ_URL ignored: the embedded database (no DATABASE_URL) has no replicas; all reads on it',
    );
    return onThePrimary(primary, 'DATABASE_READ_URL ignored: embedded database');
  }
  const replicaPool = readOnlyPool(replica.url, replica.poolSize, 'cabinet-read');
  const primaryPool = readOnlyPool(database.url, replica.poolSize, 'cabinet-read-fallback');
  const health = new ReplicaHealth(
    replicaPool,
    { maxLagSeconds: replica.maxLagSeconds, checkSeconds: replica.checkSeconds ?? DEFAULT_CHECK_SECONDS },
    log,
  );
  await health.check();
  const router = new ReadRoutingPool(replicaPool, primaryPool, health);
  const db = drizzleNodePg({ client: router as unknown as pg.Pool, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    status: () => health.current(),
    close: async () => {
      await Promise.all([replicaPool.end(), primaryPool.end()]);
    },
  };
}
