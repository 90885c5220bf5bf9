import type { Executor } from '../../db/client.js';
import type { OfficialRates } from '../../integrations/rates/rate-source.js';
import { goodsOfParcels } from '../goods/index.js';
import { parcelsForFlight } from '../parcels/index.js';
import { recipientsForRegistry } from '../recipients/index.js';
import { lineFigures, weightShares } from './figures.js';
import { type FlightRow, memberBatches } from './flight-row.js';

/** The customs registry's columns, in order (decision 062): one row per good line. */
export const REGISTRY_COLUMNS = [
  { header: '№ посылки', key: 'parcelId', width: 11, kind: 'int' },
  { header: 'Исходящий трек', key: 'track', width: 18, kind: 'text' },
  { header: 'Получатель (ФИО)', key: 'fullName', width: 30, kind: 'text' },
  { header: 'Паспорт: серия', key: 'passportSeries', width: 10, kind: 'text' },
  { header: 'Паспорт: номер', key: 'passportNumber', width: 12, kind: 'text' },
  { header: 'Дата выдачи', key: 'issuedAt', width: 12, kind: 'text' },
  { header: 'Кем выдан', key: 'issuedBy', width: 30, kind: 'text' },
  { header: 'ИНН', key: 'inn', width: 14, kind: 'text' },
  { header: 'Дата рождения', key: 'birthDate', width: 12, kind: 'text' },
  { header: 'Телефон', key: 'phone', width: 15, kind: 'text' },
  { header: 'Адрес', key: 'address', width: 40, kind: 'text' },
  { header: 'Наименование товара', key: 'goodName', width: 30, kind: 'text' },
  { header: 'Ссылка', key: 'link', width: 30, kind: 'text' },
  { header: 'Количество', key: 'qty', width: 10, kind: 'int' },
  { header: 'Валюта', key: 'currency', width: 8, kind: 'text' },
  { header: 'Цена за ед.', key: 'unitPrice', width: 12, kind: 'money' },
  { header: 'Сумма', key: 'total', width: 12, kind: 'money' },
  { header: 'Цена за ед., EUR', key: 'unitPriceEur', width: 14, kind: 'money' },
  { header: 'Сумма, EUR', key: 'totalEur', width: 12, kind: 'money' },
  { header: 'Вес брутто посылки, кг', key: 'grossKg', width: 14, kind: 'weight' },
  { header: 'Доля веса строки, кг', key: 'shareKg', width: 14, kind: 'weight' },
  { header: 'Код ТН ВЭД', key: 'tnved', width: 13, kind: 'text' },
] as const;

export type RegistryKey = (typeof REGISTRY_COLUMNS)[number]['key'];
/** A registry row: exact decimal text for money and weights (the writers make numbers of them). */
export type RegistryRow = Record<RegistryKey, string | number | null>;

/**
 * The registry's rows, a batch of 500 parcels at a time (four statements a batch: the flight's parcels, their
 * data, their goods, their recipients through the recipients module's one reader of passport data), so a flight of
 * any size is written in bounded memory.
 */
export async function* registryRows(
  db: Executor,
  flight: FlightRow,
  rates: OfficialRates,
): AsyncGenerator<RegistryRow[]> {
  for await (const batch of memberBatches(db, flight.id)) {
    const ids = batch.map((m) => m.parcelId);
    // One statement after the other: a transaction's connection answers one at a time.
    const parcels = await parcelsForFlight(db, ids);
    const lines = await goodsOfParcels(db, ids);
    const recipients = await recipientsForRegistry(
      db,
      parcels.flatMap((p) => (p.recipientId === null ? [] : [p.recipientId])),
    );
    const member = new Map(batch.map((m) => [m.parcelId, m]));
    const byParcel = new Map<number, typeof lines>();
    for (const line of lines) byParcel.set(line.parcelId, [...(byParcel.get(line.parcelId) ?? []), line]);
    const rows: RegistryRow[] = [];
    for (const parcel of parcels) {
      const own = byParcel.get(parcel.id) ?? [];
      const found = parcel.recipientId === null ? undefined : recipients.get(parcel.recipientId);
      const recipient = found?.userId === parcel.userId ? found : undefined;
      const figures = own.map((line) => lineFigures(line, rates));
      const shares = weightShares(
        parcel.weightKg,
        own.map((line, i) => ({ totalEur: figures[i]!.totalEur, qty: line.qty })),
      );
      own.forEach((line, i) => {
        const money = figures[i]!;
        rows.push({
          parcelId: parcel.id,
          track: parcel.outgoingDeclaration ?? member.get(parcel.id)?.outgoingDeclaration ?? null,
          fullName: recipient?.fullName ?? parcel.recipientName,
          passportSeries: recipient?.passportSeries ?? null,
          passportNumber: recipient?.passportNumber ?? null,
          issuedAt: recipient?.passportIssuedAt ?? null,
          issuedBy: recipient?.passportIssuedBy ?? null,
          inn: recipient?.inn ?? null,
          birthDate: recipient?.birthDate ?? null,
          phone: recipient?.phone ?? null,
          address: parcel.address,
          goodName: line.description,
          link: line.infoUrl,
          qty: line.qty,
          currency: line.currency,
          unitPrice: money.unitPrice,
          total: money.total,
          unitPriceEur: money.unitPriceEur,
          totalEur: money.totalEur,
          grossKg: parcel.weightKg === null ? null : parcel.weightKg,
          shareKg: shares[i] || null,
          tnved: line.tnvedCode,
        });
      });
    }
    yield rows;
  }
}
