import { z } from 'zod';
import { FIELD_MESSAGES } from '../shared/fields.js';
import { optionalPhoneField } from '../shared/phone-field.js';
import { textField } from '../shared/text-field.js';
import { REGISTRATION_SOURCE_IDS } from './roles.js';

/** Texts of spec section 5 "Login" and of the auth screens. */
export const AUTH_MESSAGES = {
  emailRequired: 'Введите почту',
  emailInvalid: 'Введите валидный email',
  passwordRequired: 'Введите пароль',
  passwordTooShort: 'Слишком короткий пароль',
  passwordTooLong: 'Пароль не должен превышать 128 символов',
  passwordsDiffer: 'Пароли не совпадают',
  confirmRequired: 'Повторите пароль',
  oldPasswordRequired: 'Введите текущий пароль',
  nameRequired: 'Введите имя',
  nameTooLong: FIELD_MESSAGES.textTooLong(60),
  phoneInvalid: FIELD_MESSAGES.phoneInvalid,
  agreementRequired: 'Необходимо согласие с условиями',
  urlInvalid: 'Введите валидный URL',
  signInFailed: 'Не удалось войти. Попробуйте, пожалуйста позже.',
  invalidCredentials: 'Неверный email или пароль',
  tooManyAttempts: 'Слишком много попыток входа. Попробуйте через 15 минут.',
  emailNotRegistered: 'Данный адрес почты не зарегистрирован в базе',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  signUpFailed: 'Не удалось зарегестрировать. Пожалуйста, проверьте правильность заполнения полей',
  signUpSucceeded: 'Регистрация прошла успешно. Можете войти в личный кабинет',
  resetLinkSent: 'Письмо отправлено Вам на почту',
  resetLinkInvalid: 'Ссылка для восстановления пароля недействительна или устарела',
  passwordUpdated: 'Пароль успешно обновлен',
  passwordUpdateFailed: 'Не удалось обновить пароль. Попробуйте, пожалуйста позже.',
  passwordUpdateRejected: 'Не удалось обновить пароль',
  oldPasswordWrong: 'Текущий пароль указан неверно',
  profileUpdated: 'Профиль успешно обновлен',
  sessionExpired: 'Сессия истекла, войдите снова',
  unauthorized: 'Требуется вход в личный кабинет',
} as const;

/** Titles both sides show: the reset letter's subject is the recovery page's title. */
export const AUTH_TITLES = {
  passwordRecovery: 'Восстановление пароля',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emailField = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, AUTH_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(8, AUTH_MESSAGES.passwordTooShort)
  .max(128, AUTH_MESSAGES.passwordTooLong);

/** A person's name in the account (sign-up, profile): 60 characters of letters, digits and symbols. */
export const personNameField = textField({
  max: 60,
  messages: { required: AUTH_MESSAGES.nameRequired, tooLong: AUTH_MESSAGES.nameTooLong },
});
const nameField = personNameField;

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
  rememberMe: z.boolean().optional().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;

/** The body of POST /api/client/sign-up. */
export const signUpSchema = z.object({
  email: emailField,
  password: passwordField,
  name: nameField,
  phone: optionalPhoneField,
  registrationSourceId: z
    .union(REGISTRATION_SOURCE_IDS.map((id) => z.literal(id)))
    .optional()
    .default(1),
  referralId: z.string().trim().max(32).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** The registration form: the sign-up body plus the repeated password and the consent box. */
export const registrationFormSchema = signUpSchema
  .extend({
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired),
    agreement: z.boolean().refine((value) => value, AUTH_MESSAGES.agreementRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z.string({ error: AUTH_MESSAGES.sessionExpired }).min(1, AUTH_MESSAGES.sessionExpired),
});

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The body of PUT /api/client/reset-password; the reset token travels as `?token=` or a bearer header. */
export const resetPasswordSchema = z.object({ password: passwordField });

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: AUTH_MESSAGES.oldPasswordRequired })
      .min(1, AUTH_MESSAGES.oldPasswordRequired),
    newPassword: passwordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.confirmRequired }).min(1, AUTH_MESSAGES.confirmRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
