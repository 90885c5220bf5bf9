const REFERRAL_KEY = 'referralId';

/** The referral code a visitor arrived with, kept until it is attached to an account. */
export const referralStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(REFERRAL_KEY);
    } catch {
      return null;
    }
  },
  set(referralId: string): void {
    try {
      window.localStorage.setItem(REFERRAL_KEY, referralId);
    } catch {
      // Without storage the referral simply is not remembered.
    }
  },
  forget(): void {
    try {
      window.localStorage.removeItem(REFERRAL_KEY);
    } catch {
      // Nothing to forget.
    }
  },
};

/** Reads the `referralId` cookie set by the marketing site. */
export function readReferralCookie(cookie: string): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === REFERRAL_KEY) {
      const value = decodeURIComponent(rest.join('=')).trim();
      return value || null;
    }
  }
  return null;
}
