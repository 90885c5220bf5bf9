import { decodeJwt, orderLotItem } from '../helpers.js';
import type { ObjectKind, OwnerCalls } from './owned.js';

/** The buyout objects the ownership sweep names (orders, lots, ready orders): how to make and show each. */

/** Yuan on the customer's account through the finance desk, for lots sent to buyout. */
async function giveYuan(h: OwnerCalls) {
  await h.once('yuan', () =>
    h.staffCall('POST', `/api/staff/customers/${decodeJwt(h.token).sub}/corrections`, {
      currency: 'CNY',
      amount: 100_000,
      reason: 'Для оплаты заказов',
    }),
  );
}

/** A buyout order of one lot (the lot given), marked with the holder's mark; the order's answer. */
async function newOrder(h: OwnerCalls, lot: Record<string, unknown> = {}) {
  const answer = await h.post(
    '/api/order',
    {
      commentOrder: `Заказ ${h.mark}`,
      orderUnits: [{ ...orderLotItem, orderName: `Вещь ${h.mark}`, ...lot }],
    },
    'an order',
  );
  return answer.order as { id: number; orderUnits: Array<{ id: number }> };
}

/** Every order of the owner, with its lots: what shows a lot (lots have no page of their own). */
const MY_ORDERS = '/api/client/my-orders?offset=100000';

export const ORDER_OBJECTS = {
  order: {
    what: 'buyout order with a new lot',
    create: async (h) => (await newOrder(h)).id,
    show: (id) => ({ url: `/api/order/${id}` }),
  },
  lotWithPicture: {
    what: 'new lot with a photo',
    create: async (h) => (await newOrder(h, { photoUrl: await h.get('picture') })).orderUnits[0]!.id,
    show: () => ({ url: MY_ORDERS }),
  },
  lotToConfirm: {
    what: 'lot paid, its price raised by the buyer, awaiting confirmation',
    async create(h) {
      await giveYuan(h);
      const id = (await newOrder(h, { statusId: 50 })).orderUnits[0]!.id;
      // The buyer's desk found 95 ¥ a unit and 20 ¥ of delivery.
      await h.staffCall('PUT', `/api/staff/orders/lots/${id}/raise-price`, {
        unitPrice: 95,
        chinaDelivery: 20,
        note: 'Цена в магазине выросла',
      });
      return id;
    },
    show: () => ({ url: MY_ORDERS }),
  },
  readyOrder: {
    what: 'ready order',
    async create(h) {
      await giveYuan(h);
      const answer = await h.post(
        '/api/readyOrder/cl',
        {
          order: { orderUnits: [{ ...orderLotItem, orderName: `Вещь ${h.mark}` }] },
          parcelData: {
            nameOfTheProduct: `Посылка ${h.mark}`,
            recipientId: await h.get('recipient'),
            hasTheSameRecipient: true,
            deliveryTransportId: 111,
            deliveryAddressId: await h.get('address'),
            parcelPackageTypeId: 1,
          },
        },
        'a ready order',
      );
      return (answer.order as { id: number }).id;
    },
    show: (id) => ({ url: `/api/readyOrder/${id}` }),
  },
} satisfies Record<string, ObjectKind>;
