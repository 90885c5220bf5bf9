import { REQUIRED_MESSAGE } from './zod-russian.js';

/** The messages of the shared fields (fields.ts); zod's own checks say theirs in zod-russian.ts. */
export const FIELD_MESSAGES = {
  required: REQUIRED_MESSAGE,
  moneyRequired: 'Введите сумму',
  moneyNumber: 'Введите число',
  moneyDecimals: 'Не более двух знаков после запятой',
  moneyTooLarge: 'Слишком большая сумма',
  moneyNegative: 'Сумма не может быть отрицательной',
  phoneRequired: 'Введите номер телефона',
  /** Spec section 5 «Recipient»: the one text for a phone that is neither Russian nor Belarusian. */
  phoneInvalid: 'Телефон введен не правильно',
  quantityRequired: 'Введите количество',
  quantityPositive: 'Количество должно быть больше 0',
  quantityTooLarge: 'Слишком большое количество',
  /** A number field's text with a minus where none is allowed, or a fraction where a whole number is asked. */
  numberPositive: 'Число должно быть больше 0',
  numberWhole: 'Введите целое число',
  placesPositive: 'Количество мест должно быть целым числом больше 0',
  idInvalid: 'Некорректный идентификатор',
  decimalsAtMost: (decimals: number) =>
    decimals === 0
      ? 'Только целое число'
      : `Не более ${decimals} ${decimals === 1 ? 'знака' : 'знаков'} после запятой`,
  textTooLong: (max: number) => `Не более ${max} символов`,
  /** A character outside a free-text field's set (spec section 5's rule, without the name's limit of 60). */
  textCharacters: 'Поле может содержать только русские и английские буквы, цифры и символы',
} as const;
