import { and, asc, gt, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { recipients } from '../../db/schema/recipients.js';
import { PersonalDataKeyError } from '../../personal-data/field-cipher.js';
import { personalDataCipher } from '../../personal-data/personal-data-keys.js';
import {
  decryptPersonalData,
  PERSONAL_COLUMNS,
  passportIndexOf,
  type PersonalColumn,
  reencrypted,
} from './personal-data.js';

/** Rows a batch locks and rewrites in one transaction: short enough never to hold a customer's save for long. */
export const REENCRYPT_BATCH = 200;

/** The rows whose values are not yet what `target` asks: plaintext only, or anything not under the current key. */
function needsWork(target: 'plaintext' | 'rotate'): SQL {
  const currentKeyId = personalDataCipher().currentKeyId;
  const prefix = target === 'plaintext' ? 'pd1:%' : `pd1:${currentKeyId}:%`;
  // The passport's blind index (decision 071): missing (rows written before 0030, filled by the start's pass), or,
  // in a rotation, under another key.
  const hasPassport = or(isNotNull(recipients.idocSeries), isNotNull(recipients.idocNumber));
  const indexMissing =
    target === 'plaintext'
      ? isNull(recipients.idocKey)
      : or(isNull(recipients.idocKey), not(sql`${recipients.idocKey} like ${`${currentKeyId}:%`}`));
  return or(
    ...PERSONAL_COLUMNS.map((column) =>
      and(isNotNull(recipients[column]), not(sql`${recipients[column]} like ${prefix}`)),
    ),
    and(hasPassport, indexMissing),
  )!;
}

/**
 * Rewrites every stored personal value with the current key, a batch at a time, in id order: each batch locks its
 * rows (`for update`, so a save meanwhile waits and is never overwritten with older data) and commits on its own.
 * Stopped half-way, a second run picks up what is left: what it selects is exactly what still needs work. The
 * rows' `updatedAt` (the version forms send back) is left alone: the data has not changed. `plaintext` touches only
 * values written before decision 064 (the start's migration); `rotate` every value under another key. Both write
 * the passport's blind index where it is missing (rows from before decision 071) or, rotating, under another key.
 */
export async function reencryptPersonalData(
  db: Executor,
  target: 'plaintext' | 'rotate',
  onBatch?: (done: number) => void,
): Promise<number> {
  let lastId = 0;
  let done = 0;
  for (;;) {
    const rewritten = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: recipients.id,
          inn: recipients.inn,
          idocSeries: recipients.idocSeries,
          idocNumber: recipients.idocNumber,
          idocOrg: recipients.idocOrg,
          idocDate: recipients.idocDate,
          idocKey: recipients.idocKey,
        })
        .from(recipients)
        .where(and(gt(recipients.id, lastId), needsWork(target)))
        .orderBy(asc(recipients.id))
        .limit(REENCRYPT_BATCH)
        .for('update');
      for (const row of rows) {
        const set: Partial<Record<PersonalColumn | 'idocKey', string | null>> = {};
        for (const column of PERSONAL_COLUMNS) {
          const value = row[column];
          const next = value === null ? null : reencrypted(column, value);
          if (next !== null) set[column] = next;
        }
        const clear = decryptPersonalData(row);
        const index = passportIndexOf(clear.idocSeries, clear.idocNumber);
        if (index !== row.idocKey) set.idocKey = index;
        if (Object.keys(set).length > 0) {
          await tx
            .update(recipients)
            .set(set)
            .where(sql`${recipients.id} = ${row.id}`);
        }
      }
      return rows;
    });
    if (rewritten.length === 0) return done;
    done += rewritten.length;
    lastId = rewritten.at(-1)!.id;
    onBatch?.(done);
  }
}

/** The start's data migration (decision 064): values stored in clear before encryption are encrypted, once. */
export function encryptPlaintextPersonalData(db: Executor): Promise<number> {
  return reencryptPersonalData(db, 'plaintext');
}

/**
 * Refuses a start whose keys cannot read what is stored: every key id found in the table must be the current key
 * or one of PERSONAL_DATA_PREVIOUS_KEYS. Said at start, not as a 500 on the first recipient page.
 */
export async function checkPersonalDataKeys(db: Executor): Promise<void> {
  const cipher = personalDataCipher();
  const values = sql.join(
    PERSONAL_COLUMNS.map((column) => sql`(${recipients[column]})`),
    sql`, `,
  );
  const { rows } = (await db.execute(
    sql`select distinct split_part(v, ':', 2) as key_id from ${recipients},
      lateral (values ${values}) as stored(v) where v like 'pd1:%'`,
  )) as unknown as { rows: Array<{ key_id: string }> };
  const unknown = rows.map((row) => row.key_id).filter((id) => !cipher.keyIds.includes(id));
  if (unknown.length > 0) {
    throw new PersonalDataKeyError(
      `Персональные данные получателей зашифрованы ключами ${unknown.join(', ')}, которых нет ` +
        `в PERSONAL_DATA_KEY и PERSONAL_DATA_PREVIOUS_KEYS (задан ключ ${cipher.currentKeyId}); верните прежний ` +
        `ключ в PERSONAL_DATA_PREVIOUS_KEYS / recipients' personal data is encrypted ` +
        `with keys ${unknown.join(', ')}, which neither PERSONAL_DATA_KEY nor PERSONAL_DATA_PREVIOUS_KEYS holds`,
    );
  }
}
