import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema/audit.js';
import { goods } from '../../db/schema/goods.js';
import { parcels, parcelTrackingEvents } from '../../db/schema/parcels.js';
import { recipients } from '../../db/schema/recipients.js';
import { call, goodItem, signInStaffMember } from '../../test/helpers.js';
import { type ParcelCustomer, useParcelWorld } from '../../test/parcel-fixtures.js';

/** Issue 32, «Flights and the customs registry» (decision 062). */
describe('flights', () => {
  const w = useParcelWorld();
  const today = new Date().toISOString().slice(0, 10);
  let seq = 0;
  const number = () => `FL-${Date.now().toString().slice(-6)}-${(seq += 1)}`;
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    call(w.app, method, url, w.staff, body);

  /** A paid parcel ready to send (40) of a new customer with `n` goods (goodItem: 2 × 89,50 CNY each). */
  async function paidParcel(c?: ParcelCustomer): Promise<{ id: number; c: ParcelCustomer }> {
    const customer = c ?? (await w.customer(2));
    const id = await w.weighedParcel(customer);
    await w.topUp(customer.userId, 100_000);
    const paid = await call(w.app, 'PUT', `/api/parcel/pay/${id}`, customer.client.token);
    if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
    return { id, c: customer };
  }
  async function flight() {
    const created = await staff('POST', '/api/staff/flights', {
      number: number(),
      carrier: 'China Southern CZ',
      plannedDate: today,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { id: number; number: string };
  }
  const statusOf = async (ids: number[]) =>
    Object.fromEntries(
      (
        await w.db
          .select({ id: parcels.id, statusId: parcels.statusId, registry: parcels.registry })
          .from(parcels)
          .where(inArray(parcels.id, ids))
      ).map((row) => [row.id, row]),
    );

  it('creates a flight with a unique number and refuses bad input in Russian', async () => {
    const f = await flight();
    const again = await staff('POST', '/api/staff/flights', {
      number: f.number,
      carrier: 'X',
      plannedDate: today,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'FLIGHT_NUMBER_TAKEN',
      message: 'Рейс с таким номером уже есть',
    });
    const bad = await staff('POST', '/api/staff/flights', {
      number: 'Рейс№1',
      carrier: '',
      plannedDate: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      carrier: 'Введите перевозчика',
      plannedDate: 'Введите дату рейса в формате ГГГГ-ММ-ДД',
    });
    const list = (await staff('GET', '/api/staff/flights')).json();
    expect(list.data[0]).toMatchObject({ id: f.id, number: f.number, status: 'open', parcels: 0 });
  });

  it('adds paid parcels by number or track, refuses others, removes them and shows the totals', async () => {
    const f = await flight();
    const a = await paidParcel();
    const b = await paidParcel();
    const added = await staff('POST', `/api/staff/flights/${f.id}/parcels`, {
      parcel: String(a.id),
      outgoingDeclaration: 'CN100000001RU',
    });
    expect(added.statusCode, added.body).toBe(200);
    await staff('POST', `/api/staff/flights/${f.id}/parcels`, { parcel: ` ${b.id} ` });
    // A repeated scan changes nothing.
    expect(
      (await staff('POST', `/api/staff/flights/${f.id}/parcels`, { parcel: String(a.id) })).statusCode,
    ).toBe(200);
    const details = (await staff('GET', `/api/staff/flights/${f.id}`)).json();
    // 2 parcels × 2 lines of 2 × 89,50 CNY at 11,2 ₽/CNY and 94,3 ₽/€: a line is 21,26 €, a parcel 42,52 €.
    expect(details.totals).toEqual({
      parcels: 2,
      goodsLines: 4,
      grossWeightKg: 5,
      declaredValueEur: 85.04,
      rateDate: today,
    });
    expect(details.parcels.map((p: { id: number }) => p.id)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(details.parcels.find((p: { id: number }) => p.id === a.id)).toMatchObject({
      outgoingDeclaration: 'CN100000001RU',
      declaredValue: 358,
      currency: 'CNY',
      declaredValueEur: 42.52,
      weightKg: 2.5,
    });

    // Another flight cannot take a parcel of this one; a parcel not paid yet is refused; nothing is added.
    const other = await flight();
    const taken = await staff('POST', `/api/staff/flights/${other.id}/parcels`, { parcel: String(a.id) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'PARCEL_ON_OTHER_FLIGHT',
      message: `Посылка уже в рейсе ${f.number}`,
    });
    const unpaid = await w.weighedParcel(await w.customer(1));
    const refused = await staff('POST', `/api/staff/flights/${other.id}/parcels`, { parcel: String(unpaid) });
    expect(refused.statusCode).toBe(409);
    expect(
      (await staff('POST', `/api/staff/flights/${other.id}/parcels`, { parcel: '2000000000' })).statusCode,
    ).toBe(404);
    expect((await staff('GET', `/api/staff/flights/${other.id}`)).json().totals.parcels).toBe(0);

    const removed = await staff('DELETE', `/api/staff/flights/${f.id}/parcels/${b.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().totals).toMatchObject({ parcels: 1, goodsLines: 2, declaredValueEur: 42.52 });
    expect((await statusOf([b.id]))[b.id]!.statusId).toBe(40);
  });

  it('lists each parcel’s problems, refuses to ship with them (409, nothing changes), then ships all in one go', async () => {
    const f = await flight();
    const a = await paidParcel();
    const b = await paidParcel();
    const over = await w.customerWithRecipient();
    const track = w.track();
    await call(w.app, 'POST', '/api/goods/create', over.client.token, {
      incomingDeclaration: track,
      goods: [{ ...goodItem, price: '9000,00' }],
    });
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    const overGoods = await w.db.select({ id: goods.id }).from(goods).where(eq(goods.userId, over.userId));
    const c = await paidParcel({ ...over, goodsIds: overGoods.map((g) => g.id) });
    for (const [p, body] of [
      [a, { parcel: String(a.id), outgoingDeclaration: 'CN200000001RU' }],
      [b, { parcel: String(b.id) }],
      [c, { parcel: String(c.id), outgoingDeclaration: 'CN200000003RU' }],
    ] as const) {
      expect((await staff('POST', `/api/staff/flights/${f.id}/parcels`, body)).statusCode, String(p.id)).toBe(
        200,
      );
    }
    // B's recipient went back to review after payment (a correction): not confirmed.
    await w.db.update(recipients).set({ statusId: 1 }).where(eq(recipients.id, b.c.recipientId));

    const check = (await staff('GET', `/api/staff/flights/${f.id}/check`)).json();
    expect(check.ok).toBe(false);
    const byParcel = Object.fromEntries(
      check.problems.map((p: { parcelId: number; messages: string[] }) => [p.parcelId, p.messages]),
    );
    expect(byParcel[a.id]).toBeUndefined();
    expect(byParcel[b.id]).toEqual(['Получатель не подтверждён', 'Нет исходящего трека']);
    // 18 000 CNY ≈ 2 137,86 €: 15 % of the excess over 200 €.
    expect(byParcel[c.id]).toEqual(['Превышен беспошлинный лимит, пошлина 290,68 € не оплачена']);

    const refused = await staff('PUT', `/api/staff/flights/${f.id}/ship`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'FLIGHT_HAS_PROBLEMS',
      errors: { [b.id]: 'Получатель не подтверждён; Нет исходящего трека' },
    });
    expect(Object.values(await statusOf([a.id, b.id, c.id])).map((p) => p.statusId)).toEqual([40, 40, 40]);

    // B leaves the flight, C's duty is marked paid: the flight ships.
    await staff('DELETE', `/api/staff/flights/${f.id}/parcels/${b.id}`);
    const duty = await staff('PUT', `/api/staff/flights/${f.id}/parcels/${c.id}`, { dutyPaid: true });
    expect(duty.statusCode, duty.body).toBe(200);
    expect((await staff('GET', `/api/staff/flights/${f.id}/check`)).json()).toEqual({
      ok: true,
      problems: [],
    });
    const shipped = await staff('PUT', `/api/staff/flights/${f.id}/ship`);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', moves: ['flyOut'] });
    const after = await statusOf([a.id, c.id]);
    expect(after[a.id]).toMatchObject({ statusId: 50, registry: f.number });
    expect(after[c.id]).toMatchObject({ statusId: 50, registry: f.number });
    const events = await w.db
      .select({ parcelId: parcelTrackingEvents.parcelId })
      .from(parcelTrackingEvents)
      .where(
        and(inArray(parcelTrackingEvents.parcelId, [a.id, c.id]), eq(parcelTrackingEvents.statusId, 50)),
      );
    expect(events).toHaveLength(2);
    const audit = await w.db
      .select({ action: staffAudit.action, objectId: staffAudit.objectId })
      .from(staffAudit)
      .where(eq(staffAudit.operation, 'PUT /api/staff/flights/{id}/ship'));
    expect(audit.map((r) => `${r.action} ${r.objectId}`).sort()).toEqual(
      [`flight.ship ${f.id}`, `parcel.ship ${a.id}`, `parcel.ship ${c.id}`].sort(),
    );
    // A shipped flight keeps its parcels; its later steps go for all of them.
    expect((await staff('DELETE', `/api/staff/flights/${f.id}/parcels/${a.id}`)).statusCode).toBe(409);
    const flown = await staff('PUT', `/api/staff/flights/${f.id}/move`, { action: 'flyOut' });
    expect(flown.json()).toMatchObject({ moved: [a.id, c.id].sort((x, y) => x - y), refused: [] });
    expect(Object.values(await statusOf([a.id, c.id])).map((p) => p.statusId)).toEqual([200, 200]);
  });

  it('rolls every parcel back when one of them fails while shipping', async () => {
    const f = await flight();
    const a = await paidParcel();
    const b = await paidParcel();
    for (const p of [a, b]) {
      await staff('POST', `/api/staff/flights/${f.id}/parcels`, {
        parcel: String(p.id),
        outgoingDeclaration: `CN3${p.id}RU`,
      });
    }
    const last = Math.max(a.id, b.id);
    // The database refuses the second parcel's step (as a lost connection or a constraint would).
    await w.db.execute(
      sql.raw(`create function flights_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
    );
    await w.db.execute(
      sql.raw(`create trigger flights_test_refuse before update on parcels for each row
      when (new.id = ${last} and new.status_id = 50) execute function flights_test_refuse()`),
    );
    try {
      const response = await staff('PUT', `/api/staff/flights/${f.id}/ship`);
      expect(response.statusCode).toBe(500);
    } finally {
      await w.db.execute(sql.raw('drop trigger flights_test_refuse on parcels'));
      await w.db.execute(sql.raw('drop function flights_test_refuse()'));
    }
    const after = await statusOf([a.id, b.id]);
    expect([after[a.id], after[b.id]]).toEqual([
      { id: a.id, statusId: 40, registry: null },
      { id: b.id, statusId: 40, registry: null },
    ]);
    expect((await staff('GET', `/api/staff/flights/${f.id}`)).json().status).toBe('open');
    const events = await w.db
      .select()
      .from(parcelTrackingEvents)
      .where(
        and(inArray(parcelTrackingEvents.parcelId, [a.id, b.id]), eq(parcelTrackingEvents.statusId, 50)),
      );
    expect(events).toEqual([]);
  });

  it('exports the customs registry as XLSX and CSV, a row per good line, to warehouse and finance only, each audited', async () => {
    const f = await flight();
    const a = await paidParcel();
    await staff('POST', `/api/staff/flights/${f.id}/parcels`, {
      parcel: String(a.id),
      outgoingDeclaration: 'CN400000001RU',
    });
    await staff('PUT', `/api/staff/goods/${a.c.goodsIds[0]}/tnved`, { tnvedCode: '6404110000' });

    const xlsx = await staff('GET', `/api/staff/flights/${f.id}/registry?format=xlsx`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Реестр')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0]!.slice(1);
    expect(header).toHaveLength(22);
    expect(header.slice(0, 3)).toEqual(['№ посылки', 'Исходящий трек', 'Получатель (ФИО)']);
    const body = rows
      .slice(1)
      .map((row) => Object.fromEntries(header.map((h, i) => [h, row[i + 1] ?? null])));
    expect(body).toHaveLength(2);
    expect(body[0]).toMatchObject({
      '№ посылки': a.id,
      'Исходящий трек': 'CN400000001RU',
      'Получатель (ФИО)': 'Иванов Иван Иванович',
      'Паспорт: серия': '4510',
      'Паспорт: номер': '654321',
      'Дата выдачи': '2015-06-01',
      'Кем выдан': 'ГУ МВД России по г. Москве',
      ИНН: '500100732259',
      'Дата рождения': '1990-05-01',
      'Наименование товара': 'Nike Air Force 1 кроссовки',
      Ссылка: 'https://item.taobao.com/item.htm?id=123456789',
      Количество: 2,
      Валюта: 'CNY',
      'Цена за ед.': 89.5,
      Сумма: 179,
      'Цена за ед., EUR': 10.63,
      'Сумма, EUR': 21.26,
      'Вес брутто посылки, кг': 2.5,
      'Доля веса строки, кг': 1.25,
      'Код ТН ВЭД': '6404110000',
    });
    expect(body[1]!['Код ТН ВЭД']).toBeNull();
    expect(body[0]!['Телефон']).toBe('79991234567');
    expect(book.getWorksheet('Рейс')!.getRow(2).values).toEqual([undefined, 'Номер рейса', f.number]);

    const csv = await staff('GET', `/api/staff/flights/${f.id}/registry?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse(csv.body, { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      '№ посылки': String(a.id),
      'Цена за ед., EUR': '10.63',
      'Сумма, EUR': '21.26',
      'Доля веса строки, кг': '1.250',
      'Паспорт: номер': '654321',
    });

    const finance = await signInStaffMember(w.app, ['finance']);
    expect((await call(w.app, 'GET', `/api/staff/flights/${f.id}/registry`, finance.token)).statusCode).toBe(
      200,
    );
    for (const role of ['support', 'buyer'] as const) {
      const member = await signInStaffMember(w.app, [role]);
      expect(
        (await call(w.app, 'GET', `/api/staff/flights/${f.id}/registry`, member.token)).statusCode,
        role,
      ).toBe(403);
    }
    expect(
      (await call(w.app, 'GET', `/api/staff/flights/${f.id}/registry`, a.c.client.token)).statusCode,
    ).toBe(404);
    expect((await staff('GET', '/api/staff/flights/2000000000/registry')).statusCode).toBe(404);

    const audit = await w.db
      .select({ actorRoles: staffAudit.actorRoles, changes: staffAudit.changes })
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'flight.registry'), eq(staffAudit.objectId, String(f.id))));
    expect(audit.map((row) => row.changes.format?.[1])).toEqual(['xlsx', 'csv', 'xlsx']);
    expect(audit[2]!.actorRoles).toEqual(['finance']);
  });

  it('prints the packing list as a PDF', async () => {
    const f = await flight();
    const a = await paidParcel();
    await staff('POST', `/api/staff/flights/${f.id}/parcels`, { parcel: String(a.id) });
    const pdf = await staff('GET', `/api/staff/flights/${f.id}/packing-list`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC/);
  });

  it('keeps a 10-digit ТН ВЭД code per good and suggests the most used one for the same name', async () => {
    const c = await w.customer(4);
    const [g1, g2, g3, g4] = c.goodsIds as [number, number, number, number];
    const bad = await staff('PUT', `/api/staff/goods/${g1}/tnved`, { tnvedCode: '64041100' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ tnvedCode: 'Код ТН ВЭД — ровно 10 цифр' });
    expect(
      (await w.db.select({ code: goods.tnvedCode }).from(goods).where(eq(goods.id, g1)))[0]!.code,
    ).toBeNull();
    // The same name (goodItem's), with a rarer code elsewhere in the database for other names.
    await staff('PUT', `/api/staff/goods/${g1}/tnved`, { tnvedCode: '6404110000' });
    await staff('PUT', `/api/staff/goods/${g2}/tnved`, { tnvedCode: '6404110000' });
    await staff('PUT', `/api/staff/goods/${g3}/tnved`, { tnvedCode: '6403990000' });
    const suggestion = await staff('GET', `/api/staff/goods/${g4}/tnved-suggestion`);
    expect(suggestion.json()).toMatchObject({ current: null, tnvedCode: '6404110000' });
    expect(suggestion.json().uses).toBeGreaterThanOrEqual(2);
    const cleared = await staff('PUT', `/api/staff/goods/${g1}/tnved`, { tnvedCode: null });
    expect(cleared.json()).toEqual({ id: g1, tnvedCode: null });
    expect(
      (await staff('PUT', '/api/staff/goods/2000000000/tnved', { tnvedCode: '6404110000' })).statusCode,
    ).toBe(404);
  });
});
