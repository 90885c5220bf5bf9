/** The service's name and support contacts: the one place to change them. */
export const COMPANY = {
  name: 'Карго Экспресс',
  tagline: 'Доставка товаров из Китая в Россию и Беларусь',
  legalName: 'ООО «Карго Экспресс»',
  site: 'cargo-express.ru',
} as const;

export const SUPPORT_CONTACTS = {
  email: 'support@cargo-express.ru',
  telegram: '@cargo_express_support',
  telegramUrl: 'https://t.me/cargo_express_support',
  phone: '+7 495 120-45-67',
  phoneHref: 'tel:+74951204567',
  hours: 'Пн–Пт, 09:00–18:00 МСК',
} as const;
