import { AUTH_MESSAGES, RECIPIENT_LABELS } from '@cargo/domain';

/** Labels of form fields and read-only rows that several screens show: one text each. */
export const FIELD_LABELS = {
  email: 'Почта',
  contactEmail: RECIPIENT_LABELS.email,
  phone: RECIPIENT_LABELS.phone,
  password: 'Пароль',
  newPassword: 'Новый пароль',
  // The prompt under the field is its label too.
  confirmPassword: AUTH_MESSAGES.confirmRequired,
  passwordPlaceholder: 'Не менее 8 символов',
  surname: RECIPIENT_LABELS.surname,
  middleName: RECIPIENT_LABELS.middleName,
  registeredAt: 'Дата регистрации',
  promoCode: 'Промокод',
} as const;
