import { COURIER_NAMES, normalizeOcrText, TRACK_LABELS } from './order-text.js';
import type { RecognizedGood } from './photo-recognizer.js';
import { readPriceFen } from './read-price.js';
import { readDescription, readVariant } from './read-product-text.js';

const TRACK_MAX = 15;
const TRACK_MIN = 10;
/** Prefixes Chinese couriers print before the digits: SF Express, YTO, J&T, JD, Deppon, EMS-like ones. */
const KNOWN_TRACK_PREFIX = /^(?:SF|YT|JT|JD|JDV|DPK|ZTO|STO|YD|EMS|E[A-Z]|L[A-Z]|R[A-Z]|C[A-Z])$/;
const LETTERED_TRACK = /(?<![A-Za-z0-9])([A-Z]{2,4}) ?(\d{8,13})([A-Z]{2})?(?![A-Za-z0-9])/g;
const DIGIT_TRACK = /(?<![\dA-Za-z.:/-])(\d{10,15})(?![\dA-Za-z.:])/g;
const MOBILE_PHONE = /^1[3-9]\d{9}$/;
const NOT_A_TRACK_LINE = /订单|交易号|电话|手机|编号|会员|order|phone/i;

interface TrackCandidate {
  value: string;
  score: number;
}

/**
 * A courier's track number: letters and digits (SF1234567890123, YT…, JT…, EA123456789CN) or digits alone
 * (ZTO, STO, Yunda), 10 to 15 characters. Digits alone count only beside a label (运单号, 快递单号) or a
 * courier's name, so order numbers, trade numbers and phone numbers are left alone.
 */
export function readTrackNumber(lines: string[]): string | null {
  const candidates: TrackCandidate[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1] ?? '';
    const labelled = TRACK_LABELS.test(line) || (TRACK_LABELS.test(previous) && previous.length < 20);
    const courier = COURIER_NAMES.test(line) ? 2 : COURIER_NAMES.test(previous) ? 1 : 0;
    const context = (labelled ? 3 : 0) + courier;
    for (const match of line.matchAll(LETTERED_TRACK)) {
      const [, prefix = '', digits = '', suffix = ''] = match;
      const value = prefix + digits + suffix;
      if (value.length < TRACK_MIN || value.length > TRACK_MAX) continue;
      candidates.push({ value, score: (KNOWN_TRACK_PREFIX.test(prefix) ? 2 : 0) + context });
    }
    if (!labelled && (!courier || NOT_A_TRACK_LINE.test(line))) return;
    for (const match of line.matchAll(DIGIT_TRACK)) {
      const value = match[1] ?? '';
      if (MOBILE_PHONE.test(value)) continue;
      candidates.push({ value, score: context });
    }
  });
  const best = candidates.reduce<TrackCandidate | null>(
    (top, candidate) => (!top || candidate.score > top.score ? candidate : top),
    null,
  );
  return best && best.score >= 2 ? best.value : null;
}

const QUANTITY_PATTERNS = [
  /数量\s?:?\s?[-−]?\s?(\d{1,3})(?![\d.,])/,
  /(?:qty|quantity|кол-во|количество)\s?:?\s?(\d{1,3})(?![\d.,])/i,
  /共\s?(\d{1,3})\s?件/,
  /(?<![A-Za-z0-9*])[x×X*]\s?(\d{1,3})(?![\d.,A-Za-z*])/,
  /(?<![\w.,])[-−]\s?(\d{1,3})\s?\+(?![\d])/,
  /(?<!库存|月销|已售|销量|\d)(\d{1,3})\s?件/,
];

/** The number of pieces: 数量 2, "qty 2", 共2件, ×2 / x2, a "- 2 +" stepper, 2件, in that order of trust. */
export function readQuantity(lines: string[]): number | null {
  for (const pattern of QUANTITY_PATTERNS) {
    for (const line of lines) {
      const qty = Number(pattern.exec(line)?.[1]);
      if (Number.isInteger(qty) && qty >= 1 && qty <= 999) return qty;
    }
  }
  return null;
}

