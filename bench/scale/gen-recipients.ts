/**
 * Recipients with their passport data encrypted as the server stores it (decision 064): AES-256-GCM through the
 * server's own field cipher with the contract's key, each column bound to its name. Encryption needs Node, so this
 * is the one phase that builds rows in Node; they go in 5,000 at a time as one `INSERT … SELECT unnest(…)` each.
 */
import { createFieldCipher } from '../../apps/server/src/personal-data/field-cipher.ts';
import { PERSONAL_COLUMNS } from '../../apps/server/src/modules/recipients/personal-data.ts';
import { SCALE_PERSONAL_DATA_KEY } from './contract.ts';
import { exec, type Phase } from './gen-support.ts';
import { NAMES, SURNAMES } from './gen-people.ts';

const BATCH = 5_000;
const AUTHORITIES = [
  'ОТДЕЛОМ УФМС РОССИИ ПО Г. МОСКВЕ',
  'ГУ МВД РОССИИ ПО САНКТ-ПЕТЕРБУРГУ',
  'ОТДЕЛОМ УФМС РОССИИ ПО НОВОСИБИРСКОЙ ОБЛ.',
  'МВД ПО РЕСПУБЛИКЕ ТАТАРСТАН',
];

/** The plain values of recipient `n` (unique passport numbers and INNs, so a desk search finds one person). */
function personal(n: number) {
  return {
    inn: String(500100000000 + n * 7),
    idocSeries: String(4500 + (n % 500)).padStart(4, '0'),
    idocNumber: String(100000 + ((n * 7919) % 900000)).padStart(6, '0'),
    idocOrg: AUTHORITIES[n % AUTHORITIES.length]!,
    idocDate: `20${String(5 + (n % 18)).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 9}`,
  };
}

/** Recipient `n`'s status: most confirmed, some waiting for the desk's review (its queue), some cancelled. */
const statusOf = (n: number) => (n % 12 === 0 ? 1 : n % 25 === 1 ? 3 : n % 40 === 2 ? 4 : 2);

export const recipientsPhase: Phase = {
  name: 'recipients (passport data encrypted in Node)',
  async run(client) {
    const cipher = createFieldCipher({ key: SCALE_PERSONAL_DATA_KEY });
    const people = await exec(
      client,
      `select c.user_id, c.recipients_n, c.idx from gen_customer c where c.recipients_n > 0 order by c.created_at`,
    );
    const surnames = (await exec(client, `select ${SURNAMES} as s, ${NAMES} as n`))[0]!;
    const surnameList = surnames.s as string[];
    const nameList = surnames.n as string[];
    let n = 0;
    let columns: unknown[][] = [];
    const flush = async () => {
      if (columns.length === 0) return;
      const transposed = columns[0]!.map((_, i) => columns.map((row) => row[i]));
      await exec(
        client,
        `insert into recipients (user_id, country_code, surname, name, email, phone, date_birthday, status_id,
           archived_at, ${PERSONAL_COLUMNS.map((c) => c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)).join(', ')},
           created_at, updated_at)
         select u, 643, s, nm, e, ph, bd::date, st, case when ar then now() - interval '30 days' end,
           inn, ser, num, org, dt, now() - interval '1095 days' * frac, now() - interval '1095 days' * frac
         from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::smallint[],
           $8::boolean[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::float8[])
           as t(u, s, nm, e, ph, bd, st, ar, inn, ser, num, org, dt, frac)`,
        transposed,
      );
      columns = [];
    };
    for (const person of people) {
      for (let k = 0; k < Number(person.recipients_n); k += 1) {
        n += 1;
        const status = statusOf(n);
        const plain = personal(n);
        const sealed = (column: keyof typeof plain) =>
          status === 4 ? null : cipher.encrypt(plain[column], `recipients.${column}`);
        columns.push([
          person.user_id,
          surnameList[n % surnameList.length],
          nameList[(n * 3) % nameList.length],
          `recipient${n}@example.ru`,
          `79${String((n * 104729) % 1_000_000_000).padStart(9, '0')}`,
          `19${60 + (n % 40)}-0${1 + (n % 9)}-2${n % 9}`,
          status,
          k > 0 && n % 9 === 0,
          sealed('inn'),
          sealed('idocSeries'),
          sealed('idocNumber'),
          sealed('idocOrg'),
          sealed('idocDate'),
          (n % 1000) / 1000,
        ]);
        if (columns.length >= BATCH) await flush();
      }
    }
    await flush();
    await exec(
      client,
      `create temp table gen_recipient as
       select user_id, min(id) as id from recipients where status_id = 2 and archived_at is null group by user_id;
       create unique index on gen_recipient (user_id); analyze gen_recipient`,
    );
  },
};
