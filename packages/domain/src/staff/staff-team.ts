import { z } from 'zod';
import { signUpSchema } from '../auth/auth.js';
import { STAFF_ROLES, staffRolesField } from './staff-roles.js';

/** How long a staff invitation link works: a colleague may open it the next working day or after a weekend. */
export const STAFF_INVITATION_TTL_SECONDS = 72 * 60 * 60;

export const STAFF_TEAM_MESSAGES = {
  emailTaken:
    'Этот e-mail уже зарегистрирован. Пригласить можно только новый адрес; сотрудник, забывший пароль, восстановит его на странице входа.',
  invited: (email: string) => `Приглашение для ${email} создано`,
  inviteFailed: 'Не удалось пригласить сотрудника',
  rolesSaved: 'Роли сохранены',
  deactivated: 'Сотрудник отключён',
  activated: 'Сотрудник включён',
  languageSaved: 'Язык рабочего места сохранён',
} as const;

/** The body of POST /api/staff/team/invitations: the new colleague's e-mail and name, as at registration, and roles. */
export const staffInvitationSchema = signUpSchema
  .pick({ email: true, name: true })
  .extend({ roles: staffRolesField });
export type StaffInvitationInput = z.input<typeof staffInvitationSchema>;

/** The answer: the new staff account and its one-time link to set a password (also sent to the e-mail). */
export const staffInvitationAnswerSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    inviteLink: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationAnswerSchema>;

/** The languages the staff desk speaks (decision 066): Russian (the default) and Simplified Chinese. */
export const DESK_LANGUAGES = ['ru', 'zh'] as const;
export type DeskLanguage = (typeof DESK_LANGUAGES)[number];

/** The body of PUT /api/staff/me/language: the language the member's desk speaks from now on. */
export const deskLanguageUpdateSchema = z
  .object({
    language: z.enum(DESK_LANGUAGES, { error: 'Выберите язык рабочего места: ru или zh' }),
  })
  .meta({ id: 'DeskLanguageUpdate' });
export type DeskLanguageUpdate = z.input<typeof deskLanguageUpdateSchema>;

/** The body of PUT /api/staff/team/{id}/roles. */
export const staffRolesUpdateSchema = z.object({ roles: staffRolesField });
export type StaffRolesUpdate = z.input<typeof staffRolesUpdateSchema>;

export const STAFF_MEMBER_STATES = ['active', 'invited', 'invitationExpired', 'deactivated'] as const;
export type StaffMemberState = (typeof STAFF_MEMBER_STATES)[number];
export const STAFF_MEMBER_STATE_TITLES: Record<StaffMemberState, string> = {
  active: 'Работает',
  invited: 'Приглашён',
  invitationExpired: 'Приглашение истекло',
  deactivated: 'Отключён',
};

/** A colleague on /staff/team. */
export const staffMemberSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    state: z.enum(STAFF_MEMBER_STATES),
    lastSignInAt: z.string().nullable(),
    /** Until when a pending invitation's link works. */
    invitationExpiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffTeamSchema = z.object({ data: z.array(staffMemberSchema) }).meta({ id: 'StaffTeam' });
export type StaffTeam = z.infer<typeof staffTeamSchema>;

/** GET /api/staff/me: who the signed-in member is and what roles they hold (the desk shows only what they allow). */
export const staffMeSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(STAFF_ROLES)),
    /** The language the member's desk speaks (decision 066). */
    deskLanguage: z.enum(DESK_LANGUAGES),
  })
  .meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof staffMeSchema>;
