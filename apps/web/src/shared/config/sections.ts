/** Titles of the cabinet's sections, the same in the sidebar, the dashboard's quick links and the staff desk. */
export const SECTION_TITLES = {
  dashboard: 'Главная',
  orders: 'Поможем купить',
  goods: 'Товары',
  parcels: 'Посылки',
  recipientsAndAddresses: 'Получатели и адреса',
  calculator: 'Калькулятор',
  finance: 'Финансы',
  profile: 'Профиль',
  support: 'Помощь',
  help: 'Справка',
} as const;
