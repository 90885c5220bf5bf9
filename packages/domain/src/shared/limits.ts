/** Token lifetimes (spec section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 15 * 24 * 60 * 60;
export const REFRESH_TOKEN_REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A password-reset link stays valid this long and works once. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/**
 * Sign-in throttling (docs/decisions/045), counted over the last SIGN_IN_WINDOW_SECONDS. A guesser is stopped where
 * he stands, per e-mail AND client address together, so a stranger elsewhere cannot lock the owner out:
 * - one e-mail from one address: 5 failures, then 429 for that pair, whatever the password;
 * - one address across accounts: failures for 10 different e-mails, then 429 for every account not yet signed in
 *   from that address (a spray is slowed; colleagues behind the same NAT who have signed in there keep working);
 * - one e-mail from everywhere: 50 failures (ten addresses at their pair limit: only a distributed attack), then
 *   429 for that account at addresses it has not signed in from. A password reset forgives the account.
 * "Signed in from that address" means a session started there within SIGN_IN_KNOWN_ADDRESS_DAYS.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
export const SIGN_IN_MAX_ACCOUNTS_PER_ADDRESS = 10;
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 50;
export const SIGN_IN_KNOWN_ADDRESS_DAYS = 30;

/**
 * Answers that tell whether an e-mail is registered (the spec keeps them), limited per client address over
 * PROBE_WINDOW_SECONDS: forgot-password calls of any outcome (each may send a letter), and sign-up's «email taken»
 * answers; past the limit the address gets 429 on that call until its window ends.
 */
export const PROBE_WINDOW_SECONDS = 15 * 60;
export const FORGOT_PASSWORD_MAX_PER_ADDRESS = 5;
export const SIGN_UP_MAX_EMAIL_TAKEN_PER_ADDRESS = 5;

/** Default list page sizes (spec section 9) and the cap of the `offset` query parameter. */
export const PAGE_SIZE_DEFAULT = 1000;
export const PAGE_SIZE_ALL = 100000;
export const PAGE_SIZE_MAX = 100000;

/** Layout breakpoints (spec section 2 and 9). */
export const BREAKPOINTS = [480, 640, 868, 1000, 1200] as const;
export const DESKTOP_MIN_WIDTH = 1001;
export const SIDEBAR_COLLAPSE_WIDTH = 868;

/**
 * A refresh token presented again this soon after it was traded is another tab of the same browser: it gets the
 * same new pair. Later, a used token is treated as stolen and its session ends (docs/decisions/001).
 */
export const REFRESH_TOKEN_REUSE_GRACE_SECONDS = 10;
