import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';
import { CURRENCY_CCYS } from '../shared/currency.js';
import { USER_ROLES } from './roles.js';

/**
 * Answers of the account calls: sign-in and sign-up, the token refresh, the reset-link check, my-info with the
 * balances, promo codes and referrals. The server serialises with these; the web takes its types from them.
 */

/** POST /api/client/sign-in and /api/client/sign-up. */
export const tokenPairSchema = z
  .object({ token: z.string(), refreshToken: z.string() })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** POST /api/auth/refresh-token. */
export const refreshedTokensSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: 'RefreshedTokens' });
export type RefreshedTokens = z.infer<typeof refreshedTokensSchema>;

/** GET /api/client/reset-password/check?token= : the reset link can still be used (checked, not spent). */
export const resetTokenQuerySchema = z.object({ token: z.string().max(200).optional() });
export const resetTokenCheckSchema = z.object({ valid: z.literal(true) });
export type ResetTokenCheck = z.infer<typeof resetTokenCheckSchema>;

/** One of the customer's accounts (one per currency). */
export const accountSchema = z
  .object({
    id: z.number(),
    currency: z.object({ ccy: z.enum(CURRENCY_CCYS), code: z.number() }),
    balance: z.number(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

/** GET /api/client/my-info: the customer's profile and balances. A name is optional for staff made by the CLI. */
export const myInfoSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    middleName: z.string().nullable(),
    phone: z.string().nullable(),
    registrationSourceId: z.number(),
    referralCode: z.string(),
    referralId: z.string().nullable(),
    createdAt: z.string(),
    accounts: z.array(accountSchema),
    recipientClientData: z.null(),
  })
  .meta({ id: 'MyInfo' });
export type MyInfo = z.infer<typeof myInfoSchema>;

/** POST /api/promoCode/{code}. */
export const promoCodeAnswerSchema = z.object({
  message: z.string(),
  promoCode: z.string(),
  /** A credit: its amount and currency; a discount code: its percent on the next parcel's delivery. */
  amount: z.number().nullable(),
  currency: z.enum(CURRENCY_CCYS).nullable(),
  discountPercent: z.number().nullable(),
});
export type PromoCodeAnswer = z.infer<typeof promoCodeAnswerSchema>;

/** One invited customer in GET /api/client/my-referrals: the e-mail is masked, the name may be missing. */
export const referralSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string().nullable(),
    registeredAt: z.string(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;
export const referralPageSchema = pageSchema(referralSchema);
export type ReferralPage = z.infer<typeof referralPageSchema>;

/**
 * GET /api/client/my-referral/transactions/amount: rewards credited over a period. `amount` and `count` are the
 * rouble rewards (as before); rewards come in the currency of the invited customer's top-up, so `byCurrency` lists
 * every currency that earned something (crypto top-ups credit dollars).
 */
export const referralAmountSchema = z.object({
  amount: z.number(),
  currency: z.literal('RUB'),
  count: z.number(),
  byCurrency: z.array(z.object({ currency: z.enum(CURRENCY_CCYS), amount: z.number(), count: z.number() })),
});
export type ReferralAmount = z.infer<typeof referralAmountSchema>;
