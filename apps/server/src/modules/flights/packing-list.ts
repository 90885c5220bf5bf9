import { clientCodeOf, FLIGHT_STATUS_TITLE } from '@cargo/domain';
import PDFDocument from 'pdfkit';
import type { Executor } from '../../db/client.js';
import { drawCode128 } from '../../labels/code128.js';
import { labelFont } from '../../labels/label-font.js';
import { goodsOfParcels } from '../goods/index.js';
import { parcelsForFlight } from '../parcels/index.js';
import { memberBatches, readFlight } from './flight-row.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const ROW_H = 34;
/** x of each column, and its width: №, client, recipient, places (goods lines), pieces, weight, barcode. */
const COLUMNS = [
  { title: '№', x: 0, w: 28 },
  { title: 'Посылка', x: 28, w: 60 },
  { title: 'Клиент', x: 88, w: 44 },
  { title: 'Получатель', x: 132, w: 130 },
  { title: 'Трек', x: 262, w: 82 },
  { title: 'Мест', x: 344, w: 30 },
  { title: 'Шт.', x: 374, w: 30 },
  { title: 'Вес, кг', x: 404, w: 44 },
  { title: 'Штрихкод', x: 448, w: 75 },
] as const;

/**
 * The flight's packing list as an A4 PDF (pdfkit, the labels' embedded Noto Sans SC and their Code 128 bars,
 * decision 063): a header with the flight, one row per parcel (number, customer code, recipient, outgoing track,
 * places = goods lines, pieces, gross weight, the number's barcode), the totals at the end. Read in batches of 500.
 */
export async function packingListPdf(db: Executor, id: number): Promise<Buffer> {
  const flight = await readFlight(db, id);
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: { Title: `Упаковочный лист рейса ${flight.number}`, Creator: 'Cargo' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', labelFont());
  doc.font('body').fillColor('black');
  doc.fontSize(14).text(`Упаковочный лист · рейс ${flight.number}`, MARGIN, MARGIN);
  doc
    .fontSize(9)
    .text(
      `Перевозчик: ${flight.carrier} · Дата: ${flight.plannedDate} · ${FLIGHT_STATUS_TITLE[flight.status]}`,
    );
  let y = doc.y + 8;
  const head = () => {
    doc.fontSize(8);
    for (const c of COLUMNS) doc.text(c.title, MARGIN + c.x, y, { width: c.w, lineBreak: false });
    y += 14;
  };
  head();
  let n = 0;
  let places = 0;
  let pieces = 0;
  let grams = 0;
  for await (const batch of memberBatches(db, id)) {
    const ids = batch.map((m) => m.parcelId);
    // One statement after the other: a transaction's connection answers one at a time.
    const rows = await parcelsForFlight(db, ids);
    const lines = await goodsOfParcels(db, ids);
    const member = new Map(batch.map((m) => [m.parcelId, m]));
    for (const row of rows) {
      if (y + ROW_H > A4[1] - MARGIN) {
        doc.addPage();
        y = MARGIN;
        head();
      }
      const own = lines.filter((line) => line.parcelId === row.id);
      const qty = own.reduce((sum, line) => sum + line.qty, 0);
      n += 1;
      places += own.length;
      pieces += qty;
      grams += Math.round(Number(row.weightKg ?? 0) * 1000);
      const cells = [
        String(n),
        String(row.id),
        clientCodeOf(row.userId),
        row.recipientName ?? '—',
        row.outgoingDeclaration ?? member.get(row.id)?.outgoingDeclaration ?? '—',
        String(own.length),
        String(qty),
        row.weightKg ? row.weightKg.replace(/\.?0+$/, '') : '—',
      ];
      doc.fontSize(8);
      cells.forEach((text, i) => {
        const c = COLUMNS[i]!;
        doc.text(text, MARGIN + c.x, y + 10, { width: c.w - 4, lineBreak: false, ellipsis: true });
      });
      const bar = COLUMNS[8];
      drawCode128(doc, String(row.id), MARGIN + bar.x, y + 2, bar.w, ROW_H - 8);
      y += ROW_H;
    }
  }
  if (y + 40 > A4[1] - MARGIN) {
    doc.addPage();
    y = MARGIN;
  }
  doc
    .fontSize(10)
    .text(
      `Итого: посылок ${n}, мест ${places}, штук ${pieces}, вес брутто ${(grams / 1000).toFixed(3)} кг`,
      MARGIN,
      y + 10,
    );
  doc.end();
  return finished;
}
