import type { FastifyInstance } from 'fastify';
import { call } from './helpers.js';

type Row = Record<string, unknown> & { id: number; name: string; statusId: number };

/**
 * What the demo customer sees, read through the cabinet's own calls after signing in with the printed
 * credentials: each list the README promises, in the shape the tests compare.
 */
export async function demoCabinet(app: FastifyInstance, demo: { email: string; password: string }) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/client/sign-in',
    payload: { email: demo.email, password: demo.password },
  });
  const token = signIn.json().token as string;
  const get = async (url: string) => (await call(app, 'GET', url, token)).json();

  const goodsIn = { waiting: [] as string[], onstore: [] as string[], sent: [] as string[] };
  for (const section of ['waiting', 'onstore', 'sent'] as const) {
    const page = await get(`/api/client/my-goods?version=v2&section=${section}&offset=1000`);
    goodsIn[section] = (page.data as Array<{ description: string }>).map((good) => good.description);
  }
  const parcelsIn = async (query: string) =>
    (await get(`/api/client/my-parcels?version=v2&offset=1000&${query}`)).data as Row[];
  const awaitingPayment = await parcelsIn('statusCategoryIds=3');
  const sent = await parcelsIn('statusCategoryIds=6,7,8,9,10,11,12,13,14,100');
  const everything = await parcelsIn('');
  const onTheWay = sent.find((parcel) => parcel.name === 'Наушники')!;
  const details = onTheWay ? await get(`/api/parcel/parcelWithStatus?parcelId=${onTheWay.id}`) : null;
  const orders = await get('/api/client/my-orders');
  const tickets = await get('/api/helpDesk/tickets');
  const bell = await get('/api/notifications?offset=1000');
  const ledger = await get('/api/client/my-transactions?version=v2&offset=100000');
  const info = await get('/api/client/my-info');
  return {
    token,
    verifiedRecipients: (await get('/api/client/my-recipient-data?isVerified=true')).totalElements as number,
    address: (await get('/api/client/my-addresses')).data[0],
    goodsIn,
    awaitingPayment,
    onTheWay,
    onTheWayTracking: (details?.tracking ?? []) as unknown[],
    delivered: everything.find((parcel) => parcel.name === 'Посуда маме'),
    orders,
    lotStatuses: (orders.data as Array<{ orderUnits: Array<{ statusId: number }> }>)
      .flatMap((order) => order.orderUnits.map((lot) => lot.statusId))
      .sort((a, b) => a - b),
    tickets: (tickets.data as Array<{ subject: string; statusId: number }>).map((t) => [
      t.subject,
      t.statusId,
    ]),
    unreadAnswers: (tickets.data as Array<{ unread: number }>).reduce((sum, t) => sum + t.unread, 0),
    unreadEvents: bell.unread as number,
    eventKinds: [...new Set((bell.data as Array<{ kind: string }>).map((event) => event.kind))],
    ledgerKinds: (ledger.data as Array<{ kind: string }>).map((row) => row.kind),
    balances: Object.fromEntries(
      (info.accounts as Array<{ currency: { ccy: string }; balance: number }>).map((a) => [
        a.currency.ccy,
        a.balance,
      ]),
    ) as Record<string, number>,
  };
}
