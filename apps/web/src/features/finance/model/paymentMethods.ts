import type { CurrencyCcy } from '@cargo/domain';

/** The spec's payment currencies (section 9): rub, usd, rmb, crypto. */
export type PaymentMethodId = 'rub' | 'usd' | 'rmb' | 'crypto';

export interface PaymentMethod {
  id: PaymentMethodId;
  title: string;
  description: string;
  /** How it is paid: online through a provider, or a bank transfer whose details a manager sends. */
  kind: 'card' | 'crypto' | 'transfer';
  /** The account it credits. */
  currency: CurrencyCcy;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'rub',
    title: 'Банковская карта РФ',
    description: 'Мир, Visa, Mastercard — оплата онлайн, зачисление в рублях сразу после оплаты',
    kind: 'card',
    currency: 'RUB',
  },
  {
    id: 'crypto',
    title: 'Криптовалюта',
    description: 'Счёт в долларах или рублях, оплата в USDT; зачисляется полученная сумма',
    kind: 'crypto',
    currency: 'USD',
  },
  {
    id: 'usd',
    title: 'Перевод в долларах США',
    description: 'Банковский перевод (SWIFT) по реквизитам от менеджера',
    kind: 'transfer',
    currency: 'USD',
  },
  {
    id: 'rmb',
    title: 'Юани',
    description: 'Alipay, WeChat Pay или перевод на карту китайского банка по реквизитам от менеджера',
    kind: 'transfer',
    currency: 'CNY',
  },
];

/** The method a «Пополнить» of one account opens with. */
export function methodForCurrency(currency: string | null): PaymentMethodId {
  if (currency === 'CNY') return 'rmb';
  if (currency === 'USD') return 'crypto';
  if (currency === 'EUR') return 'usd';
  return 'rub';
}
