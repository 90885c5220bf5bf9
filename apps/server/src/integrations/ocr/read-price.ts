import {
  GOODS_TOTAL_LABELS,
  ORIGINAL_PRICE_LABELS,
  OTHER_AMOUNT_LABELS,
  PAID_LABELS,
  SHIPPING_LABELS,
  UNIT_PRICE_LABELS,
} from './order-text.js';

type AmountKind = 'unit' | 'paid' | 'goodsTotal' | 'shipping' | 'other' | 'original' | 'plain';

interface Amount {
  /** Yuan in fen (minor units): money is never computed in floating point. */
  fen: number;
  kind: AmountKind;
  /** The line also holds a quantity marker ("¥35.80 ×2"): the amount is the item's own price. */
  onItemLine: boolean;
  /** Where the amount starts and ends in its line. */
  start: number;
  end: number;
}

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d{1,7}(?:[.,]\d{1,2})?)`;
const NOT_CONTINUED = String.raw`(?![\d,;])`;
/**
 * A yuan amount: after ¥/￥/CNY/RMB or before 元/CNY. Tesseract often reads ¥ as "Y" (sometimes "Y#") and the
 * Chinese model reads ￥ as 半, 羊 or 关; those stand-ins count only right before an amount ("Y699.00", "半 35.80"
 * with fen).
 */
const MONEY = new RegExp(
  [
    String.raw`(?:¥|(?<![A-Za-z0-9])(?:CNY|RMB))\s?(-)?\s?(${NUMBER})${NOT_CONTINUED}`,
    String.raw`(?<![A-Za-z0-9])Y#?(${NUMBER})${NOT_CONTINUED}`,
    String.raw`[半羊关]\s?(\d{1,3}(?:,\d{3})+\.\d{1,2}|\d{1,7}[.,]\d{1,2})${NOT_CONTINUED}`,
    String.raw`(?<![\d.,;:])(${NUMBER})\s?(?:元|CNY|RMB|yuan)(?![A-Za-z])`,
  ].join('|'),
  'g',
);
/** "单价: 45.50" with no currency sign: a bare number right after a price label. */
const LABELLED_NUMBER = new RegExp(
  String.raw`(单价|实付款?|合计|商品总价|货品总价)\s?:?\s?(${NUMBER})(?![\d,;%件个])`,
  'g',
);
const QUANTITY_MARK = /(?<![A-Za-z0-9])[x×X*]\s?\d{1,3}(?![\d.,])|数量|共\s?\d{1,3}\s?件/;

/** "1,299.00" → 129900, "45,50" → 4550 (a comma before one or two digits is a decimal comma), "1,299" → 129900. */
export function parseYuanToFen(raw: string): number | null {
  const text = raw.replace(/\s/g, '');
  let whole: string;
  let fraction = '';
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) {
    [whole = '', fraction = ''] = text.replace(/,/g, '').split('.');
  } else if (/^\d+([.,]\d{1,2})?$/.test(text)) {
    [whole = '', fraction = ''] = text.split(/[.,]/);
  } else {
    return null;
  }
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

function kindOf(label: string): AmountKind {
  if (SHIPPING_LABELS.test(label)) return 'shipping';
  if (OTHER_AMOUNT_LABELS.test(label)) return 'other';
  if (UNIT_PRICE_LABELS.test(label)) return 'unit';
  if (GOODS_TOTAL_LABELS.test(label)) return 'goodsTotal';
  if (PAID_LABELS.test(label)) return 'paid';
  if (ORIGINAL_PRICE_LABELS.test(label)) return 'original';
  return 'plain';
}

/** Every yuan amount of the text with the label before it on its line. Negative amounts are discounts. */
function findAmounts(lines: string[]): Amount[] {
  const amounts: Amount[] = [];
  for (const line of lines) {
    const onItemLine = QUANTITY_MARK.test(line);
    const found: Array<{ start: number; end: number; raw: string; negative: boolean }> = [];
    for (const match of line.matchAll(MONEY)) {
      const raw = match[2] ?? match[3] ?? match[4] ?? match[5];
      if (raw) {
        const negative = Boolean(match[1]) || line[match.index - 1] === '-';
        found.push({ start: match.index, end: match.index + match[0].length, raw, negative });
      }
    }
    for (const match of line.matchAll(LABELLED_NUMBER)) {
      const start = match.index + (match[1]?.length ?? 0);
      if (!found.some((f) => start < f.end && f.start < match.index + match[0].length)) {
        found.push({ start, end: match.index + match[0].length, raw: match[2] ?? '', negative: false });
      }
    }
    found.sort((a, b) => a.start - b.start);
    let labelFrom = 0;
    for (const item of found) {
      const fen = parseYuanToFen(item.raw);
      const label = line.slice(labelFrom, item.start);
      labelFrom = item.end;
      if (fen === null) continue;
      const kind = item.negative ? 'other' : kindOf(label);
      amounts.push({ fen, kind, onItemLine, start: item.start, end: item.end });
    }
  }
  return amounts;
}

/** The whole total shared evenly by the pieces, when it divides into whole fen. */
function perPiece(fen: number, qty: number): number | null {
  return fen % qty === 0 ? fen / qty : null;
}

/**
 * The price of one piece, in fen. In order: a unit price label (单价, 券后价, 到手价); the amount paid (实付款)
 * less shipping, shared by the quantity (what the customer really paid for the good, after discounts); the
 * amount on the item's own line (next to "×2"); the goods total shared by the quantity; the first amount that
 * is not shipping, a discount or a fee.
 */
export function readPriceFen(lines: string[], qty: number | null): number | null {
  const amounts = findAmounts(lines).filter((a) => a.fen > 0);
  const pieces = qty ?? 1;
  const first = (kind: AmountKind) => amounts.find((a) => a.kind === kind);

  const unit = first('unit');
  if (unit) return unit.fen;
  const paid = first('paid');
  const shipping = first('shipping')?.fen ?? 0;
  const paidForGoods = paid && paid.fen > shipping ? paid.fen - shipping : paid?.fen;
  const paidPerPiece = paidForGoods ? perPiece(paidForGoods, pieces) : null;
  if (paidPerPiece !== null) return paidPerPiece;
  const itemLine = amounts.find((a) => a.onItemLine && (a.kind === 'plain' || a.kind === 'original'));
  if (itemLine) return itemLine.fen;
  const goodsTotal = first('goodsTotal');
  const goodsPerPiece = goodsTotal ? perPiece(goodsTotal.fen, pieces) : null;
  if (goodsPerPiece !== null) return goodsPerPiece;
  const plain = amounts.find((a) => a.kind === 'plain') ?? amounts.find((a) => a.kind === 'original');
  return plain?.fen ?? paid?.fen ?? null;
}

/** The line without its yuan amounts (a product title that shares its line with the price). */
export function withoutAmounts(line: string): string {
  return line.replace(MONEY, ' ');
}
