import { setTimeout as sleep } from 'node:timers/promises';

interface Queryable {
  query(text: string, params: unknown[]): Promise<{ rows: { locked: boolean }[] }>;
}

/**
 * Takes a session-level advisory lock by polling `pg_try_advisory_lock` instead of waiting in `pg_advisory_lock`.
 * A session blocked in `pg_advisory_lock` is a running statement with a snapshot, and `CREATE INDEX CONCURRENTLY`
 * waits for every older snapshot to finish: the instance migrating would wait for the one waiting for its lock,
 * a deadlock PostgreSQL resolves by failing one of them. Between polls this session holds no snapshot.
 */
export async function takeAdvisoryLock(session: Queryable, key: number, pollMs = 250): Promise<void> {
  for (;;) {
    const { rows } = await session.query('select pg_try_advisory_lock($1) as locked', [key]);
    if (rows[0]?.locked) return;
    await sleep(pollMs);
  }
}
