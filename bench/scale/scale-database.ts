/**
 * The copy of a generated database the bench at scale runs on: `CREATE DATABASE … TEMPLATE scale_N`, dropped
 * afterwards. The scan, the registry export (an audit row each), the sign-ins and the passport reveal write;
 * on a copy the generated database stays exactly as the generator left it for the other measurements.
 */
import { postgresHandle } from '../../apps/server/src/db/client.ts';
import { SCALE_ADMIN_URL, scaleDatabaseName, scaleDatabaseUrl } from './contract.ts';

async function onAdmin(statement: string): Promise<Array<Record<string, unknown>>> {
  const handle = postgresHandle(SCALE_ADMIN_URL);
  try {
    return ((await handle.db.execute(statement)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  } finally {
    await handle.close();
  }
}

/** The scale's database exists and a finished generator run marked it (its comment). */
export async function scaleIsReady(scale: string): Promise<boolean> {
  const rows = await onAdmin(
    `select shobj_description(oid, 'pg_database') as mark from pg_database where datname = '${scaleDatabaseName(scale)}'`,
  );
  return String(rows[0]?.mark ?? '').startsWith('scale generator');
}

export interface ScaleCopy {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Copies the scale's database. PostgreSQL copies a template only while nobody else is connected to it, and other
 * measurements read the same databases: the copy is retried for up to `waitSeconds`.
 */
export async function copyScaleDatabase(scale: string, waitSeconds = 300): Promise<ScaleCopy> {
  const source = scaleDatabaseName(scale);
  const name = `scalebench_copy_${scale.replace(/\D/g, '')}`;
  await onAdmin(`drop database if exists ${name} with (force)`);
  const deadline = Date.now() + waitSeconds * 1000;
  for (;;) {
    try {
      await onAdmin(`create database ${name} template ${source}`);
      break;
    } catch (error) {
      if (Date.now() > deadline || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
  const url = new URL(scaleDatabaseUrl(scale));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => void (await onAdmin(`drop database if exists ${name} with (force)`)),
  };
}

/** Rows of the big tables (the planner's estimate after the generator's ANALYZE: exact counts take minutes). */
export async function tableRows(url: string): Promise<Record<string, number>> {
  const handle = postgresHandle(url);
  try {
    const result = (await handle.db.execute(`select relname, reltuples::bigint as n from pg_class
      where relkind = 'r' and relname in ('users', 'goods', 'parcels', 'account_transactions', 'tickets',
        'ticket_messages', 'notification_events', 'staff_audit') order by reltuples desc`)) as unknown as {
      rows: Array<{ relname: string; n: string }>;
    };
    return Object.fromEntries(result.rows.map((row) => [row.relname, Number(row.n)]));
  } finally {
    await handle.close();
  }
}
