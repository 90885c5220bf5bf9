import { CURRENCY_CCYS, type CurrencyCcy, topUpAmountForShortfall, toMinorUnits } from '@cargo/domain';

/** What the top-up forms start with: an amount (decimal text with a point) in an account's currency. */
export interface TopUpPrefill {
  /** What the payment lacked, as the server said. */
  shortfall: string;
  /** What the forms offer: the shortfall, or the smallest top-up when the shortfall is below it. */
  amount: string;
  currency: CurrencyCcy;
  /** True when the shortfall was below the smallest top-up and the amount was raised to it. */
  raised: boolean;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** `?shortfall=110&currency=RUB` of the payment-methods dialog, checked; null when absent or malformed. */
export function shortfallPrefill(params: URLSearchParams): TopUpPrefill | null {
  const shortfall = params.get('shortfall') ?? '';
  const currency = params.get('currency') as CurrencyCcy | null;
  if (!DECIMAL.test(shortfall) || !currency || !CURRENCY_CCYS.includes(currency)) return null;
  if (/^0+(\.0+)?$/.test(shortfall)) return null;
  const amount = topUpAmountForShortfall(shortfall, currency);
  return { shortfall, amount, currency, raised: toMinorUnits(amount) !== toMinorUnits(shortfall) };
}

/** The amount as a person types it: «110,5». */
export const amountText = (amount: string) => amount.replace(/\.00$/, '').replace('.', ',');
