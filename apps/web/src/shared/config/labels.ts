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

/** Names of controls and regions (visible or for screen readers) used in more than one place. */
export const UI_LABELS = {
  loading: 'Загрузка',
  cancel: 'Отмена',
  toHome: 'На главную',
  closeMenu: 'Закрыть меню',
  copyLink: 'Копировать ссылку',
  copied: 'Скопировано',
  support: 'Служба поддержки',
  contactSupport: 'Связаться с поддержкой',
  paymentMethods: 'Способы оплаты',
} as const;
