import { CJK_CHAR, FIELD_LABELS } from './order-text.js';
import { withoutAmounts } from './read-price.js';

/** The good form's limit for the description and the comment (`PLAIN_TEXT_60` in the domain package). */
const FORM_TEXT_MAX = 60;
/** Characters the form accepts in those fields: Latin and Cyrillic letters, digits, common symbols. */
const NOT_FORM_TEXT = /[^A-Za-zА-Яа-яЁё0-9\s!-/:-@[-`{-~№«»—–…’‘“”°±×]/g;
/** Labels of the chosen variant: colour, size, specification, model, set. */
const VARIANT_LABELS = /颜色分类|颜色|尺码|尺寸|规格|型号|款式|套餐|版本|已选择?|\b(?:size|colou?r)\b/i;
const CJK_CHARS = new RegExp(CJK_CHAR.source, 'g');
const URL_LIKE = /\S*(?:https?:|www\.|\.com|\.cn|\.co\/)\S*/gi;
const QUANTITY_TOKEN = /(?<![A-Za-z0-9])[x×X*]\s?\d{1,3}(?![\d.,A-Za-z])|共?\d{1,3}\s?件/g;
const LONG_CODE = /(?<![A-Za-z0-9])[A-Z]{0,4}\d{10,}(?![A-Za-z0-9])/g;
/** Letters of Latin or Cyrillic words of two letters or more: what makes a title worth keeping. */
const WORD_LETTERS = /[A-Za-zА-Яа-яЁё]{2,}/g;

/** The part of a line before the next field's label ("...1200mAh 单价: 45,50 元" → "...1200mAh"). */
function beforeNextLabel(line: string, from = 0): string {
  const rest = line.slice(from);
  const label = FIELD_LABELS.exec(rest);
  return label ? rest.slice(0, label.index) : rest;
}

/** A title's line with Chinese, prices, quantities, links and long codes taken out. */
function titleText(line: string): string {
  return (
    withoutAmounts(beforeNextLabel(line))
      // "Café" → "Cafe": the form takes plain Latin letters (Cyrillic й and ё keep their marks).
      .normalize('NFD')
      .replace(/([A-Za-z])\p{M}+/gu, '$1')
      .normalize('NFC')
      .replace(URL_LIKE, ' ')
      .replace(QUANTITY_TOKEN, ' ')
      .replace(LONG_CODE, ' ')
      .replace(CJK_CHARS, ' ')
      .replace(NOT_FORM_TEXT, ' ')
      .replace(/[|_~^`\\{}<>=@$*!?;:]/g, ' ')
      .replace(/"{2,}/g, '"')
      .replace(/\s+/g, ' ')
      .split(' ')
      .filter((token) => /[\p{L}\p{N}]/u.test(token))
      .join(' ')
  );
}

function weight(text: string): number {
  return (text.match(WORD_LETTERS) ?? []).reduce((sum, word) => sum + word.length, 0);
}

function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const lastSpace = text.lastIndexOf(' ', max);
  return (lastSpace >= max * 0.6 ? text.slice(0, lastSpace) : text.slice(0, max)).trim();
}

/**
 * The product's title for the form: the line with the most Latin or Cyrillic words (a Chinese shop's title
 * usually carries the brand and model in Latin), with the one or two lines it wraps onto, Chinese characters
 * removed, at most 60 characters. Null when no such words are left.
 */
