// Kept apart from labels.ts: FIELD_LABELS reads the domain's constants, and a module that reads them at load time
// brings the domain's schemas (and zod) with it. The first screen needs these names only.
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
