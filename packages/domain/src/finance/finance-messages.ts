import type { CurrencyCcy } from '../shared/currency.js';

/** Finance's Russian messages: the spec's texts and this product's own, shared by the server and the web. */
export const FINANCE_MESSAGES = {
  /** The spec's top-up failure toast. */
  topUpFailed: 'Не удалось пополнить счет',
  /** 402 of a debit from the yuan account (buyouts spend yuan). */
  notEnoughYuan: 'Недостаточно средств на юаневом счету',
  /** 402 of any other debit. */
  notEnoughMoney: 'Недостаточно денег на балансе счета для покупок',
  notEnoughForNewPrice: 'Недостаточно денег для согласования новой цены.',
  topUpTooSmall: (min: string) => `Минимальная сумма пополнения — ${min}`,
  topUpTooLarge: (max: string) => `Максимальная сумма пополнения — ${max}`,
  currencyNotAllowed: 'Этот способ не принимает оплату в выбранной валюте',
  topUpSucceeded: 'Счёт пополнен',
  topUpPending: 'Ожидаем подтверждение оплаты',
  topUpNotFound: 'Платёж не найден',
  /** Why a top-up left unpaid for its provider's lifetime is no longer open. */
  topUpExpired: 'Срок оплаты истёк: деньги не поступили',
  topUpCanceledByCustomer: 'Вы отменили платёж',
  topUpCanceled: 'Пополнение отменено',
  /** 409 of resume or cancel on a top-up that no longer waits for payment. */
  topUpNotOpen: 'Это пополнение уже не ожидает оплаты',
  /** The line under a partly credited top-up and on the underpaid result page. */
  partlyCredited: (credited: string, asked: string) => `Зачислено ${credited} из ${asked}`,
  /** 402 of a conversion whose `from` account holds too little. */
  notEnoughForConversion: 'Недостаточно денег на счёте для конвертации',
  sameCurrency: 'Выберите разные счета',
  conversionAmountPositive: 'Сумма должна быть больше 0',
  conversionDone: 'Конвертация выполнена',
  rateUnavailable: 'Курс валюты сейчас недоступен, попробуйте позже',
  correctionReasonRequired: 'Укажите причину корректировки',
  correctionAmountNonZero: 'Сумма корректировки не может быть нулевой',
  correctionDone: 'Корректировка проведена',
  rateSaved: 'Курс сохранён',
  marginSaved: 'Наценка сохранена',
  promoCreated: 'Промокод создан',
  promoCodeTaken: 'Такой промокод уже есть',
  promoAmountOrDiscount: 'Укажите сумму или скидку',
  cardNumberInvalid: 'Проверьте номер карты',
  cardExpiryInvalid: 'Проверьте срок действия карты',
  cardCvcInvalid: 'Введите три цифры с обратной стороны карты',
  cardDeclined: 'Банк отклонил платёж',
  confirmationCodeWrong: 'Неверный код подтверждения',
  paymentAlreadyFinished: 'Платёж уже завершён',
  invoicePaid: 'Счёт оплачен',
  invoiceUnderpaid: 'Счёт оплачен не полностью: зачислена полученная сумма',
  invoiceExpired: 'Срок оплаты счёта истёк',
  /** The processor came back with no outcome named: nothing is known to have failed. */
  invoiceNotPaid: 'Оплата не завершена',
  paymentCanceled: 'Платёж отменён',
  confirmationNeeded: 'Введите код подтверждения из SMS',
  confirmationAttemptsExhausted: 'Код введён неверно три раза: платёж отменён',
  notificationRejected: 'Уведомление не принято',
  notificationAccepted: 'Уведомление принято',
  refundOnlySucceeded: 'Вернуть можно только зачисленное пополнение',
  cryptoRefundManual: 'Криптоплатёж возвращается вручную: свяжитесь с клиентом',
  refundDone: 'Пополнение возвращено на карту',
  refundRefused: 'Эквайринг не принял возврат: зачисление восстановлено, попробуйте позже',
  refundPending: 'Возврат в обработке: эквайринг ещё не ответил, проверим возврат позже',
  refundStillPending: 'Возврат всё ещё в обработке',
  refundNotPending: 'Возврат этого пополнения не в обработке',
  /** `topUp`: the top-up's one name (object-names.ts, decision 054). */
  refundComment: (topUp: string, amount: string) =>
    `Возврат на карту ${amount}: ${topUp.charAt(0).toLowerCase()}${topUp.slice(1)}`,
  refundRefusedComment: (topUp: string, amount: string) =>
    `Эквайринг не принял возврат ${amount}: ${topUp.charAt(0).toLowerCase()}${topUp.slice(1)}`,
  referralRewardComment: 'Вознаграждение по реферальной программе',
  /** The referrer's row when the invited customer's top-up that earned a reward went back to the card. */
  referralReversalComment: (amount: string) =>
    `Отмена реферального вознаграждения ${amount}: приглашённому вами клиенту вернули пополнение`,
  /** Added to a taken-back credit's row when the balance did not cover it (docs/decisions/046). */
  debtNote: (taken: string | null, owed: string) =>
    (taken ? `. Списано ${taken}, остальные ${owed}` : `. На счёте не было денег: ${owed}`) +
    ' — долг, удержим его из следующих поступлений на этот счёт',
  debtRepaymentComment: (what: string, paid: string, left: string | null) =>
    `Погашение долга (${what}): удержано ${paid}` + (left ? `, осталось ${left}` : ', долг погашен'),
  /** 409 of a second discount code while the first one waits for a parcel. */
  discountAlreadyHeld:
    'У вас уже есть скидка по промокоду: она применится к следующей посылке. Новую скидку можно активировать после этого',
  rubRateFixed: 'Курс рубля всегда равен 1',
  customerNotFound: 'Клиент не найден',
  promoDeactivated: 'Промокод отключён',
} as const;

/** The debit message for an account of this currency (spec section 8). */
export function notEnoughMoneyMessage(currency: CurrencyCcy): string {
  return currency === 'CNY' ? FINANCE_MESSAGES.notEnoughYuan : FINANCE_MESSAGES.notEnoughMoney;
}
