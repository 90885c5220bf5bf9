import type { CurrencyCcy } from '../shared/currency.js';
import type { Decimal } from '../shared/money.js';
import { formatMoneyRu } from '../shared/money-format.js';
import { orderNumberOf } from '../orders/orders.js';
import { recipientFullName } from '../recipients/recipients-answers.js';
import { cleanName as clean, quoted } from '../shared/name-text.js';

/**
 * The one name each of the customer's objects is called by (decision 054): the words its list shows, used alike by
 * the lists and pages, the bell and the e-mails, and the ledger's comments — never an internal number the customer
 * sees nowhere. Each name starts with the object's noun, so it reads alone (a heading, a subject) and in a sentence
 * («Товар «Кроссовки»: новый статус…»); `inSentence` lowers the noun inside one («Хранение за 27.11: товар «…»»).
 * A good's names live with the goods (goods/good-names.ts): the goods' own texts use them.
 */

/** A parcel by the name the list shows (the list's own fallback is its number). */
export function parcelName(parcel: { id: number; name: string | null }): string {
  const name = clean(parcel.name);
  return name ? `Посылка ${quoted(name)}` : `Посылка ${parcel.id}`;
}

/** A cargo by the name the list shows («карго», as the cabinet's page calls bulk freight). */
export function cargoName(cargo: { id: number; name: string | null }): string {
  const name = clean(cargo.name);
  return name ? `Карго ${quoted(name)}` : `Карго ${cargo.id}`;
}

export interface NamedRecipient {
  surname: string | null;
  name: string | null;
  middleName: string | null;
  nickName?: string | null;
}

/** A recipient by the full name the list shows; one the customer sent a self-fill link to is «по ссылке». */
export function recipientName(recipient: NamedRecipient): string {
  const name = recipientFullName(recipient) || clean(recipient.nickName);
  return name ? `Получатель ${name}` : 'Получатель по ссылке';
}

/** An address by its own name, its pickup point or the address itself, as the address book shows it. */
export function addressName(address: {
  name?: string | null;
  pvzName?: string | null;
  address?: string | null;
}): string {
  const name = clean(address.name) || clean(address.pvzName) || clean(address.address);
  return name ? `Адрес ${quoted(name)}` : 'Адрес без названия';
}

/** A buyout order by its number («Заказ Z12»), as the orders list heads it. */
export function orderName(order: { orderId: number }): string {
  return `Заказ ${orderNumberOf(order.orderId)}`;
}

/** A lot by the goods' name it was ordered by, and its order: «Лот «Кроссовки» заказа Z12». */
export function lotName(lot: { orderId: number; orderName: string | null }): string {
  const name = clean(lot.orderName);
  return `Лот ${name ? `${quoted(name)} ` : ''}заказа ${orderNumberOf(lot.orderId)}`;
}

/** A help-desk ticket by its number and topic, as the list shows both. */
export function ticketName(ticket: { id: number; subject?: string | null; title?: string | null }): string {
  const topic = clean(ticket.subject) || clean(ticket.title);
  return `Обращение № ${ticket.id}${topic ? ` ${quoted(topic)}` : ''}`;
}

/** A top-up by its amount, as the list shows it: «Пополнение на 500,00 ₽». */
export function topUpName(topUp: { amount: Decimal; currency: string }): string {
  return `Пополнение на ${formatMoneyRu(topUp.amount, topUp.currency as CurrencyCcy)}`;
}
