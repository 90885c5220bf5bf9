import { tokenStorage } from '../api/tokenStorage';
import { readReferralCookie, referralStorage } from './referralStorage';

let referralCookieRead = false;

/**
 * Handles the session parameters a link can carry:
 * - `referralid` (lowercase) or, once per page load, the `referralId` cookie is remembered for the next sign-up or sign-in;
 * - `token` logs the visitor in with that access token (except on /reset-password*, where `token` is the reset token).
 * Returns the address without `token` when it had to be removed, otherwise null.
 */
export function consumeSessionParams(url: URL, cookie: string): string | null {
  let referral = url.searchParams.get('referralid')?.trim();
  if (!referral && !referralCookieRead) {
    referralCookieRead = true;
    referral = readReferralCookie(cookie) ?? undefined;
  }
  if (referral) referralStorage.set(referral);

  const token = url.searchParams.get('token')?.trim();
  if (!token || url.pathname.startsWith('/reset-password')) return null;
  // A link token starts a new session; a refresh token left from another session must not renew it.
  tokenStorage.setTokens(token, null);
  url.searchParams.delete('token');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Lets tests start from a fresh page load. */
export function resetSessionParamsState(): void {
  referralCookieRead = false;
}
