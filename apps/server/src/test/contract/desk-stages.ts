import type { FastifyInstance } from 'fastify';
import { SANDBOX_CARDS, type CurrencyCcy } from '@cargo/domain';
import { call, goodItem, russianRecipient, signUpClient, uploadPng } from '../helpers.js';
import { fundCustomer } from '../four-eyes-helpers.js';
import { CDEK_PICKUP_POINT } from '../parcel-fixtures.js';

/** A customer of the staff sweeps: their token, id, a confirmed recipient and a pickup point. */
export interface DeskCustomer {
  token: string;
  userId: number;
  recipientId: number;
  addressId: number;
}

async function ok(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string,
  body?: unknown,
) {
  const response = await call(app, method, url, token, body);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
}

let seq = 0;
const track = () => `DS${Date.now().toString().slice(-8)}${(seq += 1)}`.slice(0, 15);

/**
 * Objects in the status each staff change starts from, made through the customer's and the desk's own calls (as
 * the owner), for the sweep that checks every staff change leaves its audit row.
 */
export function deskStages(app: FastifyInstance, staff: string) {
  const stages = {
    track,
    async customer(): Promise<DeskCustomer> {
      const client = await signUpClient(app);
      const userId = Number((await ok(app, 'GET', '/api/client/my-info', client.token)).id);
      const recipient = await ok(
        app,
        'POST',
        '/api/recipient-client-data/cl',
        client.token,
        russianRecipient,
      );
      await ok(app, 'PUT', `/api/staff/recipients/${recipient.id}/confirm`, staff);
      const address = await ok(app, 'POST', '/api/client-address/cl', client.token, CDEK_PICKUP_POINT);
      return {
        token: client.token,
        userId,
        recipientId: Number(recipient.id),
        addressId: Number(address.id),
      };
    },
    /** A recipient waiting for the desk's review (1). */
    async recipientUnderReview(): Promise<number> {
      const client = await signUpClient(app);
      const made = await ok(app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient);
      return Number(made.id);
    },
    /** Goods of the customer under a new track, registered and (unless told) received: their ids. */
    async goods(c: DeskCustomer, receive = true, trackNumber = track(), item = goodItem): Promise<number[]> {
      const made = await ok(app, 'POST', '/api/goods/create', c.token, {
        incomingDeclaration: trackNumber,
        goods: [item],
      });
      if (receive) await ok(app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber });
      return (made.data as Array<{ id: number }>).map((good) => good.id);
    },
    /** A parcel of one good on the shelf, sent to assembly (15). */
    async parcelToAssemble(c: DeskCustomer, insured = false, item = goodItem): Promise<number> {
      const parcel = await ok(app, 'POST', '/api/parcel/cl', c.token, {
        name: 'Посылка для проверки журнала',
        recipientId: c.recipientId,
        deliveryTransportId: 111,
        deliveryAddressId: c.addressId,
        parcelPackageTypeId: 1,
        additionalServicesIds: [2, 3],
        goodsIds: await stages.goods(c, true, track(), item),
        insured,
      });
      await ok(app, 'PUT', `/api/parcel/cl/send-on-assembly/${parcel.id}`, c.token);
      return Number(parcel.id);
    },
    weighBody: async () => ({
      weightKg: 2.5,
      lengthCm: 30,
      widthCm: 20,
      heightCm: 10,
      photo: await uploadPng(app, staff),
    }),
    /** A parcel moved by the desk to `status`: 20 assembled, 30 on the scales, 33 weighed, 40 paid, 50 shipped. */
    async parcelAt(
      status: 20 | 30 | 33 | 40 | 50,
      c?: DeskCustomer,
      insured = false,
      item = goodItem,
    ): Promise<number> {
      const owner = c ?? (await stages.customer());
      const id = await stages.parcelToAssemble(owner, insured, item);
      await ok(app, 'PUT', `/api/staff/parcels/${id}/assemble`, staff);
      if (status === 20) return id;
      await ok(app, 'PUT', `/api/staff/parcels/${id}/start-weighing`, staff);
      if (status === 30) return id;
      await ok(app, 'PUT', `/api/staff/parcels/${id}/weigh`, staff, await stages.weighBody());
      if (status === 33) return id;
      await stages.fund(owner.userId, 'RUB', 10_000);
      await ok(app, 'PUT', `/api/parcel/pay/${id}`, owner.token);
      if (status === 40) return id;
      await ok(app, 'PUT', `/api/staff/parcels/${id}/ship`, staff, {
        outgoingDeclaration: `CN${String(id).padStart(9, '0')}RU`,
      });
      return id;
    },
    fund: (userId: number, currency: CurrencyCcy, amount: number) =>
      fundCustomer(app, staff, userId, currency, amount),
    /** A cargo request (10), received (20), weighed (33) or paid (40). */
    async cargoAt(status: 10 | 20 | 33 | 40): Promise<number> {
      const c = await stages.customer();
      const made = await ok(app, 'POST', '/api/cargo', c.token, { name: 'Станки', placesCount: 2 });
      const id = Number(made.id);
      if (status === 10) return id;
      await ok(app, 'PUT', `/api/staff/cargo/${id}/receive`, staff);
      if (status === 20) return id;
      await ok(app, 'PUT', `/api/staff/cargo/${id}/weigh`, staff, { weightKg: 12, volumeM3: 0.05 });
      if (status === 33) return id;
      await stages.fund(c.userId, 'RUB', 10_000);
      await ok(app, 'PUT', `/api/cargo/pay/${id}`, c.token);
      return id;
    },
    /** A card top-up of `amount` ₽ the sandbox acquirer paid and the portal credited (3): its id. */
    async creditedTopUp(amount = 1000): Promise<number> {
      const c = await signUpClient(app);
      const made = await ok(app, 'POST', '/api/client/top-ups', c.token, { amount, currency: 'RUB' });
      const paymentId = new URL(String(made.confirmationUrl)).searchParams.get('paymentId');
      await ok(app, 'POST', `/api/sandbox/card-payments/${paymentId}/pay`, '', {
        cardNumber: SANDBOX_CARDS.succeeds,
        expiry: '12/40',
        cvc: '123',
      });
      return Number((made.topUp as { id: number }).id);
    },
    /** A ticket of a new customer: its id. */
    async ticket(): Promise<number> {
      const c = await signUpClient(app);
      return Number(
        (await ok(app, 'POST', '/api/helpDesk', c.token, { titleId: 2, message: 'Где посылка?' })).id,
      );
    },
  };
  return stages;
}

export type DeskStages = ReturnType<typeof deskStages>;
