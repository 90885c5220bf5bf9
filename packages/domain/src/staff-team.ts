import { z } from 'zod';
import { signUpSchema } from './auth.js';

/** How long a staff invitation link works: a colleague may open it the next working day or after a weekend. */
export const STAFF_INVITATION_TTL_SECONDS = 72 * 60 * 60;

export const STAFF_TEAM_MESSAGES = {
  emailTaken:
    'Этот e-mail уже зарегистрирован. Пригласить можно только новый адрес; сотрудник, забывший пароль, восстановит его на странице входа.',
  invited: (email: string) => `Приглашение для ${email} создано`,
  inviteFailed: 'Не удалось пригласить сотрудника',
} as const;

/** The body of POST /api/staff/team/invitations: the new colleague's e-mail and name, as at registration. */
export const staffInvitationSchema = signUpSchema.pick({ email: true, name: true });
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;

/** The answer: the new staff account and its one-time link to set a password (also sent to the e-mail). */
export const staffInvitationAnswerSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    inviteLink: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationAnswerSchema>;
