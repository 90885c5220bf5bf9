import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../config.js';
import { goods } from '../db/schema/goods.js';
import { parcels } from '../db/schema/parcels.js';
import {
  call,
  createTestApp,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
  uploadPng,
} from './helpers.js';
import { fundCustomer } from './four-eyes-helpers.js';

/** A CDEK pickup point in Moscow: the delivery address every parcel test uses. */
export const CDEK_PICKUP_POINT = {
  countryCode: 643,
  lastMileOperatorId: 3,
  lastMileDeliveryMethodId: 2,
  pvzCode: 'CDEK-44-1',
};

interface WeighBody {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  photo: string;
}

export interface ParcelCustomer {
  client: SignedUpClient;
  userId: number;
  recipientId: number;
  addressId: number;
  /** Goods on the shelf (received by the warehouse), for the parcel order form. */
  goodsIds: number[];
}

/**
 * The parcel tests' world: an app on a fresh database (with `config()`'s settings, read when it starts) with a
 * signed-in warehouse account (set up before the describe's tests, closed after them) and the steps every parcel test takes — a customer with a confirmed
 * recipient, an address and goods on the shelf, the parcel order, weighing, top-ups and the ruble balance.
 */
export function useParcelWorld(config: () => Partial<AppConfig> = () => ({})) {
  let t: TestApp;
  let staffToken = '';
  beforeAll(async () => {
    t = await createTestApp(config());
    staffToken = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  let seq = 0;
  const world = {
    get app() {
      return t.app;
    },
    get db() {
      return t.app.ctx.db;
    },
    /** The warehouse account's token. */
    get staff() {
      return staffToken;
    },

    /** A Chinese track number of its own for every call. */
    track: (): string => `PT${Date.now().toString().slice(-9)}${(seq += 1)}`.slice(0, 15),

    /** A customer with a confirmed Russian recipient and a CDEK pickup point, and no goods. */
    async customerWithRecipient(): Promise<Omit<ParcelCustomer, 'goodsIds'>> {
      const client = await signUpClient(t.app);
      const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id as number;
      const recipientId = (
        await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
      ).json().id as number;
      await call(t.app, 'PUT', `/api/staff/recipients/${recipientId}/confirm`, staffToken);
      const addressId = (
        await call(t.app, 'POST', '/api/client-address/cl', client.token, CDEK_PICKUP_POINT)
      ).json().id as number;
      return { client, userId, recipientId, addressId };
    },

    /** `n` goods under one track, received by the warehouse (on the shelf when `receive`, expected otherwise). */
    async goods(
      client: SignedUpClient,
      n: number,
      receive = true,
      track: string = world.track(),
    ): Promise<number[]> {
      const created = await call(t.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: track,
        goods: Array.from({ length: n }, () => goodItem),
      });
      if (receive)
        await call(t.app, 'POST', '/api/staff/warehouse/receive', staffToken, { trackNumber: track });
      return (created.json().data as Array<{ id: number }>).map((g) => g.id);
    },

    /** A customer with `n` goods on the shelf. */
    async customer(n = 2): Promise<ParcelCustomer> {
      const c = await world.customerWithRecipient();
      return { ...c, goodsIds: n > 0 ? await world.goods(c.client, n) : [] };
    },

    /** The parcel order form's body for these goods. */
    order: (c: ParcelCustomer, extra: Record<string, unknown> = {}) => ({
      name: 'Кроссовки',
      recipientId: c.recipientId,
      deliveryTransportId: 111,
      deliveryAddressId: c.addressId,
      parcelPackageTypeId: 1,
      additionalServicesIds: [2, 3],
      goodsIds: c.goodsIds,
      ...extra,
    }),
    create: (c: ParcelCustomer, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> =>
      call(t.app, 'POST', '/api/parcel/cl', c.client.token, world.order(c, extra)),
    /** A parcel created with the customer's goods (201 checked): its id. */
    async createdParcel(c: ParcelCustomer, extra: Record<string, unknown> = {}): Promise<number> {
      const response = await world.create(c, extra);
      if (response.statusCode !== 201) throw new Error(`parcel not created: ${response.body}`);
      return response.json().id as number;
    },
    details: async (client: SignedUpClient, id: number) =>
      (await call(t.app, 'GET', `/api/parcel/parcelWithStatus?parcelId=${id}`, client.token)).json(),

    /** The goods of a parcel and their statuses, read from the database (id → status). */
    async goodStatuses(parcelId: number) {
      const rows = await t.app.ctx.db
        .select({ id: goods.id, statusId: goods.statusId })
        .from(goods)
        .where(eq(goods.parcelId, parcelId));
      return Object.fromEntries(rows.map((row) => [row.id, row.statusId])) as Record<number, number>;
    },

    weighBody: async (weightKg = 2.5): Promise<WeighBody> => ({
      weightKg,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      photo: await uploadPng(t.app, staffToken),
    }),
    /** The customer sends the parcel to assembly, the warehouse assembles and weighs it: awaiting payment (33). */
    async sendAssembleWeigh(client: SignedUpClient, id: number): Promise<number> {
      for (const [token, url, body] of [
        [client.token, `/api/parcel/cl/send-on-assembly/${id}`, undefined],
        [staffToken, `/api/staff/parcels/${id}/assemble`, undefined],
        [staffToken, `/api/staff/parcels/${id}/weigh`, await world.weighBody()],
      ] as const) {
        const response = await call(t.app, 'PUT', url, token, body);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      }
      return id;
    },
    /** A parcel of the customer's goods, created and weighed: awaiting payment (33). */
    weighedParcel: async (c: ParcelCustomer): Promise<number> =>
      world.sendAssembleWeigh(c.client, await world.createdParcel(c)),

    /** The one-click parcel's data (`parcelData` of `POST /api/readyGoods/cl`). */
    oneClickParcelData: (recipientId: number, addressId: number) => ({
      nameOfTheProduct: 'Кроссовки для Ивана',
      recipientId,
      hasTheSameRecipient: true,
      deliveryTransportId: 111,
      deliveryAddressId: addressId,
      parcelPackageTypeId: 1,
    }),
    /** A one-click good (with its parcel when `body.parcelData` is given). */
    createReady: (client: SignedUpClient, body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/readyGoods/cl', client.token, {
        incomingDeclaration: 'JT0001112223',
        goods: [goodItem],
        ...body,
      }),
    parcelCount: async (userId: number) =>
      (await t.app.ctx.db.select({ n: count() }).from(parcels).where(eq(parcels.userId, userId)))[0]!.n,

    /** A staff correction crediting the customer's ruble account (a second member approves a large one). */
    topUp: (userId: number, amount: number) => fundCustomer(t.app, staffToken, userId, 'RUB', amount),
    async balance(client: SignedUpClient) {
      const info = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json();
      return Number(
        (info.accounts as Array<{ currency: { ccy: string }; balance: number }>).find(
          (a) => a.currency.ccy === 'RUB',
        )!.balance,
      );
    },
  };
  return world;
}
