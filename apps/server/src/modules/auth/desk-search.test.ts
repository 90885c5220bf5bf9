import { beforeAll, describe, expect, it } from 'vitest';
import { clientCodeOf, PARCEL_STATUS, TICKET_STATUS } from '@cargo/domain';
import { call } from '../../test/helpers.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

const ALL_PARCEL_STATUSES = Object.values(PARCEL_STATUS).join(',');

interface Seeded {
  c: Omit<ParcelCustomer, 'goodsIds'>;
  goodId: number;
  track: string;
  parcelId: number;
  cargoIds: number[];
}

/**
 * The desks' one search (decision 050): each key — the customer's code, e-mail, phone and name, an incoming and an
 * outgoing track, the object's number — finds the object on its desk and nothing of another customer's; the
 * desks' counters count what the search finds, by status.
 */
describe('desk search and counters', () => {
  const w = useParcelWorld();
  let a: Seeded;
  let b: Seeded;
  const OUTGOING = 'RA123456789CN';
  const CARGO_TRACK = 'YT7001112223';
  const CARGO_OUT = 'CNMSK778100';

  async function seed(name: string, surname: string, phone: string, track: string): Promise<Seeded> {
    const c = await w.customerWithRecipient();
    await call(w.app, 'PUT', '/api/client/update-profile', c.client.token, { name, surname, phone });
    const [goodId] = await w.goods(c.client, 2, true, track);
    const parcelId = await w.createdParcel({ ...c, goodsIds: [goodId!] });
    const cargo = await call(w.app, 'POST', '/api/cargo', c.client.token, { name: 'Станки', placesCount: 1 });
    return { c, goodId: goodId!, track, parcelId, cargoIds: [cargo.json().id as number] };
  }

  const ok = async (url: string) => {
    const response = await call(w.app, 'GET', url, w.staff);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json();
  };
  const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).sort((x, y) => x - y);
  const q = (text: string) => encodeURIComponent(text);
  const parcelsFound = async (text: string) =>
    ids((await ok(`/api/staff/parcels?statusId=${ALL_PARCEL_STATUSES}&q=${q(text)}`)).data);
  const goodsFound = async (text: string) => ids((await ok(`/api/staff/goods?q=${q(text)}`)).data);
  const cargoFound = async (text: string) => ids((await ok(`/api/staff/cargo?q=${q(text)}`)).content);
  const customersFound = async (text: string) => ids((await ok(`/api/staff/customers?q=${q(text)}`)).data);

  beforeAll(async () => {
    a = await seed('Аркадий', 'Искомый', '+7 912 555-01-23', 'LP00112233CN');
    b = await seed('Борис', 'Другой', '+7 903 111-22-33', 'SF99887766');
    // A's parcel is weighed, paid and shipped with its outgoing track; A's cargo gets both tracks.
    await w.sendAssembleWeigh(a.c.client, a.parcelId);
    await w.topUp(a.c.userId, 1_000_000);
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${a.parcelId}`, a.c.client.token)).statusCode).toBe(
      200,
    );
    const ship = { outgoingDeclaration: OUTGOING };
    expect(
      (await call(w.app, 'PUT', `/api/staff/parcels/${a.parcelId}/ship`, w.staff, ship)).statusCode,
    ).toBe(200);
    const cargo = await call(w.app, 'POST', '/api/cargo', a.c.client.token, {
      name: 'Запчасти',
      placesCount: 2,
      incomingDeclaration: CARGO_TRACK,
    });
    const shipped = cargo.json().id as number;
    a.cargoIds.push(shipped);
    await call(w.app, 'PUT', `/api/staff/cargo/${shipped}/receive`, w.staff);
    await call(w.app, 'PUT', `/api/staff/cargo/${shipped}/weigh`, w.staff, { weightKg: 120, volumeM3: 0.5 });
    await call(w.app, 'PUT', `/api/cargo/pay/${shipped}`, a.c.client.token);
    await call(w.app, 'PUT', `/api/staff/cargo/${shipped}/ship`, w.staff, { outgoingDeclaration: CARGO_OUT });
  }, 60_000);

  it('finds a customer’s objects by their code, e-mail, phone and name, and none of another’s', async () => {
    const keys = [
      clientCodeOf(a.c.userId),
      `к${a.c.userId}`,
      a.c.client.email.toUpperCase(),
      '8 (912) 555-01-23',
      '5550123',
      'Искомый',
      'аркадий искомый',
    ];
    for (const key of keys) {
      expect(await parcelsFound(key), key).toEqual([a.parcelId]);
      expect(await goodsFound(key), key).toEqual(ids((await ok(`/api/staff/goods?q=${q(a.track)}`)).data));
      expect(await cargoFound(key), key).toEqual(a.cargoIds);
      expect(await customersFound(key), key).toEqual([a.c.userId]);
    }
    expect(await customersFound(clientCodeOf(b.c.userId))).toEqual([b.c.userId]);
  });

  it('finds goods, parcels and cargo by an incoming or an outgoing track, spaces and case aside', async () => {
    expect(await goodsFound(a.track.toLowerCase())).toHaveLength(2);
    expect(await goodsFound('LP 0011')).toHaveLength(2);
    // A parcel is found by the Chinese track of a good in it, and by its own outgoing track.
    expect(await parcelsFound(a.track)).toEqual([a.parcelId]);
    expect(await parcelsFound(b.track)).toEqual([b.parcelId]);
    expect(await parcelsFound('ra 1234 5678 9cn')).toEqual([a.parcelId]);
    expect(await cargoFound(CARGO_TRACK)).toEqual([a.cargoIds[1]]);
    expect(await cargoFound(CARGO_OUT.toLowerCase())).toEqual([a.cargoIds[1]]);
    expect(await parcelsFound('ZZ00000000')).toEqual([]);
  });

  it('finds an object by its own number', async () => {
    expect(await parcelsFound(String(b.parcelId))).toEqual([b.parcelId]);
    expect(await parcelsFound(`№ ${a.parcelId}`)).toEqual([a.parcelId]);
    expect(await goodsFound(String(b.goodId))).toEqual([b.goodId]);
    expect(await cargoFound(`#${b.cargoIds[0]}`)).toEqual(b.cargoIds);
    expect(await customersFound(String(b.c.userId))).toEqual([b.c.userId]);
    const recipients = await ok(`/api/staff/recipients?status=2&q=${b.c.recipientId}`);
    expect(ids(recipients.data)).toEqual([b.c.recipientId]);
    const topUp = await call(w.app, 'POST', '/api/client/top-ups', b.c.client.token, {
      amount: 1000,
      currency: 'RUB',
    });
    const topUpId = topUp.json().topUp.id as number;
    expect(ids((await ok(`/api/staff/top-ups?q=${topUpId}`)).data)).toEqual([topUpId]);
    expect(ids((await ok(`/api/staff/top-ups?q=${clientCodeOf(a.c.userId)}`)).data)).toEqual([]);
  });

  it('counts what the search finds by status, in every desk’s counters', async () => {
    const code = clientCodeOf(a.c.userId);
    expect(await ok(`/api/staff/parcels/counters?q=${code}`)).toEqual({
      counts: { [PARCEL_STATUS.SENT]: 1 },
      total: 1,
    });
    const everyParcel = await ok('/api/staff/parcels/counters');
    expect(everyParcel.total).toBe(2);
    expect(everyParcel.counts[PARCEL_STATUS.SENT]).toBe(1);
    // The goods in A's parcel followed it (shipped: 30); the other one is on the shelf.
    const goods = await ok(`/api/staff/goods/counters?q=${code}`);
    expect(goods.total).toBe(2);
    expect(goods.total).toBe((await ok(`/api/staff/goods?q=${code}`)).totalElements);
    expect(await ok(`/api/staff/cargo/counters?q=${CARGO_OUT}`)).toEqual({ counts: { '50': 1 }, total: 1 });
    expect((await ok('/api/staff/cargo/counters')).total).toBe(3);
    expect(await ok(`/api/staff/recipients/counters?q=${code}`)).toEqual({ counts: { '2': 1 }, total: 1 });
    expect(await ok('/api/staff/top-ups/counters?q=%3F')).toEqual({ counts: {}, total: 0 });
  });

  it('shows the tickets of a customer and of one object on their desk pages', async () => {
    const about = { titleId: 2, message: 'Где посылка?', objectType: 'parcel', objectId: a.parcelId };
    const ticket = await call(w.app, 'POST', '/api/helpDesk', a.c.client.token, about);
    expect(ticket.statusCode).toBe(201);
    await call(w.app, 'POST', '/api/helpDesk', b.c.client.token, { titleId: 2, message: 'Вопрос' });
    const ofParcel = await ok(`/api/staff/helpdesk/tickets?objectType=parcel&objectId=${a.parcelId}`);
    expect(ids(ofParcel.data)).toEqual([ticket.json().id]);
    expect(ofParcel.counts).toEqual({ [TICKET_STATUS.NEW]: 1 });
    const ofCustomer = await ok(`/api/staff/helpdesk/tickets?customerId=${b.c.userId}`);
    expect(ofCustomer.data).toHaveLength(1);
    expect(ids((await ok(`/api/staff/helpdesk/tickets?q=${clientCodeOf(a.c.userId)}`)).data)).toEqual([
      ticket.json().id,
    ]);
  });
});
