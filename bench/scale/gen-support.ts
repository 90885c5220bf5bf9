/** What the scale generator's phases share: the connection they run on, the plan's sizes and the timing of each. */
import type pg from 'pg';

/** The sizes of one run: FULL_SCALE × the scale factor, plus the fixed people the bench signs in as. */
export interface Plan {
  scale: number;
  customers: number;
  goods: number;
  parcels: number;
  ledgerRows: number;
  tickets: number;
  notificationEvents: number;
  goodsPastFreeDays: number;
  /** The heavy customer's goods: the same at every scale, so its calls can be compared across scales. */
  heavyGoods: number;
  typicalGoods: number;
  /** The open flight of the notification burst test (fixed size, every scale). */
  burstParcels: number;
  /** Staff ids, filled by the people phase. */
  staff: { owner: number; warehouse: number; support: number[]; finance: number[]; buyer: number[] };
}

/** A step of the fill: a name for the report and the SQL (or Node work) it runs on the session. */
export interface Phase {
  name: string;
  run(client: pg.Client, plan: Plan): Promise<void>;
}

/** Three years of dates end on the generated "today" (the run's own date). */
export const YEARS_DAYS = 1095;

/** SQL spreading `fraction` (0..1 column or expression) over the three years, newest at 1. */
export const dateAt = (fraction: string) =>
  `(now() - make_interval(secs => ((1 - (${fraction})) * ${YEARS_DAYS} * 86400)::double precision))`;

/** Runs one statement and returns the rows, for phases that only send SQL. */
export async function exec(client: pg.Client, statement: string, values: unknown[] = []) {
  const started = performance.now();
  const rows = (await client.query(statement, values)).rows as Array<Record<string, unknown>>;
  // SCALE_GENERATE_VERBOSE=1: each statement's time, to find the slow one of a phase.
  if (process.env.SCALE_GENERATE_VERBOSE) {
    const head = statement.replace(/\s+/g, ' ').trim().slice(0, 70);
    console.log(`\n    ${((performance.now() - started) / 1000).toFixed(1)} s  ${head}`);
  }
  return rows;
}

/** A deterministic pseudo-random number in [0, 1) from an integer key and a salt (stable across runs and plans). */
export const hash01 = (key: string, salt: number) =>
  `(((hashint8((${key})::bigint * 7919 + ${salt})::bigint & 2147483647) % 1000000) / 1000000.0)`;

/** SQL choosing one of `choices` by their weights with the uniform number `h` (a CASE of cumulative bounds). */
export function pick(h: string, choices: Array<[value: number | string, weight: number]>): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let bound = 0;
  const arms = choices.slice(0, -1).map(([value, weight]) => {
    bound += weight / total;
    return `when ${h} < ${bound.toFixed(6)} then ${value}`;
  });
  return `(case ${arms.join(' ')} else ${choices[choices.length - 1]![0]} end)`;
}
