import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.js';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { pgliteSession } from './migrate/migration-session.js';
import { runMigrations } from './migrate/run-migrations.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const drizzleFolder = new URL('../../drizzle', import.meta.url).pathname;
const TRACK_KEYS_MIGRATION = 8;

interface JournalEntry {
  idx: number;
  tag: string;
}

/** A copy of the migrations folder that stops before migration 0008 (the track keys). */
function foldersBeforeTrackKeys(dir: string): string {
  const journal = JSON.parse(readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = journal.entries.filter((entry) => entry.idx < TRACK_KEYS_MIGRATION);
  mkdirSync(path.join(dir, 'meta'), { recursive: true });
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(path.join(drizzleFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** Migration 0008 on rows written before it: keys for every track, and the merges the desk's scan would make. */
describe('migrations 0008 (track keys) and 0011 (one-click catch-up) on rows written before them', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'track-keys-'));
  const client = new PGlite({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  const rows = async <T>(query: string) => (await client.query<T>(query)).rows;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    await migrate(db, { migrationsFolder: foldersBeforeTrackKeys(dir) });
    const users = await rows<{ id: number }>(`
      insert into users (email, password_hash, referral_code) values
        ('a@example.com', 'x', 'REF-A'), ('b@example.com', 'x', 'REF-B') returning id`);
    const [a, b] = users.map((user) => user.id) as [number, number];
    Object.assign(ids, { a, b });
    const good = async (name: string, userId: number, track: string, statusId: number) => {
      const [row] = await rows<{ id: number }>(`
        insert into goods (user_id, incoming_declaration, status_id, qty, price, description, info_url,
          additional_services_ids)
        values (${userId}, '${track}', ${statusId}, 1, 10, 'Кроссовки', 'https://item.taobao.com/item.htm?id=1',
          '{4}') returning id`);
      ids[name] = row!.id;
    };
    const receipt = async (name: string, track: string, note: string | null = null) => {
      const [row] = await rows<{ id: number }>(
        `insert into warehouse_receipts (track_number, note) values ('${track}', ${note ? `'${note}'` : 'null'})
         returning id`,
      );
      ids[name] = row!.id;
    };
    await good('waiting', a, 'lc7000000000007', 10);
    await receipt('scannedUpperCase', 'LC7000000000007');
    await receipt('first', 'LC7000000000008', 'первый');
    await receipt('second', 'lc 70000 00000 008', 'второй');
    await good('canceled', a, 'yt7000000000009', 100);
    await receipt('ofCanceled', 'YT7000000000009');
    await good('onShelf', b, 'sf 7000000000010', 20);
    await receipt('againOfShelved', 'SF7000000000010');
    await good('twiceA', a, 'jt7000000000011', 10);
    await good('twiceB', a, 'JT 7000000000011', 10);
    // One-click parcels (10) from before decision 020: one whose good arrives by 0008's merge, one whose good the
    // warehouse had received already, and an order-form parcel with a received good, which waits for its customer.
    const parcel = async (
      name: string,
      goodName: string,
      track: string,
      goodStatus: number,
      isReady: boolean,
    ) => {
      const [row] = await rows<{ id: number }>(`
        insert into parcels (user_id, name, status_id, additional_services_ids) values (${a}, '${name}', 10, '{}')
        returning id`);
      ids[name] = row!.id;
      await good(goodName, a, track, goodStatus);
      await client.query(
        `update goods set parcel_id = ${row!.id}, is_ready = ${isReady} where id = ${ids[goodName]}`,
      );
    };
    await parcel('oneClickMerged', 'readyMerged', 'lc7000000000012', 9, true);
    await receipt('scannedReady', 'LC 7000000000012');
    await parcel('oneClickReceived', 'readyReceived', 'lc7000000000013', 20, true);
    await parcel('orderForm', 'ordered', 'lc7000000000014', 20, false);
    // The rest through the project's runner, as a start does (later files build indexes outside a transaction).
    await runMigrations(pgliteSession(client), { migrationsFolder: drizzleFolder });
    // A fresh database migrated from nothing, twice: slow on a loaded machine.
  }, 180_000);
  afterAll(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const goodRow = async (name: string) =>
    (
      await rows<{ track_key: string; incoming_declaration: string; status_id: number }>(
        `select track_key, incoming_declaration, status_id from goods where id = ${ids[name]}`,
      )
    )[0];
  const receiptRow = async (name: string) =>
    (
      await rows<{ track_key: string; claimed_by: number | null; note: string | null }>(
        `select track_key, claimed_by, note from warehouse_receipts where id = ${ids[name]}`,
      )
    )[0];

  it('keys every track and keeps the spelling the customer typed', async () => {
    expect(await goodRow('waiting')).toMatchObject({
      track_key: 'LC7000000000007',
      incoming_declaration: 'lc7000000000007',
    });
    expect(await goodRow('onShelf')).toMatchObject({
      track_key: 'SF7000000000010',
      incoming_declaration: 'sf 7000000000010',
    });
  });

  it('an unidentified arrival of a waiting good puts the good on the shelf, the receipt claimed by its owner', async () => {
    expect(await goodRow('waiting')).toMatchObject({ status_id: 20 });
    expect((await receiptRow('scannedUpperCase'))?.claimed_by).toBe(ids.a);
  });

  it('one unidentified parcel scanned in two spellings becomes one receipt, notes kept', async () => {
    expect(await receiptRow('first')).toEqual({
      track_key: 'LC7000000000008',
      claimed_by: null,
      note: 'первый; второй',
    });
    expect(await receiptRow('second')).toBeUndefined();
  });

  it('a receipt of goods already on the shelf is claimed; one of canceled goods stays unidentified', async () => {
    expect(await goodRow('onShelf')).toMatchObject({ status_id: 20 });
    expect((await receiptRow('againOfShelved'))?.claimed_by).toBe(ids.b);
    expect(await goodRow('canceled')).toMatchObject({ status_id: 100 });
    expect(await receiptRow('ofCanceled')).toMatchObject({ claimed_by: null });
  });

  it('0011 sends on one-click parcels whose goods are in, with the scan’s tracking event; not order-form ones', async () => {
    const parcel = async (name: string) =>
      (await rows<{ status_id: number }>(`select status_id from parcels where id = ${ids[name]}`))[0]
        ?.status_id;
    const events = async (name: string) =>
      rows<{ status_id: number; note: string | null }>(
        `select status_id, note from parcel_tracking_events where parcel_id = ${ids[name]}`,
      );
    expect(await goodRow('readyMerged')).toMatchObject({ status_id: 20 });
    expect(await parcel('oneClickMerged')).toBe(15);
    expect(await parcel('oneClickReceived')).toBe(15);
    expect(await events('oneClickReceived')).toEqual([
      { status_id: 15, note: 'Склад принял товар, посылка передана на комплектацию' },
    ]);
    expect(await parcel('orderForm')).toBe(10);
    expect(await events('orderForm')).toEqual([]);
  });

  it('leaves goods registered twice in two spellings as they are, and allows one open receipt per key', async () => {
    expect(await goodRow('twiceA')).toMatchObject({ track_key: 'JT7000000000011', status_id: 10 });
    expect(await goodRow('twiceB')).toMatchObject({ track_key: 'JT7000000000011', status_id: 10 });
    await expect(
      client.query(
        `insert into warehouse_receipts (track_number, track_key) values ('lc7000000000008', 'LC7000000000008')`,
      ),
    ).rejects.toThrow(/warehouse_receipts_open_track_key_idx/);
  });
});