/** A link at the end of a sentence loses the sentence's full stop. */
const trimEnd = (url: string) => url.replace(/[.,;:)]+$/, '');
/**
 * The product's page. OCR garbles the slashes of a link ("https:Witem.taobao.cory…"), so a known shop's link
 * is rebuilt from the parts that survive: the item id, the offer number or the share code.
 */
const PRODUCT_LINKS: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [/tmall\S*?[?&]id=(\d{6,})/i, (m) => `https://detail.tmall.com/item.htm?id=${m[1]}`],
  [/taobao\S*?[?&]id=(\d{6,})/i, (m) => `https://item.taobao.com/item.htm?id=${m[1]}`],
  [/1688\S*?offer\W?(\d{6,})/i, (m) => `https://detail.1688.com/offer/${m[1]}.html`],
  [/item\.jd\.com\W?(\d{5,})/i, (m) => `https://item.jd.com/${m[1]}.html`],
  [/dw4\.co\/?([A-Za-z0-9][A-Za-z0-9/]*[A-Za-z0-9])/i, (m) => `https://dw4.co/${m[1]}`],
  [/(?:[a-z0-9-]+\.)*(?:poizon|dewu)\.com(?:\/[^\s"'<>]*)?/i, (m) => `https://${trimEnd(m[0])}`],
  [/[me]\.tb\.cn\/?(h\.[A-Za-z0-9]+)/i, (m) => `https://m.tb.cn/${m[1]}`],
  [/https?:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s"'<>]*)?/i, (m) => trimEnd(m[0])],
];

export function readProductUrl(lines: string[]): string | null {
  const text = lines.join('\n');
  for (const [pattern, build] of PRODUCT_LINKS) {
    const match = pattern.exec(text);
    if (match) return build(match);
  }
  return null;
}

/** "不含电池", "battery not included": a mention of batteries that says there are none. */
const NEGATED_DANGER =
  /(?:不含|无|不带|没有|免)锂?电池|without batter(?:y|ies)|no batter(?:y|ies)|batter(?:y|ies) not included|без (?:аккумулятор|батаре)\S*/gi;
/**
 * Batteries, liquids, magnets and the like: what carriers accept only on a dangerous-goods tariff. Bluetooth
 * devices and anything rechargeable carry a battery; a volume in millilitres means a liquid or a gel.
 */
const DANGER = new RegExp(
  [
    '电池|锂|充电宝|移动电源|可充电|充电式|蓝牙',
    '液体|乳液|精华液|洗发水|沐浴露|化妆水|爽肤水|洁面乳|香水|喷雾|气雾|精油|指甲油|毫升|打火机',
    '磁',
    String.raw`batter(?:y|ies)|lithium|li-?ion|li-?po\b|power ?bank|\d\s?mah\b|rechargeable|bluetooth`,
    String.raw`liquid|\d\s?ml\b|perfume|aerosol|lighter|magnet|magsafe`,
    String.raw`аккумулятор|батаре|жидкост|\d\s?мл\b|магнит`,
  ].join('|'),
  'i',
);

export function mentionsDangerousGoods(lines: string[]): boolean {
  return DANGER.test(lines.join('\n').replace(NEGATED_DANGER, ' '));
}

/** Reads the fields of a good from the text of an order screenshot (pure: no I/O). */
export function parseOrderText(text: string): RecognizedGood {
  const lines = normalizeOcrText(text);
  const qty = readQuantity(lines);
  const priceFen = readPriceFen(lines, qty);
  const isDangerous = mentionsDangerousGoods(lines);
  return {
    trackNumber: readTrackNumber(lines),
    qty,
    price: priceFen === null ? null : priceFen / 100,
    description: readDescription(lines),
    commentProduct: readVariant(lines),
    infoUrl: readProductUrl(lines),
    isDangerous,
    currencyId: 'CNY',
    goodHazardCategory: isDangerous ? 1 : null,
  };
}

/** True when nothing at all was read: the image is not an order (or not readable). */
export function isEmptyGood(good: RecognizedGood): boolean {
  return (
    good.trackNumber === null &&
    good.qty === null &&
    good.price === null &&
    good.description === null &&
    good.commentProduct === null &&
    good.infoUrl === null &&
    !good.isDangerous
  );
}
