/**
 * CPU time the portal process and the PostgreSQL backends serving the bench database spent (Linux /proc), so each
 * call's cost per request splits into "our process" and "the database server". Elsewhere it reports nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { postgresHandle } from '../../apps/server/src/db/client.ts';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU of a process in ms, or 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1000;
  } catch {
    return 0;
  }
}

export interface CpuMeter {
  start(): Promise<void>;
  /** CPU ms since `start`, summed over segments: portal and database. */
  stop(): Promise<void>;
  take(): { portalMs: number; databaseMs: number } | null;
  close(): Promise<void>;
}

export function cpuMeter(portalPid: number, databaseUrl: string | null): CpuMeter {
  const available = existsSync(`/proc/${portalPid}/stat`);
  const handle = databaseUrl ? postgresHandle(databaseUrl) : null;
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : '';
  let marks = new Map<number, number>();
  let portalMark = 0;
  let portalMs = 0;
  let databaseMs = 0;
  const backends = async (): Promise<number[]> => {
    if (!handle) return [];
    const result = (await handle.db.execute(
      `select pid from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`,
    )) as unknown as { rows: Array<{ pid: number }> };
    return result.rows.map((row) => Number(row.pid));
  };
  return {
    async start() {
      if (!available) return;
      marks = new Map((await backends()).map((pid) => [pid, cpuMs(pid)]));
      portalMark = cpuMs(portalPid);
    },
    async stop() {
      if (!available) return;
      portalMs += cpuMs(portalPid) - portalMark;
      for (const pid of new Set([...marks.keys(), ...(await backends())])) {
        const now = cpuMs(pid);
        // A backend the pool opened during the segment counts whole.
        if (now) databaseMs += now - (marks.get(pid) ?? 0);
      }
    },
    take() {
      if (!available) return null;
      const taken = { portalMs, databaseMs };
      portalMs = 0;
      databaseMs = 0;
      return taken;
    },
    close: async () => handle?.close(),
  };
}
