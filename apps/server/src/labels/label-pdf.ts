import { LABEL_PAGE_MM, type LabelFormat, mmToPoints } from '@cargo/domain';
import PDFDocument from 'pdfkit';
import { labelFont } from './label-font.js';
import { type Box, drawLabelRows, type LabelPen, type LabelRow } from './label-rows.js';

/** How an A4 sheet is cut for a kind of label: goods 3 × 8 (70 × 37 mm, the common sticker sheet), parcels 2 × 2 (A6). */
export interface SheetGrid {
  columns: number;
  rows: number;
}

/** A label's printable area inside its page or cell: thermal printers cannot print to the very edge. */
const PADDING_MM = 2;

function cellsOf(format: LabelFormat, grid: SheetGrid) {
  const [pageW, pageH] = LABEL_PAGE_MM[format].map(mmToPoints) as [number, number];
  if (format !== 'a4')
    return { pageW, pageH, perPage: 1, cell: (_i: number) => ({ x: 0, y: 0, pageW, pageH }) };
  const w = pageW / grid.columns;
  const h = pageH / grid.rows;
  return {
    pageW,
    pageH,
    perPage: grid.columns * grid.rows,
    cell: (i: number) => ({
      x: (i % grid.columns) * w,
      y: Math.floor(i / grid.columns) * h,
      pageW: w,
      pageH: h,
    }),
  };
}

/**
 * A PDF of labels, in the order given: on thermal paper each label is a page of the label's size; on A4 they fill
 * the sheet's grid row by row, a new sheet when it is full. Every text in the one embedded font (label-font.ts).
 */
export function renderLabels(
  labels: ReadonlyArray<readonly LabelRow[]>,
  format: LabelFormat,
  grid: SheetGrid,
  title: string,
): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: title, Creator: 'Cargo' } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('label', labelFont());
  const { pageW, pageH, perPage, cell } = cellsOf(format, grid);
  const pad = mmToPoints(PADDING_MM);
  labels.forEach((rows, i) => {
    const slot = i % perPage;
    if (slot === 0)
      doc
        .addPage({ size: [pageW, pageH], margin: 0 })
        .font('label')
        .fillColor('black');
    const c = cell(slot);
    const box: Box = { x: c.x + pad, y: c.y + pad, width: c.pageW - 2 * pad, height: c.pageH - 2 * pad };
    drawLabelRows(doc as unknown as LabelPen, rows, box);
  });
  doc.end();
  return finished;
}
