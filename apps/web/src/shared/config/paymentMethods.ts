import { CURRENCY_TITLE, type CurrencyCcy } from '@cargo/domain';

export type PaymentMethodId = 'rub' | 'usd' | 'rmb' | 'crypto';

export interface PaymentMethod {
  id: PaymentMethodId;
  title: string;
  description: string;
  /** The account the payment is credited to; crypto is converted to the rouble account. */
  currency: CurrencyCcy;
}

/** Payment currencies of the spec (section 9): rub, usd, rmb, crypto. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 'rub', title: 'Банковская карта РФ', description: 'Мир, Visa, Mastercard, СБП', currency: 'RUB' },
  { id: 'usd', title: 'Перевод в долларах США', description: 'Банковский перевод (SWIFT)', currency: 'USD' },
  {
    id: 'rmb',
    title: CURRENCY_TITLE.CNY,
    description: 'Alipay, WeChat Pay, перевод на карту китайского банка',
    currency: 'CNY',
  },
  {
    id: 'crypto',
    title: 'Криптовалюта',
    description: 'USDT (TRC-20), зачисление в рублях по курсу',
    currency: 'RUB',
  },
];
