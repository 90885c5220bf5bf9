/** Token lifetimes (spec section 9). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 15 * 24 * 60 * 60;
export const REFRESH_TOKEN_REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A password-reset link stays valid this long and works once. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Sign-in throttling: failed attempts allowed in the window, per e-mail and per address. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SIGN_IN_MAX_FAILURES_PER_EMAIL = 5;
export const SIGN_IN_MAX_FAILURES_PER_IP = 20;

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
