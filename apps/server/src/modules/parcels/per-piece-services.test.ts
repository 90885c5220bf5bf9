import { describe, expect, it } from 'vitest';
import { call, goodItem } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

describe('per-item services on the invoice: every piece counts (decision 052)', () => {
  const w = useParcelWorld();

  it('bills «С проверкой» on two goods of 3 pieces each as 6 × 100 ₽ = 600 ₽, as «100 ₽ за шт.» says', async () => {
    const c = await w.customerWithRecipient();
    const track = w.track();
    const created = await call(w.app, 'POST', '/api/goods/create', c.client.token, {
      incomingDeclaration: track,
      goods: [1, 2].map(() => ({
        ...goodItem,
        qty: 3,
        serviceType: 'WITH_CHECK',
        additionalServicesIds: [1, 16],
      })),
    });
    expect(created.statusCode).toBe(201);
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    const goodsIds = (created.json().data as Array<{ id: number }>).map((g) => g.id);
    const id = await w.createdParcel({ ...c, goodsIds }, { parcelPackageTypeId: 2 });
    await w.sendAssembleWeigh(c.client, id);
    const parcel = await w.details(c.client, id);
    expect(parcel.price.lines).toEqual(
      expect.arrayContaining([
        { serviceId: 1, title: 'Детальный осмотр (с проверкой)', quantity: 6, unitPrice: 100, amount: 600 },
        // The bag the customer chose is invoiced under the name the form showed.
        { serviceId: null, title: 'Пакет', quantity: 1, unitPrice: 0, amount: 0 },
      ]),
    );
  });
});
