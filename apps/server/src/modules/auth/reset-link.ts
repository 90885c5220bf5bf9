import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@cargo/domain';
import { passwordResets } from '../../db/schema/sessions.js';
import { badRequest } from '../../errors.js';
import { hashToken } from '../../token-signer.js';

/** The one refusal of a reset link that is missing, unknown, used or expired: the page cannot tell them apart. */
export const invalidResetLink = () => badRequest('RESET_TOKEN_INVALID', AUTH_MESSAGES.resetLinkInvalid);

/** The reset row a link's token opens while it is unused and unexpired. */
export const usableResetLink = (token: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(token)),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );
