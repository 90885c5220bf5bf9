import { createTicketSchema, orderCreateSchema, staffRaisePriceSchema } from '@cargo/domain';
import type { AppContext } from '../../context.js';
import { createTicket, staffAnswer } from '../helpdesk/index.js';
import { commissionPercentOf, createOrder, raiseLotPrice } from '../orders/index.js';
import type { DemoActor } from './demo-staff.js';

/**
 * A buyout order («Поможем купить») of three lots: one new; one sent to buyout and paid from the yuan, whose price
 * the buyer then found higher in the shop (it waits for the customer's answer); one paid and waiting for the buyer.
 */
export async function seedDemoOrder(ctx: AppContext, userId: number, staff: DemoActor): Promise<void> {
  const { order } = await createOrder(
    ctx.db,
    userId,
    orderCreateSchema.parse({
      commentOrder: 'Подарки к празднику',
      orderUnits: [
        {
          goodUrl: 'https://item.taobao.com/item.htm?id=612345678901',
          price: 45,
          count: 1,
          delivery: '10',
          orderName: 'Термокружка 450 мл',
          color: 'синий',
          types: [6],
        },
        {
          goodUrl: 'https://detail.tmall.com/item.htm?id=698765432109',
          price: 120,
          count: 1,
          delivery: '12',
          orderName: 'Кроссовки беговые',
          size: '38',
          types: [2],
          statusId: 50,
        },
        {
          goodUrl: 'https://item.taobao.com/item.htm?id=633344455566',
          price: 25,
          count: 1,
          delivery: '10',
          orderName: 'Чехол для телефона',
          color: 'прозрачный',
          types: [6],
          statusId: 50,
        },
      ],
    }),
    commissionPercentOf(ctx.config),
  );
  const sneakers = order.orderUnits.find((lot) => lot.orderName === 'Кроссовки беговые');
  if (sneakers) {
    await raiseLotPrice(
      ctx.db,
      staff('PUT /api/staff/orders/lots/{id}/raise-price'),
      sneakers.id,
      staffRaisePriceSchema.parse({
        unitPrice: '135',
        chinaDelivery: '12',
        note: 'В магазине подорожали: 135 ¥ вместо 120 ¥. Покупаем по новой цене?',
      }),
      commissionPercentOf(ctx.config),
    );
  }
}

/** A question to support about delivery times, and the support's answer waiting to be read. */
export async function seedDemoTicket(ctx: AppContext, userId: number, staff: DemoActor): Promise<void> {
  const ticket = await createTicket(
    ctx.db,
    userId,
    createTicketSchema.parse({
      titleId: 2,
      subject: 'Сроки доставки',
      message: 'Здравствуйте! Сколько обычно идёт посылка до Москвы после отправки со склада?',
    }),
  );
  await staffAnswer(ctx.db, staff('POST /api/staff/helpdesk/tickets/{id}/answers'), ticket.id, {
    message:
      'Здравствуйте! Авиа Стандарт идёт 12–18 дней от отправки со склада; трек появится на странице посылки, ' +
      'как только она улетит.',
    images: [],
    internal: false,
  });
}
