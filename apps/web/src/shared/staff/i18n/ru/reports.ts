import { COMMON_MESSAGES, REPORT_MONEY_COLUMNS, REPORT_PERIOD_TITLE } from '@cargo/domain';

type MoneyColumn = (typeof REPORT_MONEY_COLUMNS)[number][0];

/** /staff/reports: the owner's report (decision 065); the periods and money columns are the domain's own titles. */
export const reports = {
  title: 'Отчёты',
  form: 'Параметры отчёта',
  period: 'Период',
  from: 'С',
  to: 'По',
  show: 'Показать',
  calendarHint: 'Дни — по московскому времени; неделя — с понедельника, месяц — с 1-го числа.',
  loading: 'Отчёт загружается',
  somethingWrong: COMMON_MESSAGES.somethingWrong as string,
  empty: 'За эти даты событий нет: ни товаров, ни посылок, ни денег, ни обращений',
  currency: 'Валюта',
  storageDebtNow: 'Долг за хранение сейчас:',
  downloadCsv: 'Скачать CSV',
  downloadXlsx: 'Скачать XLSX',
  fileTitle: 'Отчёт {{from}} — {{to}}',
  moneyHeading: '{{title}}, {{currency}}',
  sheet: 'Отчёт',
  charts: {
    revenue: 'Выручка по видам, {{currency}}',
    operations: 'Товары и посылки',
    balances: 'Пополнения и балансы клиентов на конец периода, {{currency}}',
    balancesEnd: 'Балансы на конец',
  },
  operationsTable: 'Товары, посылки и обращения',
  moneyRegion: 'Деньги, {{currency}}',
  moneyTable: 'Деньги, {{currency}}: по строкам журнала операций',
  periods: { ...REPORT_PERIOD_TITLE },
  operations: {
    goodsReceived: 'Товаров принято',
    parcelsShipped: 'Посылок отправлено',
    shippedWeightKg: 'Вес отправленного, кг',
    flights: 'Рейсов',
    ticketsOpened: 'Обращений открыто',
    ticketsAnswered: 'Обращений с первым ответом',
    firstAnswerMedianMinutes: 'Первый ответ, медиана, мин',
    firstAnswerAvgMinutes: 'Первый ответ, среднее, мин',
  },
  money: Object.fromEntries(REPORT_MONEY_COLUMNS) as Record<MoneyColumn, string>,
};
