/**
 * A payment from the balance that found too little money opens the top-up dialog over the page it was made on. A
 * crypto top-up leaves the cabinet for the processor's page; coming back, «Вернуться к оплате» should lead to the
 * payment itself (the parcel's page with its «Оплатить»), not just to the list it was clicked in. This keeps, for
 * this tab, which page the payment was made on and where its payment is.
 */

const KEY = 'paymentPlace';
/** The query flags of the top-up dialogs: not part of the page a customer returns to. */
const DIALOG_FLAGS = ['selectPaymentMethods', 'topUpBalance', 'shortfall', 'currency'];

/** The page without the top-up dialogs' query flags: "/parcels?section=inwork". */
export function pageWithoutDialogs(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  for (const flag of DIALOG_FLAGS) params.delete(flag);
  const query = params.toString();
  return `${location.pathname}${query ? `?${query}` : ''}`;
}

/** The payment on page `from` found too little money; it is made at `to`. */
export function rememberPaymentPlace(from: string, to: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ from, to }));
  } catch {
    // Storage refused (private mode): the way back is then the page itself.
  }
}

/** Where the payment that found too little money on page `from` is made; null when none was on that page. */
export function paymentPlaceFor(from: string): string | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as {
      from?: unknown;
      to?: unknown;
    };
    return saved && saved.from === from && typeof saved.to === 'string' ? saved.to : null;
  } catch {
    return null;
  }
}