export function readDescription(lines: string[]): string | null {
  let best = -1;
  let bestWeight = 0;
  lines.forEach((line, index) => {
    const lineWeight = weight(titleText(line));
    if (lineWeight > bestWeight) [best, bestWeight] = [index, lineWeight];
  });
  if (best < 0 || bestWeight < 3) return null;

  const parts = [titleText(lines[best] ?? '')];
  for (const next of lines.slice(best + 1, best + 4)) {
    const wrapped = beforeNextLabel(next);
    const endsTitle =
      wrapped.length < next.length / 2 ||
      VARIANT_LABELS.test(next) ||
      withoutAmounts(next) !== next ||
      next.includes(':');
    if (endsTitle) break;
    parts.push(titleText(next));
  }
  const title = parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/^[^\p{L}\p{N}"']+|[^\p{L}\p{N}"')]+$/gu, '');
  return weight(title) >= 3 ? cutTo(title, FORM_TEXT_MAX) : null;
}

/**
 * Words of a variant the form can show in Russian; the comment accepts no Chinese, so the rest of the Chinese
 * text is dropped. Longer words come first ("米白色" before "白色").
 */
const VARIANT_WORDS: Array<[string, string]> = [
  ['颜色分类', 'Цвет'],
  ['颜色', 'Цвет'],
  ['尺码', 'Размер'],
  ['尺寸', 'Размер'],
  ['规格', 'Вариант'],
  ['型号', 'Модель'],
  ['款式', 'Модель'],
  ['套餐', 'Комплект'],
  ['版本', 'Версия'],
  ['均码', 'единый размер'],
  ['米白色', 'молочный'],
  ['深灰色', 'тёмно-серый'],
  ['浅灰色', 'светло-серый'],
  ['深蓝色', 'тёмно-синий'],
  ['藏青色', 'тёмно-синий'],
  ['天蓝色', 'голубой'],
  ['浅蓝色', 'голубой'],
  ['墨绿色', 'тёмно-зелёный'],
  ['军绿色', 'хаки'],
  ['卡其色', 'хаки'],
  ['粉红色', 'розовый'],
  ['咖啡色', 'коричневый'],
  ['白色', 'белый'],
  ['黑色', 'чёрный'],
  ['红色', 'красный'],
  ['蓝色', 'синий'],
  ['绿色', 'зелёный'],
  ['灰色', 'серый'],
  ['粉色', 'розовый'],
  ['黄色', 'жёлтый'],
  ['紫色', 'фиолетовый'],
  ['棕色', 'коричневый'],
  ['米色', 'бежевый'],
  ['银色', 'серебристый'],
  ['金色', 'золотой'],
  ['橙色', 'оранжевый'],
  ['透明', 'прозрачный'],
  ['彩色', 'разноцветный'],
];
const RUSSIAN_LABELS = /Цвет|Размер|Вариант|Модель|Комплект|Версия|size|colou?r/gi;

function inRussian(text: string): string {
  let result = text.replace(/^已选择?\s?:?\s*/, '');
  for (const [chinese, russian] of VARIANT_WORDS) result = result.replaceAll(chinese, ` ${russian} `);
  return result.replace(CJK_CHARS, ' ').replace(NOT_FORM_TEXT, ' ');
}

/**
 * The chosen variant for the good's comment: colour, size, specification ("颜色分类: 白色; 尺码: 42" →
 * "Цвет: белый; Размер: 42"), in Latin and Cyrillic only like the form asks. A label split over two lines
 * ("...; 尺" + "码: 42") is joined. Null when only labels are left.
 */
export function readVariant(lines: string[]): string | null {
  const index = lines.findIndex((line) => VARIANT_LABELS.test(line));
  if (index < 0) return null;
  const line = lines[index] ?? '';
  let text = beforeNextLabel(line, VARIANT_LABELS.exec(line)?.index ?? 0);
  const next = lines[index + 1];
  if (next && /\p{Script=Han}$/u.test(text) && /^\p{Script=Han}{1,3}\s?:/u.test(next)) {
    text += beforeNextLabel(next);
  }
  const variant = inRussian(text)
    .replace(/["'[\]]|\(\s*\)/g, ' ')
    .replace(/\s*:\s*/g, ': ')
    .replace(/\s*;\s*/g, '; ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .replace(/(?:^|\s)[:;,](?=\s|$)/g, '')
    .replace(/^[\s;:,/-]+|[\s;:,/-]+$/g, '')
    .trim();
  const hasValue = /[\p{L}\p{N}]/u.test(variant.replace(RUSSIAN_LABELS, ''));
  return hasValue ? cutTo(variant, FORM_TEXT_MAX) : null;
}
