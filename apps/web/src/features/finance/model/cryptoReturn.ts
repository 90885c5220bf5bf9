import { pageWithoutDialogs, paymentPlaceFor } from '../../../shared/payments/paymentPlace';

/**
 * A crypto invoice is paid on the processor's page, in this tab; the processor then sends the customer to one of
 * the fixed result pages. What the cabinet needs there — which top-up it was, and the page the customer came from
 * (the parcel whose payment found too little money) — is kept for this tab until then.
 */
export interface CryptoReturn {
  topUpId: number;
  /** Path and query to go back to, without the dialog's flags; null when the top-up began on /finance. */
  returnTo: string | null;
}

const KEY = 'cryptoTopUp';

/**
 * Where «Вернуться к оплате» leads: the payment that found too little money on this page (a parcel's own page),
 * else this page without the top-up dialog's flags; null for /finance itself.
 */
export function currentReturnPath(location: { pathname: string; search: string }): string | null {
  if (location.pathname === '/finance') return null;
  const here = pageWithoutDialogs(location);
  return paymentPlaceFor(here) ?? here;
}

export function rememberCryptoTopUp(value: CryptoReturn): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the result page then offers «Финансы» only.
  }
}

export function readCryptoTopUp(): CryptoReturn | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<CryptoReturn> | null;
    if (!parsed || typeof parsed.topUpId !== 'number') return null;
    const returnTo =
      typeof parsed.returnTo === 'string' &&
      parsed.returnTo.startsWith('/') &&
      !parsed.returnTo.startsWith('//')
        ? parsed.returnTo
        : null;
    return { topUpId: parsed.topUpId, returnTo };
  } catch {
    return null;
  }
}
