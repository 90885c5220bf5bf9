import {
  type CurrencyCcy,
  type Report,
  type ReportBucket,
  type ReportMoney,
  type ReportPeriod,
  REPORT_MONEY_COLUMNS,
  toMinorUnits,
} from '@cargo/domain';

/** A cell of the exported table: text or a number (money keeps its exact text until the file is written). */
export type ReportCell = string | number | null;

/** The language the page and its files speak: the desk's (decision 066). */
export type ReportLanguage = 'ru' | 'zh';

export interface ReportTable {
  /** Column titles, in the desk's language. */
  headers: string[];
  /** Which columns hold money (decimal text), for the XLSX number format. */
  moneyColumns: number[];
  /** Which columns hold exact decimal text (money and the weight): a number in the files. */
  decimalColumns: number[];
  rows: ReportCell[][];
}

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

const dayText = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const zhDayText = (iso: string) => `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
// «2026年11月»: Intl's own Chinese month, so no Chinese is typed here.
const zhMonth = new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * A bucket's name as the tables and charts show it: «10.11.2026», «09.11–15.11.2026», «ноя 2026»; in Chinese
 * «2026/11/10», «2026/11/09–11/15», «2026年11月».
 */
export function bucketLabel(
  bucket: Pick<ReportBucket, 'start' | 'end'>,
  period: ReportPeriod,
  language: ReportLanguage = 'ru',
): string {
  if (language === 'zh') {
    if (period === 'day') return zhDayText(bucket.start);
    if (period === 'week') return `${zhDayText(bucket.start)}–${zhDayText(bucket.end).slice(5)}`;
    return zhMonth.format(new Date(`${bucket.start.slice(0, 7)}-01T00:00:00Z`));
  }
  if (period === 'day') return dayText(bucket.start);
  if (period === 'week') return `${dayText(bucket.start).slice(0, 5)}–${dayText(bucket.end)}`;
  return `${MONTHS[Number(bucket.start.slice(5, 7)) - 1]} ${bucket.start.slice(0, 4)}`;
}

/** The currencies with any money moved or held in the range, RUB first. */
export function reportCurrencies(report: Report): CurrencyCcy[] {
  const moved = new Set<CurrencyCcy>();
  for (const bucket of report.buckets) {
    for (const money of bucket.money) {
      const any = REPORT_MONEY_COLUMNS.some(([key]) => toMinorUnits(money[key]) !== 0n);
      if (any) moved.add(money.currency);
    }
  }
  return (['RUB', 'CNY', 'USD', 'EUR'] as const).filter((ccy) => moved.has(ccy));
}

/** The operations' columns in the order the page and its export show them (titles: the desk's `reports` catalogue). */
export const OPERATION_COLUMNS = [
  'goodsReceived',
  'parcelsShipped',
  'shippedWeightKg',
  'flights',
  'ticketsOpened',
  'ticketsAnswered',
  'firstAnswerMedianMinutes',
  'firstAnswerAvgMinutes',
] as const satisfies ReadonlyArray<keyof ReportBucket>;
export type OperationColumn = (typeof OPERATION_COLUMNS)[number];
export type MoneyColumn = (typeof REPORT_MONEY_COLUMNS)[number][0];

/** The file's words, in the desk's language: the page reads them from its catalogue. */
export interface ReportTableTexts {
  language: ReportLanguage;
  period: string;
  from: string;
  to: string;
  operations: Record<OperationColumn, string>;
  money: Record<MoneyColumn, string>;
  /** A money column's heading with its currency: «Доставка, RUB». */
  moneyHeading: (title: string, currency: CurrencyCcy) => string;
}

export const moneyOf = (bucket: ReportBucket, currency: CurrencyCcy): ReportMoney | undefined =>
  bucket.money.find((money) => money.currency === currency);

/**
 * The whole report as one flat table for the files: a row per bucket, its operations, then each moved currency's
 * money columns («Доставка, RUB»). Money stays exact decimal text here.
 */
export function reportTable(report: Report, texts: ReportTableTexts): ReportTable {
  const currencies = reportCurrencies(report);
  const headers: string[] = [
    texts.period,
    texts.from,
    texts.to,
    ...OPERATION_COLUMNS.map((key) => texts.operations[key]),
  ];
  const moneyColumns: number[] = [];
  for (const currency of currencies) {
    for (const [key] of REPORT_MONEY_COLUMNS) {
      moneyColumns.push(headers.length);
      headers.push(texts.moneyHeading(texts.money[key], currency));
    }
  }
  const rows = report.buckets.map((bucket): ReportCell[] => [
    bucketLabel(bucket, report.period, texts.language),
    bucket.start,
    bucket.end,
    ...OPERATION_COLUMNS.map((key) => bucket[key]),
    ...currencies.flatMap((currency) => {
      const money = moneyOf(bucket, currency);
      return REPORT_MONEY_COLUMNS.map(([key]) => money?.[key] ?? '0.00');
    }),
  ]);
  const weight = 3 + OPERATION_COLUMNS.indexOf('shippedWeightKg');
  return { headers, moneyColumns, decimalColumns: [weight, ...moneyColumns], rows };
}

const csvCell = (cell: ReportCell, decimal: boolean, language: ReportLanguage): string => {
  if (cell === null) return '';
  // A decimal comma: the Russian locale's spreadsheets read «1500,50» as a number; a Chinese one reads «1500.50».
  const number = decimal || typeof cell === 'number';
  const text = number && language === 'ru' ? String(cell).replace('.', ',') : String(cell);
  const quote = language === 'zh' ? /[",\n]/ : /[";\n]/;
  return quote.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The table as CSV for a spreadsheet of the desk's locale, a BOM so UTF-8 is recognised: Russian «;» between cells
 * and a decimal comma, Chinese «,» and a decimal point.
 */
export function reportCsv(table: ReportTable, language: ReportLanguage = 'ru'): string {
  const decimal = new Set(table.decimalColumns);
  const separator = language === 'zh' ? ',' : ';';
  const lines = [table.headers, ...table.rows].map((row, index) =>
    row.map((cell, column) => csvCell(cell, index > 0 && decimal.has(column), language)).join(separator),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * The table as an XLSX workbook (one sheet, «Отчёт» in Russian): numbers as numbers, money with two decimals.
 * ExcelJS is loaded only here, when a file is asked for, so the desk's chunks do not carry it.
 */
export async function reportXlsx(table: ReportTable, title: string, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.title = title;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(table.headers).font = { bold: true };
  const decimal = new Set(table.decimalColumns);
  for (const row of table.rows) {
    sheet.addRow(row.map((cell, column) => (decimal.has(column) && cell !== null ? Number(cell) : cell)));
  }
  for (const column of table.moneyColumns) sheet.getColumn(column + 1).numFmt = '#,##0.00';
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(12, Math.min(28, (table.headers[index] ?? '').length + 2));
  });
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }];
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** Hands the browser a file to save. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
