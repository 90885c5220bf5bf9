/**
 * The customs registry of a big flight (decision 062, issue 32): seeds a fresh database (PGlite by default, or a
 * new database on the PostgreSQL server of BENCH_ADMIN_URL with `--postgres`) with a flight of `--parcels` paid
 * parcels (5,000 by default, two goods lines each), then exports its registry as XLSX and as CSV through the
 * server's own code into a byte counter, and prints the time, the size and the process's peak RSS over the export
 * (sampled every 5 ms, with the JS heap) against what it was before.
 *
 *   npm run build -w packages/domain && npm run flight-registry -w bench -- [--parcels 5000] [--postgres]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { openDatabase, postgresHandle } from '../apps/server/src/db/client.ts';
import { addresses, recipients } from '../apps/server/src/db/schema/index.ts';
import { tableRateSource } from '../apps/server/src/integrations/rates/table-source.ts';
import { createCustomer } from '../apps/server/src/modules/auth/index.ts';
import { openAccounts, readOfficialRateTable } from '../apps/server/src/modules/finance/index.ts';
import { exportRegistry } from '../apps/server/src/modules/flights/export-registry.ts';
import { seedReferenceData } from '../apps/server/src/modules/reference/index.ts';
import { seedBigFlight } from './api/seed-flights.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const count = Number(option('parcels', '5000'));
const usePostgres = args.includes('--postgres');
const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flight-registry-'));
  const dbName = `bench_flight_${Date.now()}`;
  let url = '';
  if (usePostgres) {
    const admin = postgresHandle(adminUrl);
    await admin.db.execute(`create database ${dbName}`);
    await admin.close();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const handle = await openDatabase(
    usePostgres
      ? { kind: 'postgres', url, poolSize: 4 }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') },
  );
  try {
    await handle.migrate();
    await seedReferenceData(handle.db);
    const user = await handle.db.transaction((tx) =>
      createCustomer(
        tx,
        { email: 'flight.bench@example.ru', passwordHash: 'x', name: 'Рейс', surname: 'Нагрузка' },
        openAccounts,
      ),
    );
    const [recipient] = await handle.db
      .insert(recipients)
      .values({
        userId: user.id,
        countryCode: 643,
        surname: 'Иванов',
        name: 'Иван',
        middleName: 'Иванович',
        email: 'ivanov@mail.ru',
        phone: '79991234567',
        inn: '500100732259',
        dateBirthday: '1990-05-01',
        idocSeries: '4510',
        idocNumber: '654321',
        idocOrg: 'ГУ МВД России по г. Москве',
        idocDate: '2015-06-01',
        statusId: 2,
      })
      .returning({ id: recipients.id });
    const [address] = await handle.db
      .insert(addresses)
      .values({
        userId: user.id,
        countryCode: 643,
        lastMileOperatorId: 3,
        deliveryMethodId: 1,
        city: 'Москва',
        address: 'ул. Тверская, д. 7, кв. 12',
        postalCode: '125009',
      })
      .returning({ id: addresses.id });
    let started = performance.now();
    const flightId = await seedBigFlight(handle.db, {
      userId: user.id,
      recipientId: recipient!.id,
      addressId: address!.id,
      count,
      number: 'BENCH-BIG',
    });
    console.log(
      `seeded ${count} parcels (${count * 2} goods lines) in ${Math.round(performance.now() - started)} ms`,
    );
    const rates = tableRateSource(() => readOfficialRateTable(handle.db));
    const actor = {
      id: user.id,
      email: 'bench@example.ru',
      roles: ['owner' as const],
      operation: 'BENCH',
      requestId: 'bench',
      ip: '127.0.0.1',
    };
    for (const format of ['xlsx', 'csv', 'xlsx'] as const) {
      (globalThis as { gc?: () => void }).gc?.();
      const before = process.memoryUsage();
      let peak = before.rss;
      let heapPeak = before.heapUsed;
      const sample = () => {
        const now = process.memoryUsage();
        peak = Math.max(peak, now.rss);
        heapPeak = Math.max(heapPeak, now.heapUsed);
      };
      const timer = setInterval(sample, 5);
      let bytes = 0;
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done();
        },
      });
      const finished = new Promise<void>((resolve, reject) => {
        sink.on('finish', resolve);
        sink.on('error', reject);
      });
      started = performance.now();
      await exportRegistry(handle.db, handle.db, rates, actor, flightId, format, () => sink);
      await finished;
      const ms = Math.round(performance.now() - started);
      clearInterval(timer);
      sample();
      console.log(
        `${format}: ${count} parcels, ${count * 2} rows, ${mb(bytes)} in ${ms} ms; RSS ${mb(before.rss)} → peak ${mb(peak)} ` +
          `(+${mb(peak - before.rss)}); JS heap ${mb(before.heapUsed)} → peak ${mb(heapPeak)} (+${mb(heapPeak - before.heapUsed)})`,
      );
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (usePostgres) {
      const admin = postgresHandle(adminUrl);
      await admin.db.execute(`drop database if exists ${dbName} with (force)`);
      await admin.close();
    }
  }
}

await main();
