/**
 * Russian word forms for a count, by the language's own plural rules (Intl.PluralRules 'ru': one, few, many):
 * «1 непрочитанное уведомление», «3 непрочитанных уведомления», «5 непрочитанных уведомлений» need three forms, and 21 takes «one», 11 and 41… take their own.
 * Every counted word in the cabinet goes through here (decision 054).
 */
const RU_RULES = new Intl.PluralRules('ru-RU');

/** The three forms of a word: for 1 (21, 31…), for 2–4 (22–24…) and for 5–20 (0, 25–30…). */
export interface RuForms {
  one: string;
  few: string;
  many: string;
}

/** The form of the word that agrees with `count`: pluralRu(2, {…}) → «непрочитанных». */
export function pluralRu(count: number, forms: RuForms): string {
  const rule = RU_RULES.select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  // 'many' for whole numbers, 'other' for fractions (1,5 товара).
  return rule === 'many' ? forms.many : forms.few;
}

/** The count with its word: countRu(41, {…}) → «41 уведомление». */
export function countRu(count: number, forms: RuForms): string {
  return `${count} ${pluralRu(count, forms)}`;
}

/** Words the cabinet counts, in one place. */
export const RU_WORDS = {
  unreadNotifications: {
    one: 'непрочитанное уведомление',
    few: 'непрочитанных уведомления',
    many: 'непрочитанных уведомлений',
  },
  days: { one: 'день', few: 'дня', many: 'дней' },
  goods: { one: 'товар', few: 'товара', many: 'товаров' },
  lots: { one: 'лот', few: 'лота', many: 'лотов' },
} as const satisfies Record<string, RuForms>;
