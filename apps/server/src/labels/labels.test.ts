import { clientCodeOf, LABEL_PAGE_MM, mmToPoints, STAFF_ACCESS_MESSAGES } from '@cargo/domain';
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearer, call, goodItem, signInStaffMember } from '../test/helpers.js';
import { useParcelWorld } from '../test/parcel-fixtures.js';

/** The page sizes of a PDF in points, as its /MediaBox entries say (PDFKit writes page dictionaries uncompressed). */
function mediaBoxes(pdf: Buffer): Array<[number, number]> {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
    Number(Number(m[1]).toFixed(2)),
    Number(Number(m[2]).toFixed(2)),
  ]);
}

const points = (mm: readonly [number, number]) => mm.map((v) => Number(mmToPoints(v).toFixed(2)));

/** Issue 32, «Labels and a scanner-fast desk»: goods labels at receipt and parcel labels at packing, as PDF. */
describe('labels', () => {
  const w = useParcelWorld();
  const get = (url: string, token = w.staff) => w.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('prints a goods label per good on 58×40 thermal paper, a page each, with the font embedded', async () => {
    const c = await w.customerWithRecipient();
    const track = w.track();
    const created = await call(w.app, 'POST', '/api/goods/create', c.client.token, {
      incomingDeclaration: track,
      goods: [goodItem, { ...goodItem, description: 'Наушники Bluetooth' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const ids = (created.json().data as Array<{ id: number }>).map((g) => g.id);
    const response = await get(`/api/staff/goods/labels?ids=${ids.join(',')}&format=58x40`);
    if (process.env.LABELS_KEEP) writeFileSync(`${process.env.LABELS_KEEP}.goods.pdf`, response.rawPayload);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="goods-labels-58x40\.pdf"$/);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    expect(mediaBoxes(pdf)).toEqual([points(LABEL_PAGE_MM['58x40']), points(LABEL_PAGE_MM['58x40'])]);
    // The one font, embedded as a subset of the glyphs used: Chinese prints without the reader's fonts.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2 /);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
    expect(clientCodeOf(c.userId)).toMatch(/^K\d{4}/);
  });

  it('fills A4 sheets: 24 goods labels a sheet, a second sheet for the 25th', async () => {
    const c = await w.customerWithRecipient();
    const ids = await w.goods(c.client, 25, false);
    const response = await get(`/api/staff/goods/labels?ids=${ids.join(',')}&format=a4`);
    expect(response.statusCode).toBe(200);
    expect(mediaBoxes(response.rawPayload)).toEqual([points([210, 297]), points([210, 297])]);
  });

  it('prints a parcel label on 100×150 by default, and refuses an id that names nothing (404)', async () => {
    const c = await w.customer(1);
    const parcelId = await w.weighedParcel(c);
    const response = await get(`/api/staff/parcels/labels?ids=${parcelId}`);
    expect(response.statusCode).toBe(200);
    expect(mediaBoxes(response.rawPayload)).toEqual([points(LABEL_PAGE_MM['100x150'])]);
    if (process.env.LABELS_KEEP) writeFileSync(process.env.LABELS_KEEP, response.rawPayload);
    const a4 = await get(
      `/api/staff/parcels/labels?ids=${parcelId},${parcelId},${parcelId},${parcelId},${parcelId}&format=a4`,
    );
    expect(mediaBoxes(a4.rawPayload)).toHaveLength(2);
    const missing = await get(`/api/staff/parcels/labels?ids=${parcelId},2000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Посылка не найдена' });
  });

  it('refuses a bad list or paper with 400', async () => {
    for (const query of [
      'ids=',
      'ids=1,,2',
      'ids=0',
      'ids=1&format=a5',
      `ids=${Array(201).fill(1).join(',')}`,
    ]) {
      expect((await get(`/api/staff/goods/labels?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('answers 403 to roles without the right, 404 to a customer', async () => {
    const c = await w.customer(1);
    for (const role of ['support', 'finance', 'buyer'] as const) {
      const member = await signInStaffMember(w.app, [role]);
      for (const kind of ['goods', 'parcels']) {
        const response = await get(`/api/staff/${kind}/labels?ids=${c.goodsIds[0]}`, member.token);
        expect(response.statusCode, `${role} ${kind}`).toBe(403);
        expect(response.json().message).toBe(STAFF_ACCESS_MESSAGES.forbidden);
      }
    }
    const warehouse = await signInStaffMember(w.app, ['warehouse']);
    expect((await get(`/api/staff/goods/labels?ids=${c.goodsIds[0]}`, warehouse.token)).statusCode).toBe(200);
    expect((await get(`/api/staff/goods/labels?ids=${c.goodsIds[0]}`, c.client.token)).statusCode).toBe(404);
  });
});
