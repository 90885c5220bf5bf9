export const USER_ROLES = ['client', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Where the customer came from (spec section 9). */
export const REGISTRATION_SOURCES = { MAIN: 1, POIZON: 2, SHOP: 3 } as const;
export const REGISTRATION_SOURCE_IDS = [1, 2, 3] as const;
