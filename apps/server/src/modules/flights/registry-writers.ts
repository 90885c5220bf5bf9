import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Writable } from 'node:stream';
import { REGISTRY_COLUMNS, type RegistryRow } from './registry-rows.js';

/** A formula-looking text is written with a leading apostrophe: opening the file never runs it. */
const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const NUMBER_FORMAT = { money: '0.00', weight: '0.000', int: '0' } as const;

/** The cell of a column: money and weights as numbers (their exact decimals fit a double), texts as they are. */
function cellOf(kind: (typeof REGISTRY_COLUMNS)[number]['kind'], value: string | number | null) {
  if (value === null || value === '') return null;
  if (kind === 'text') return neutralised(String(value));
  return Number(value);
}

export interface RegistryHeader {
  number: string;
  carrier: string;
  plannedDate: string;
  rateDate: string;
  eurRate: string;
}

/**
 * The registry as XLSX through exceljs's streaming WorkbookWriter: each row is committed (written to the zip
 * stream and dropped) as soon as it is added, so memory holds one batch, not the flight. Sheet «Реестр» has the
 * rows, sheet «Рейс» the flight and the rates used.
 */
export async function writeRegistryXlsx(
  out: Writable,
  header: RegistryHeader,
  batches: AsyncIterable<RegistryRow[]>,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Cargo';
  const sheet = workbook.addWorksheet('Реестр', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REGISTRY_COLUMNS.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
    style: column.kind === 'text' ? {} : { numFmt: NUMBER_FORMAT[column.kind] },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) {
      sheet.addRow(REGISTRY_COLUMNS.map((column) => cellOf(column.kind, row[column.key]))).commit();
    }
  }
  sheet.commit();
  const about = workbook.addWorksheet('Рейс');
  about.columns = [
    { header: 'Поле', key: 'field', width: 24 },
    { header: 'Значение', key: 'value', width: 24 },
  ];
  for (const [field, value] of [
    ['Номер рейса', header.number],
    ['Перевозчик', header.carrier],
    ['Дата рейса', header.plannedDate],
    ['Курсы ЦБ на дату', header.rateDate],
    ['Курс EUR, руб.', header.eurRate],
  ]) {
    about.addRow([field, neutralised(value!)]).commit();
  }
  about.commit();
  await workbook.commit();
}

/** The registry as CSV (UTF-8 with a BOM for Excel, comma-separated, dot decimals), streamed row by row. */
export async function writeRegistryCsv(out: Writable, batches: AsyncIterable<RegistryRow[]>) {
  const csv = stringify({ bom: true, header: true, columns: REGISTRY_COLUMNS.map((c) => c.header) });
  csv.pipe(out);
  const write = (record: string[]) =>
    csv.write(record) ? Promise.resolve() : new Promise<void>((resolve) => csv.once('drain', resolve));
  for await (const rows of batches) {
    for (const row of rows) {
      await write(
        REGISTRY_COLUMNS.map((column) => {
          const value = row[column.key];
          if (value === null) return '';
          return column.kind === 'text' ? neutralised(String(value)) : String(value);
        }),
      );
    }
  }
  await new Promise<void>((resolve, reject) => {
    out.once('error', reject);
    csv.once('end', resolve);
    csv.end();
  });
}
