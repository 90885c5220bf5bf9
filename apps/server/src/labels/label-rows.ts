import { drawCode128 } from './code128.js';

/** One line of a label: a text (or two, left and right), or a barcode; `weight` is its share of the label's height. */
export type LabelRow =
  | { text: string; right?: string; weight: number; align?: 'left' | 'center' }
  | { barcode: string; weight: number };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the rows need of a PDFKit document (the font is already set). */
export interface LabelPen {
  fontSize(size: number): LabelPen;
  widthOfString(text: string): number;
  text(text: string, x: number, y: number, options: { lineBreak: false }): LabelPen;
  rect(x: number, y: number, w: number, h: number): LabelPen;
  fill(color?: string): LabelPen;
}

const MIN_SIZE = 4;

/** The largest size up to `max` at which the text fits the width; at the smallest, the text cut with «…». */
function fitted(pen: LabelPen, text: string, width: number, max: number): { text: string; size: number } {
  let size = max;
  pen.fontSize(size);
  const wide = pen.widthOfString(text);
  // A hair under the exact ratio: the width scales with the size, but not to the last decimal.
  if (wide > width) size = Math.max(MIN_SIZE, (size * width * 0.98) / wide);
  pen.fontSize(size);
  let shown = text;
  while (shown.length > 1 && pen.widthOfString(shown) > width) shown = `${shown.slice(0, -2)}…`;
  return { text: shown, size };
}

/**
 * Lays the rows out top to bottom inside the box, each taking its weight's share of the height: texts as large as
 * their row and width allow, barcodes across the whole width. The same rows fit a 58×40 thermal label, a
 * 100×150 one and a cell of an A4 sheet.
 */
export function drawLabelRows(pen: LabelPen, rows: readonly LabelRow[], box: Box) {
  const total = rows.reduce((sum, row) => sum + row.weight, 0);
  let y = box.y;
  for (const row of rows) {
    const h = (box.height * row.weight) / total;
    if ('barcode' in row) {
      drawCode128(pen, row.barcode, box.x, y + h * 0.06, box.width, h * 0.88);
    } else {
      // Glyph height is about 0.72 of the font size in Noto Sans: a row's text fills most of it.
      const max = h / 1.25;
      const gap = box.width * 0.04;
      const rightFit = row.right ? fitted(pen, row.right, box.width * 0.45, max) : undefined;
      const leftWidth = rightFit ? box.width - pen.widthOfString(rightFit.text) - gap : box.width;
      const left = fitted(pen, row.text, leftWidth, max);
      const top = (size: number) => y + (h - size * 1.2) / 2;
      const x =
        row.align === 'center' && !rightFit ? box.x + (box.width - pen.widthOfString(left.text)) / 2 : box.x;
      pen.fontSize(left.size).text(left.text, x, top(left.size), { lineBreak: false });
      if (rightFit) {
        pen.fontSize(rightFit.size);
        const w = pen.widthOfString(rightFit.text);
        pen.text(rightFit.text, box.x + box.width - w, top(rightFit.size), { lineBreak: false });
      }
    }
    y += h;
  }
}
