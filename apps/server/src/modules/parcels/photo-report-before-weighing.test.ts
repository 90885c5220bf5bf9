import { describe, expect, it } from 'vitest';
import { bearer, call, goodItem } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/**
 * Issue 17, item 11: a paid photo report (service 12, 149 ₽) is billed with the parcel at weighing, so the desk
 * uploads the photos first: the weighing is refused while one is missing, and the customer sees them on the good.
 */
describe('a paid photo report is uploaded before the parcel is weighed', () => {
  const w = useParcelWorld();
  const uploadPhotoReport = (goodId: number) => {
    const boundary = '----photo-report';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`;
    return w.app.inject({
      method: 'POST',
      url: `/api/staff/goods/${goodId}/photo-report`,
      headers: { ...bearer(w.staff), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
  };

  it('refuses to weigh with the goods named, shows them on the desk, and weighs once the photos are in', async () => {
    const c = await w.customerWithRecipient();
    const track = w.track();
    const created = await call(w.app, 'POST', '/api/goods/create', c.client.token, {
      incomingDeclaration: track,
      goods: [{ ...goodItem, additionalServicesIds: [4, 12] }, goodItem],
    });
    const [withReport, plain] = (created.json().data as Array<{ id: number }>).map((g) => g.id) as [
      number,
      number,
    ];
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    const id = await w.createdParcel({ ...c, goodsIds: [withReport, plain] });
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff)).statusCode).toBe(200);

    const desk = (await call(w.app, 'GET', '/api/staff/parcels', w.staff)).json().data;
    expect(desk.find((p: { id: number }) => p.id === id).photoReportsMissing).toEqual([
      { id: withReport, description: goodItem.description },
    ]);

    const refused = await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, await w.weighBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PHOTO_REPORT_MISSING',
      message: `Загрузите оплаченный фотоотчёт (товары № ${withReport}): без него посылку нельзя взвесить`,
    });
    expect((await w.details(c.client, id)).statusId).toBe(20);
    expect(await w.goodStatuses(id)).toEqual({ [withReport]: 140, [plain]: 140 });

    expect((await uploadPhotoReport(withReport)).statusCode).toBe(200);
    const again = (await call(w.app, 'GET', '/api/staff/parcels', w.staff)).json().data;
    expect(again.find((p: { id: number }) => p.id === id).photoReportsMissing).toEqual([]);
    const weighed = await call(w.app, 'PUT', `/api/staff/parcels/${id}/weigh`, w.staff, await w.weighBody());
    expect(weighed.statusCode).toBe(200);
    expect(weighed.json().statusId).toBe(33);

    // The customer sees the photo on the good, and pays the report's 149 ₽ for each of its 2 pieces (decision 052).
    const good = (await call(w.app, 'GET', `/api/goods/cl/${withReport}`, c.client.token)).json();
    expect(good.photoReports).toHaveLength(1);
    const lines = weighed.json().price.lines as Array<{ serviceId: number | null; amount: number }>;
    expect(lines.find((line) => line.serviceId === 12)).toMatchObject({ amount: 298 });
  });
});
