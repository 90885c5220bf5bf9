import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { measureReplicaLag } from './replica-lag.js';
import type { ReplicaFailure } from './replica-errors.js';

/** Where the heavy reads go now and why: the staff's system page and the start's log show it (decision 070). */
export interface ReadReplicaStatus {
  /** false: no DATABASE_READ_URL (or the embedded database): every read is on the primary, `db` itself. */
  configured: boolean;
  target: 'replica' | 'primary';
  /** Why the reads are on the primary, or what the replica last said. */
  reason: string;
  lagSeconds: number | null;
  maxLagSeconds: number | null;
  checkedAt: string | null;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The replica's standing, asked of it at most every `checkSeconds` (a query looks at the last answer and, when it
 * is old, starts the next check without waiting for it), and lowered at once by a read that could not reach it.
 */
export class ReplicaHealth {
  private status: ReadReplicaStatus;
  private lastCheck = 0;
  private checking: Promise<void> | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: { maxLagSeconds: number; checkSeconds: number },
    private readonly log: Log,
  ) {
    this.status = {
      configured: true,
      target: 'primary',
      reason: 'not checked yet',
      lagSeconds: null,
      maxLagSeconds: settings.maxLagSeconds,
      checkedAt: null,
    };
  }

  current(): ReadReplicaStatus {
    return { ...this.status };
  }

  /** Whether the next read goes to the replica; starts a check when the last one is older than the interval. */
  useReplica(): boolean {
    if (Date.now() - this.lastCheck >= this.settings.checkSeconds * 1000) void this.check();
    return this.status.target === 'replica';
  }

  /** A read found the replica gone (or was cancelled by replay): the reads go to the primary until the next check. */
  failed(failure: ReplicaFailure, error: Error): void {
    if (failure === 'replay conflict') {
      // One long read lost to replay says nothing of the next one: it alone is asked again of the primary.
      this.log.warn({ err: error }, 'read replica: a read was cancelled by replay; asked of the primary');
      return;
    }
    this.lastCheck = Date.now();
    this.settle('primary', `unreachable: ${error.message}`, null);
  }

  /** Asks the replica its lag now (single flight). buildApp awaits the first one so the start logs where reads go. */
  check(): Promise<void> {
    this.checking ??= this.measure().finally(() => (this.checking = null));
    return this.checking;
  }

  private async measure(): Promise<void> {
    this.lastCheck = Date.now();
    try {
      const { inRecovery, lagSeconds } = await measureReplicaLag(this.pool);
      if (lagSeconds === null) this.settle('primary', 'lag unknown: nothing replayed yet', null);
      else if (lagSeconds > this.settings.maxLagSeconds) {
        this.settle(
          'primary',
          `lag ${lagSeconds.toFixed(1)} s over ${this.settings.maxLagSeconds} s`,
          lagSeconds,
        );
      } else {
        this.settle('replica', inRecovery ? 'streaming replica' : 'not in recovery (a primary?)', lagSeconds);
      }
    } catch (error) {
      this.settle('primary', `unreachable: ${(error as Error).message}`, null);
    }
  }

  private settle(target: ReadReplicaStatus['target'], reason: string, lagSeconds: number | null): void {
    const changed = target !== this.status.target || this.status.checkedAt === null;
    this.status = { ...this.status, target, reason, lagSeconds, checkedAt: new Date().toISOString() };
    if (!changed) return;
    if (target === 'replica')
      this.log.info({ readReplica: this.current() }, 'read replica: heavy reads go to the replica');
    else this.log.warn({ readReplica: this.current() }, 'read replica: heavy reads go to the primary');
  }
}
