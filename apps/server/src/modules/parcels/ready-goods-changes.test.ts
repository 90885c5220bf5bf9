import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GOOD_MESSAGES, PARCEL_MESSAGES } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';
import { parcels } from '../../db/schema/parcels.js';
import { call, goodItem, signUpClient } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('one-click goods (ready goods): changes, cancelling, membership and the list', () => {
  const w = useParcelWorld();
  /** A customer with a confirmed Russian recipient and a CDEK pickup-point address in Moscow. */
  const readyCustomer = w.customerWithRecipient;
  const { oneClickParcelData: parcelData, createReady } = w;

  it('updates and cancels a ready good with its parcel', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    const updated = await call(w.app, 'PUT', `/api/readyGoods/${ready.id}`, client.token, {
      incomingDeclaration: 'JT0001112223',
      goods: { ...goodItem, description: 'Кеды' },
      parcelData: { ...parcelData(recipientId, addressId), parcelPackageTypeId: 2, nameOfTheProduct: 'Кеды' },
    });
    expect(updated.json()).toMatchObject({
      description: 'Кеды',
      parcelData: { packageTypeId: 2, name: 'Кеды' },
    });
    const goodOnly = await call(w.app, 'PUT', `/api/readyGoods/goods/${ready.id}`, client.token, {
      ...goodItem,
      incomingDeclaration: 'JT0001112223',
      qty: 5,
    });
    expect(goodOnly.json().qty).toBe(5);
    expect((await call(w.app, 'DELETE', `/api/readyGoods/${ready.id}`, client.token)).statusCode).toBe(204);
    const after = await call(w.app, 'GET', `/api/readyGoods/${ready.id}`, client.token);
    expect(after.json()).toMatchObject({ goodStatus: { id: 100 }, parcelData: { statusId: 100 } });
  });

  it('adds a shelved good to an open parcel and removes it', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    const other = (
      await call(w.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: 'ZTO55500011',
        goods: [goodItem],
      })
    ).json().data[0];
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: 'ZTO55500011' });
    const added = await call(
      w.app,
      'PUT',
      `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(added.json()).toEqual({ message: 'Товар успешно добавлен в посылку' });
    expect(
      (await call(w.app, 'GET', `/api/goods/parcel/${ready.parcelId}`, client.token)).json().totalElements,
    ).toBe(2);
    const removed = await call(
      w.app,
      'PUT',
      `/api/client/remove-good-from-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(removed.json()).toEqual({ message: 'Товар успешно удален с посылки' });
    expect(
      (await call(w.app, 'GET', `/api/goods/parcel/${ready.parcelId}`, client.token)).json().totalElements,
    ).toBe(1);
  });

  const setParcelStatus = (id: number, statusId: number) =>
    w.db.update(parcels).set({ statusId }).where(eq(parcels.id, id));

  it('lets only the owner cancel a ready good; another customer gets 404 and nothing changes', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const stranger = await signUpClient(w.app);
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    expect((await call(w.app, 'DELETE', `/api/readyGoods/${ready.id}`, stranger.token)).statusCode).toBe(404);
    const after = await call(w.app, 'GET', `/api/readyGoods/${ready.id}`, client.token);
    expect(after.json()).toMatchObject({ goodStatus: { id: 9 }, parcelData: { statusId: 10 } });
  });

  it('refuses to edit or cancel a ready good once its parcel is no longer a request (409), changing nothing', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    await setParcelStatus(ready.parcelId, 20);
    const withParcel = await call(w.app, 'PUT', `/api/readyGoods/${ready.id}`, client.token, {
      incomingDeclaration: 'JT0001112223',
      goods: { ...goodItem, description: 'Кеды' },
      parcelData: { ...parcelData(recipientId, addressId), nameOfTheProduct: 'Кеды' },
    });
    expect(withParcel.statusCode).toBe(409);
    expect(withParcel.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: PARCEL_MESSAGES.notEditable,
    });
    const goodOnly = await call(w.app, 'PUT', `/api/readyGoods/goods/${ready.id}`, client.token, {
      ...goodItem,
      incomingDeclaration: 'JT0001112223',
      qty: 5,
    });
    expect(goodOnly.statusCode).toBe(409);
    const cancel = await call(w.app, 'DELETE', `/api/readyGoods/${ready.id}`, client.token);
    expect(cancel.statusCode).toBe(409);
    const after = (await call(w.app, 'GET', `/api/readyGoods/${ready.id}`, client.token)).json();
    expect(after).toMatchObject({
      description: goodItem.description,
      qty: goodItem.qty,
      goodStatus: { id: 9 },
      parcelData: { name: 'Кроссовки для Ивана', statusId: 20 },
    });
  });

  it('refuses to edit a ready good the warehouse flagged, with the good’s message', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    await w.db.update(goods).set({ statusId: 11 }).where(eq(goods.id, ready.id));
    const response = await call(w.app, 'PUT', `/api/readyGoods/goods/${ready.id}`, client.token, {
      ...goodItem,
      incomingDeclaration: 'JT0001112223',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(GOOD_MESSAGES.notEditable);
  });

  it('lists ready goods newest first, with the total of all of them across pages', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ids: number[] = [];
    for (const name of ['Первая', 'Вторая', 'Третья']) {
      const response = await createReady(client, {
        parcelData: { ...parcelData(recipientId, addressId), nameOfTheProduct: name },
      });
      ids.push(response.json().id);
    }
    const first = (await call(w.app, 'GET', '/api/readyGoods?offset=2', client.token)).json();
    expect(first).toMatchObject({ totalElements: 3, totalPages: 2, page: 1 });
    expect(first.data.map((g: { id: number }) => g.id)).toEqual([ids[2], ids[1]]);
    expect(first.data.map((g: { parcelData: { name: string } }) => g.parcelData.name)).toEqual([
      'Третья',
      'Вторая',
    ]);
    const second = (await call(w.app, 'GET', '/api/readyGoods?offset=2&page=2', client.token)).json();
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, page: 2 });
    expect(second.data.map((g: { id: number }) => g.id)).toEqual([ids[0]]);
    const filtered = (await call(w.app, 'GET', '/api/readyGoods?statusId=10,20', client.token)).json();
    expect(filtered).toMatchObject({ totalElements: 0, data: [] });
  });

  it('changes a parcel’s goods only while it is open (409 afterwards, nothing moves)', async () => {
    const { client, recipientId, addressId } = await readyCustomer();
    const ready = (await createReady(client, { parcelData: parcelData(recipientId, addressId) })).json();
    const other = (
      await call(w.app, 'POST', '/api/goods/create', client.token, {
        incomingDeclaration: 'ZTO55500012',
        goods: [goodItem],
      })
    ).json().data[0];
    await setParcelStatus(ready.parcelId, 20);
    const added = await call(
      w.app,
      'PUT',
      `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'STATUS_CONFLICT', message: PARCEL_MESSAGES.notOpen });
    const removed = await call(
      w.app,
      'PUT',
      `/api/client/remove-good-from-parcel/${ready.parcelId}?goodId=${ready.id}`,
      client.token,
    );
    expect(removed.statusCode).toBe(409);
    const inParcel = await call(w.app, 'GET', `/api/goods/parcel/${ready.parcelId}`, client.token);
    expect(inParcel.json().data.map((g: { id: number }) => g.id)).toEqual([ready.id]);

    // A cancelled good cannot join an open parcel either.
    await setParcelStatus(ready.parcelId, 10);
    await call(w.app, 'DELETE', `/api/goods/cl/${other.id}`, client.token);
    const cancelled = await call(
      w.app,
      'PUT',
      `/api/client/add-good-to-parcel/${ready.parcelId}?goodId=${other.id}`,
      client.token,
    );
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(PARCEL_MESSAGES.addFailed);
  });
});
