import { COMMON_MESSAGES } from '@cargo/domain';

/** /staff/customers/:id: a customer's desk page. */
export const customer = {
  customers: 'Клиенты',
  desk: 'Рабочее место',
  notFound: 'Клиент не найден',
  loadFailed: COMMON_MESSAGES.loadFailed as string,
  titled: '{{name}} · {{code}}',
  untitled: 'Клиент {{code}}',
  number: '№ {{id}}',
  sections: {
    accounts: 'Счета',
    otherDesks: 'На других столах',
    parcels: 'Посылки',
    goods: 'Товары',
    tickets: 'Обращения',
    history: 'История',
  },
  desks: { cargo: 'Карго', lots: 'Лоты выкупа', recipients: 'Получатели', topUps: 'Пополнения' },
};
