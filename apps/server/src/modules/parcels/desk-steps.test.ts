import { describe, expect, it } from 'vitest';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('parcels: the warehouse desk — its queue, every step in order and out of it, problems with a reason', () => {
  const w = useParcelWorld();

  it('refuses every step out of order with 409', async () => {
    const c = await w.customer(1);
    const id = (await w.create(c)).json().id as number;
    for (const [method, url, body] of [
      ['PUT', `/api/staff/parcels/${id}/assemble`, undefined],
      ['PUT', `/api/staff/parcels/${id}/weigh`, await w.weighBody()],
      ['PUT', `/api/staff/parcels/${id}/ship`, { outgoingDeclaration: 'CN1' + '23456' }],
    ] as const) {
      expect((await call(w.app, method, url, w.staff, body)).statusCode).toBe(409);
    }
    expect((await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token)).statusCode).toBe(409);
    expect(
      (await call(w.app, 'PUT', '/api/parcel/archive', c.client.token, { parcelIds: [id] })).json().moved,
    ).toEqual([]);
    const moved = await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, {
      parcelIds: [id],
      action: 'flyOut',
    });
    expect(moved.json().refused).toEqual([{ id, message: 'Действие недоступно в текущем статусе посылки' }]);
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect((await call(w.app, 'DELETE', `/api/parcel/cl/${id}`, c.client.token)).statusCode).toBe(409);
    expect(
      (await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token)).statusCode,
    ).toBe(409);
  });

  it('stopped in customs and delivery problems carry the reason the customer sees and count', async () => {
    const c = await w.customer(1);
    const id = await w.weighedParcel(c);
    await w.topUp(c.userId, 10_000);
    await call(w.app, 'PUT', `/api/parcel/pay/${id}`, c.client.token);
    await call(w.app, 'PUT', `/api/staff/parcels/${id}/ship`, w.staff, {
      outgoingDeclaration: 'CN99' + '1234567',
    });
    for (const action of ['flyOut', 'arriveCustoms']) {
      await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, { parcelIds: [id], action });
    }
    const noReason = await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, {
      parcelIds: [id],
      action: 'stopInCustoms',
    });
    expect(noReason.statusCode).toBe(400);
    await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, {
      parcelIds: [id],
      action: 'stopInCustoms',
      reason: 'Нужен инвойс',
    });
    const list = (
      await call(w.app, 'GET', '/api/client/my-parcels?statusCategoryIds=8', c.client.token)
    ).json();
    expect(list).toMatchObject({ totalElements: 1, problemsRuCustoms: 1 });
    expect(list.data[0]).toMatchObject({ statusId: 450, statusReason: 'Нужен инвойс' });

    // The rest of the staff rows, each allowed from its status and refused (listed in `refused`) from another.
    const move = async (action: string, extra: Record<string, unknown> = {}) =>
      (
        await call(w.app, 'PUT', '/api/staff/parcels/move', w.staff, { parcelIds: [id], action, ...extra })
      ).json();
    for (const [action, to, wrong] of [
      ['releaseFromCustoms', 350, 'deliver'],
      ['arriveMoscow', 400, 'flyOut'],
      ['passToDelivery', 500, 'arriveCustoms'],
      ['deliveryWrongAddress', 520, 'passToDelivery'],
      ['resolveDeliveryProblem', 500, 'arriveMoscow'],
      ['deliveryNoContact', 510, 'stopInCustoms'],
      ['resolveDeliveryProblem', 500, 'releaseFromCustoms'],
      ['deliveryStorageExpiring', 530, 'flyOut'],
      ['resolveDeliveryProblem', 500, 'deliveryNoContact'],
      ['deliver', 600, 'passToDelivery'],
    ] as const) {
      const reason = { reason: 'Причина' };
      expect((await move(wrong, reason)).refused, `${wrong} before ${action}`).toHaveLength(1);
      expect((await move(action, reason)).moved).toEqual([id]);
      expect((await w.details(c.client, id)).statusId).toBe(to);
      if (to === 510) {
        const problems = (await call(w.app, 'GET', '/api/client/my-parcels', c.client.token)).json();
        expect(problems.problemsRuDelivery).toBe(1);
      }
    }
  });

  it('the optional weighing step 20 → 30 and weighing from 30', async () => {
    const c = await w.customer(1);
    const id = (await w.create(c)).json().id as number;
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/start-weighing`, w.staff)).statusCode).toBe(
      409,
    );
    await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff);
    expect(
      (await call(w.app, 'PUT', `/api/staff/parcels/${id}/start-weighing`, w.staff)).json().statusId,
    ).toBe(30);
    // Over the limit, the limit is said (not «Введите вес»); more decimals than the columns keep are refused.
    const tooHeavy = await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, {
      ...(await w.weighBody()),
      weightKg: 99_999,
      lengthCm: 30.25,
    });
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json().errors).toMatchObject({
      weightKg: 'Не более 10 000 кг',
      lengthCm: 'Не более 1 знака после запятой',
    });
    const weighed = await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, {
      ...(await w.weighBody()),
      weightKg: 99.999,
    });
    expect(weighed.json().statusId).toBe(33);
    expect(weighed.json().weightKg).toBe(99.999);
    // A second weighing is refused: the price the customer sees does not change under them.
    expect(
      (await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, await w.weighBody())).statusCode,
    ).toBe(409);
  });

  it('the desk queue lists parcels sent to assembly with their owner', async () => {
    const c = await w.customer(1);
    const id = (await w.create(c)).json().id as number;
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    const queue = (await call(w.app, 'GET', '/api/staff/parcels?statusId=15&offset=100000', w.staff)).json();
    expect(queue.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      clientId: c.userId,
      clientEmail: c.client.email,
      statusId: 15,
    });
    // Customers do not reach the desk.
    expect((await call(w.app, 'GET', '/api/staff/parcels', c.client.token)).statusCode).toBe(404);
  });
});
