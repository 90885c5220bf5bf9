/**
 * Goods the service bought for the customer (decision 051). A paid buyout lot handed to the warehouse becomes a
 * good of the customer; the customer's yuan are already in the shop's hands, so the good is not the customer's to
 * drop: «Удалить» is refused (409) and hidden with the reason, and the warehouse keeps waiting for the shop's
 * parcel. A good that is no longer wanted goes back to the seller once the warehouse holds it («Вернуть
 * отправителю»), or through support before that.
 */

/** The texts of the rule: the server's refusal and the web's reason beside the hidden button. */
export const BOUGHT_GOOD_MESSAGES = {
  notDeletable:
    'Этот товар выкуплен по вашему заказу и оплачен, поэтому удалить его нельзя: склад ждёт посылку магазина и примет товар на ваше имя. Если товар больше не нужен, напишите в поддержку — поможем вернуть его продавцу.',
  badge: 'Выкуплен по заказу',
  deleteHint:
    'Товар выкуплен по вашему заказу и оплачен: удалить его нельзя, склад ждёт его и примет на ваше имя.',
} as const;

/** May the customer withdraw this good (besides what its status allows)? Never one bought with their money. */
export function mayCustomerDeleteGood(good: { boughtByService: boolean }): boolean {
  return !good.boughtByService;
}
