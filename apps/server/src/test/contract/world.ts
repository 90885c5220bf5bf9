import type { FastifyInstance } from 'fastify';
import {
  call,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  orderLotItem,
  uploadPng,
} from '../helpers.js';
import { worldTickets } from './world-helpdesk.js';
import { inviteColleagues } from './world-team.js';
import { seedDeskLots } from './world-orders.js';
import { seedDeadLetters } from './world-notifications.js';
import { seedWorldFinance } from './world-finance.js';
import { seedWorldFlights } from './world-flights.js';

/** A customer with a little of everything, a staff account, and ids of real objects, for the contract sweeps. */
export interface World {
  customer: SignedUpClient;
  staff: string;
  ids: Record<string, number | string>;
}

async function ok(response: Promise<{ statusCode: number; body: string; json(): unknown }>, what: string) {
  const r = await response;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r.json() as Record<string, unknown>;
}

export async function buildWorld(app: FastifyInstance): Promise<World> {
  const customer = await signUpClient(app);
  const staff = await signInStaff(app);
  const info = await ok(call(app, 'GET', '/api/client/my-info', customer.token), 'my-info');
  // Two invited customers for the referrals list.
  for (let i = 0; i < 2; i += 1) await signUpClient(app, { referralId: String(info.referralCode) });

  const recipientIds: number[] = [];
  for (const surname of ['Иванов', 'Петров', 'Сидоров']) {
    const r = await ok(
      call(app, 'POST', '/api/recipient-client-data/cl', customer.token, { ...russianRecipient, surname }),
      'recipient',
    );
    recipientIds.push(Number(r.id));
  }
  await ok(call(app, 'PUT', `/api/staff/recipients/${recipientIds[0]}/confirm`, staff), 'confirm');
  // Two archived recipients and addresses, for the archive lists.
  for (const surname of ['Архипов', 'Архангельский']) {
    const r = await ok(
      call(app, 'POST', '/api/recipient-client-data/cl', customer.token, { ...russianRecipient, surname }),
      'recipient',
    );
    await ok(
      call(app, 'DELETE', `/api/recipient-client-data/cl/${r.id}`, customer.token),
      'archive recipient',
    );
  }

  const courier = (street: string) => ({
    countryCode: 643,
    lastMileOperatorId: 3,
    lastMileDeliveryMethodId: 1,
    city: 'Москва',
    address: `${street}, д. 1`,
    postalCode: '125009',
  });
  const addressIds: number[] = [];
  for (const street of ['ул. Тверская', 'ул. Арбат', 'ул. Петровка']) {
    addressIds.push(
      Number(
        (await ok(call(app, 'POST', '/api/client-address/cl', customer.token, courier(street)), 'address'))
          .id,
      ),
    );
  }
  for (const street of ['ул. Неглинная', 'ул. Ильинка']) {
    const a = await ok(
      call(app, 'POST', '/api/client-address/cl', customer.token, courier(street)),
      'address',
    );
    await ok(call(app, 'DELETE', `/api/client-address/cl/${a.id}`, customer.token), 'archive address');
  }
  const pickup = await ok(
    call(app, 'POST', '/api/client-address/cl', customer.token, {
      countryCode: 643,
      lastMileOperatorId: 3,
      lastMileDeliveryMethodId: 2,
      pvzCode: 'CDEK-44-1',
    }),
    'pickup address',
  );

  const goods = await ok(
    call(app, 'POST', '/api/goods/create', customer.token, {
      incomingDeclaration: 'YT1000000001',
      goods: [goodItem, { ...goodItem, description: 'Куртка зимняя' }, { ...goodItem, description: 'Шапка' }],
    }),
    'goods',
  );
  const goodIds = (goods.data as Array<{ id: number }>).map((g) => g.id);
  const ready = async (track: string) =>
    ok(
      call(app, 'POST', '/api/readyGoods/cl', customer.token, {
        incomingDeclaration: track,
        goods: [goodItem],
        parcelData: {
          nameOfTheProduct: 'Кроссовки для Ивана',
          recipientId: recipientIds[0],
          hasTheSameRecipient: true,
          deliveryTransportId: 111,
          deliveryAddressId: pickup.id,
          parcelPackageTypeId: 1,
        },
      }),
      'ready good',
    );
  const firstReady = await ready('YT2000000001');
  await ready('YT2000000002');
  // The warehouse receives the goods' track and two tracks nobody registered (waifs).
  for (const track of ['YT1000000001', 'YT9000000001', 'YT9000000002']) {
    await ok(call(app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: track }), 'receive');
  }

  // Goods for the parcel bodies of the sweeps, one per operation (a good joins one parcel only).
  const spare = await ok(
    call(app, 'POST', '/api/goods/create', customer.token, {
      incomingDeclaration: 'YT1000000002',
      goods: [goodItem, goodItem, goodItem],
    }),
    'spare goods',
  );
  const [parcelGoodId, virtualGoodId, editGoodId] = (spare.data as Array<{ id: number }>).map((g) => g.id);

  // Two parcels from goods on the shelf, sent to assembly: the warehouse desk's queue.
  const parcelIds: number[] = [];
  for (const goodId of goodIds.slice(1)) {
    const parcel = await ok(
      call(app, 'POST', '/api/parcel/cl', customer.token, {
        name: 'Посылка мира',
        recipientId: recipientIds[0],
        deliveryTransportId: 111,
        deliveryAddressId: pickup.id,
        parcelPackageTypeId: 1,
        goodsIds: [goodId],
      }),
      'parcel',
    );
    await ok(call(app, 'PUT', `/api/parcel/cl/send-on-assembly/${parcel.id}`, customer.token), 'assembly');
    parcelIds.push(Number(parcel.id));
  }
  await ok(call(app, 'POST', '/api/parcel/virtual', customer.token, {}), 'virtual parcel');
  for (const name of ['Станки', 'Ткани']) {
    await ok(call(app, 'POST', '/api/cargo', customer.token, { name, placesCount: 2 }), 'cargo');
  }

  await seedWorldFinance(app, staff, customer.token, Number(info.id));

  // Buyout orders: one with two new lots, one with one; two ready orders (the lists' paging sweeps).
  const order = await ok(
    call(app, 'POST', '/api/order', customer.token, {
      orderUnits: [orderLotItem, { ...orderLotItem, orderName: 'Куртка зимняя' }],
    }),
    'order',
  );
  await ok(call(app, 'POST', '/api/order', customer.token, { orderUnits: [orderLotItem] }), 'second order');
  for (const name of ['Кеды', 'Сумка']) {
    await ok(
      call(app, 'POST', '/api/readyOrder/cl', customer.token, {
        order: { orderUnits: [{ ...orderLotItem, orderName: name }] },
        parcelData: {
          nameOfTheProduct: name,
          recipientId: recipientIds[0],
          hasTheSameRecipient: true,
          deliveryTransportId: 111,
          deliveryAddressId: pickup.id,
          parcelPackageTypeId: 1,
        },
      }),
      'ready order',
    );
  }
  const orderAnswer = order.order as { id: number; orderUnits: Array<{ id: number }> };

  const cities = await ok(
    call(app, 'GET', '/api/cdek/location/cities?country_codes=RU', customer.token),
    'cities',
  );
  const cityCode = (cities.data as Array<{ code: number }>)[0]!.code;

  // Two lots of another customer waiting on the buyer's desk (charged through lot-money, as sending them does).
  await seedDeskLots(app, staff);

  // A card top-up and a crypto top-up waiting on the sandbox pages, for the public sandbox calls.
  const card = await ok(
    call(app, 'POST', '/api/client/top-ups', customer.token, { amount: 1000, currency: 'RUB' }),
    'card top-up',
  );
  const crypto = await ok(
    call(app, 'POST', '/api/crypto', customer.token, { amount: 50, currency: 'USD' }),
    'crypto top-up',
  );

  await inviteColleagues(app, staff);

  await seedWorldFlights(app, staff);

  const ticketId = await worldTickets(app, customer.token, staff);
  await seedDeadLetters(app, Number(info.id));

  return {
    customer,
    staff,
    ids: {
      ticketId,
      paymentId: new URL(String(card.confirmationUrl)).searchParams.get('paymentId')!,
      invoiceId: new URL(String(crypto.link)).searchParams.get('invoiceId')!,
      provider: 'sandbox',
      outcome: 'underpaid',
      id: goodIds[0]!,
      goodId: goodIds[0]!,
      goodsId: goodIds[0]!,
      // The labels' batch (GET /api/staff/goods/labels, /api/staff/parcels/labels).
      ids: goodIds.slice(0, 2).join(','),
      // An outgoing track (the tracking lookup's query): none of the world's parcels has shipped.
      query: 'CN000000001RU',
      parcelGoodId: parcelGoodId!,
      virtualGoodId: virtualGoodId!,
      editGoodId: editGoodId!,
      parcelId: Number((firstReady.parcelData as { id: number }).id),
      // An object's staff history (GET /api/staff/history/{objectType}/{objectId}).
      objectType: 'parcel',
      objectId: String((firstReady.parcelData as { id: number }).id),
      recipientId: recipientIds[0]!,
      addressId: addressIds[0]!,
      city_code: cityCode,
      type: 'GOODS',
      fileName: await uploadPng(app, customer.token),
      promoCode: 'NOSUCHCODE',
      customerId: Number(info.id),
      currency: 'CNY',
      orderId: orderAnswer.id,
      lotId: orderAnswer.orderUnits[0]!.id,
      orderUnitId: orderAnswer.orderUnits[0]!.id,
    },
  };
}
