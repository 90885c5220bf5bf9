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
  quantityRequired: 'Введите количество',
  quantityPositive: 'Количество должно быть больше 0',
  quantityTooLarge: 'Слишком большое количество',
  idInvalid: 'Некорректный идентификатор',
  decimalsAtMost: (decimals: number) =>
    decimals === 0
      ? 'Только целое число'
      : `Не более ${decimals} ${decimals === 1 ? 'знака' : 'знаков'} после запятой`,
  textTooLong: (max: number) => `Не более ${max} символов`,
} as const;
