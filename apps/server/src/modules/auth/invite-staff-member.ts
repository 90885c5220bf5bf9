import { randomBytes } from 'node:crypto';
import {
  STAFF_INVITATION_TTL_SECONDS,
  STAFF_TEAM_MESSAGES,
  type StaffInvitation,
  type staffInvitationSchema,
} from '@cargo/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { passwordResets } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { conflict } from '../../errors.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';
import { newReferralCode } from './new-referral-code.js';
import { hashPassword } from './passwords.js';
import { hashToken, newOpaqueToken } from '../../token-signer.js';

type Invitation = z.output<typeof staffInvitationSchema>;

/**
 * A staff member invites a colleague while the server runs: a new staff account whose password nobody knows, and a
 * one-time link (the password-reset mechanism, with the invitation's longer lifetime) on which the colleague sets
 * it. The link goes to the colleague's e-mail and back to the inviter, who may pass it on himself. Only a new
 * e-mail: turning a customer's account into staff from the desk would take the account away from the customer.
 */
export async function inviteStaffMember(
  ctx: AppContext,
  invitation: Invitation,
  actor: StaffActor,
): Promise<StaffInvitation> {
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const token = newOpaqueToken('reset');
  const expiresAt = new Date(Date.now() + STAFF_INVITATION_TTL_SECONDS * 1000);
  const id = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: invitation.email,
        passwordHash: unusablePassword,
        role: 'staff',
        staffRoles: invitation.roles,
        invitedBy: actor.id,
        name: invitation.name,
        referralCode: newReferralCode(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!created) throw conflict('EMAIL_TAKEN', STAFF_TEAM_MESSAGES.emailTaken);
    await tx.insert(passwordResets).values({ userId: created.id, tokenHash: hashToken(token), expiresAt });
    await recordStaffAction(tx, actor, {
      action: 'staff.invite',
      objectType: 'staff',
      objectId: created.id,
      changes: { email: [null, invitation.email], roles: [null, invitation.roles] },
    });
    return created.id;
  });
  const inviteLink = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  ctx.log?.info({ staffId: id, invitedBy: actor.id }, 'staff member invited');
  await ctx.mailer.send({
    to: invitation.email,
    subject: 'Приглашение на рабочее место сотрудника',
    text: [
      `Здравствуйте, ${invitation.name}!`,
      '',
      'Вас пригласили на рабочее место сотрудника. Чтобы задать пароль и войти, откройте ссылку:',
      inviteLink,
      '',
      `Ссылка действует ${STAFF_INVITATION_TTL_SECONDS / 3600} часа и только один раз. Входите на странице входа`,
      'с этим e-mail и заданным паролем.',
    ].join('\n'),
  });
  return {
    id,
    email: invitation.email,
    name: invitation.name,
    roles: invitation.roles,
    inviteLink,
    expiresAt: expiresAt.toISOString(),
  };
}
