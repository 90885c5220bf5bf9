/** The desk's shell (header, section bar, home, forbidden section, shared desk pieces): the Russian texts. */
export const shell = {
  staffMember: 'Сотрудник',
  signOut: 'Выйти',
  sectionsNav: 'Разделы рабочего места',
  language: 'Язык рабочего места',
  languageFailed: 'Не удалось сохранить язык',
  sections: {
    recipients: 'Получатели',
    warehouse: 'Приёмка',
    goods: 'Товары',
    parcels: 'Посылки',
    flights: 'Рейсы',
    cargo: 'Карго',
    orders: 'Выкуп',
    customers: 'Счета клиентов',
    topUps: 'Пополнения',
    rates: 'Курсы',
    promoCodes: 'Промокоды',
    helpdesk: 'Обращения',
    deadLetters: 'Недоставленные',
    reports: 'Отчёты',
    audit: 'Журнал действий',
    team: 'Сотрудники',
  },
  roles: {
    owner: 'Владелец',
    finance: 'Финансы',
    warehouse: 'Склад',
    buyer: 'Закупщик',
    support: 'Поддержка',
  },
  home: {
    title: 'Рабочее место',
    noSections: 'Нет доступных разделов',
    noRoles:
      'У вашей учётной записи пока нет ролей. Попросите владельца назначить их на странице «Сотрудники».',
  },
  forbidden: {
    title: 'Раздел недоступен',
    message: 'Недостаточно прав: это действие доступно другим ролям сотрудников',
    toOwn: 'Перейти к своим разделам',
  },
  loading: 'Загрузка',
  actions: 'Действия',
  search: {
    label: 'Поиск',
    hint: 'Код клиента (K0003), e-mail, телефон, имя, трек или номер',
    clear: 'Очистить поиск',
    found: 'Найдено: {{count}}',
  },
  empty: {
    nothingFound: 'По запросу «{{q}}» ничего не найдено',
    nothingFoundHint:
      'Проверьте код клиента, трек или номер; другие вкладки показывают, сколько найдено в них.',
    clear: 'Очистить поиск',
  },
};
