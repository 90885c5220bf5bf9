import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PARCEL_CATEGORY_ROWS, PARCEL_STATUS_TITLE, parcelListSchema, TRANSITIONS } from '@cargo/domain';
import { parcels } from '../../db/schema/parcels.js';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { listOwnParcels, type ParcelListFilter } from './list.js';
import { parcelStatusJson } from './parcel-status-json.js';
import { statusPart } from './views.js';

/**
 * The parcel pages are written by a compiled serialiser, with the session checked in the page's statement
 * (docs/decisions/038): each tab's answer must be byte for byte what zod's serialiser wrote from the same page.
 */
describe('parcel pages as JSON text', () => {
  const world = useParcelWorld();

  const tabs: Array<[string, Omit<ParcelListFilter, 'page' | 'size'>]> = [
    ['statusCategoryIds=5', { categoryIds: [5] }],
    [
      'statusCategoryIds=1,2,3,4,15&isAwaitingPaymentOnTop=true',
      { categoryIds: [1, 2, 3, 4, 15], awaitingPaymentOnTop: true },
    ],
    ['statusCategoryIds=6,7,8,9,10,11,12,13,14,100', { categoryIds: [6, 7, 8, 9, 10, 11, 12, 13, 14, 100] }],
    ['statusId=100,102,602,800,950', { statusIds: [100, 102, 602, 800, 950] }],
    // Ids the spec does not name: in a range (category and its title), archive, of no category at all.
    ['statusId=272,602,3100,590300,12345,46', { statusIds: [272, 602, 3100, 590300, 12345, 46] }],
    [
      'statusCategoryIds=1,2,3,4,15&sort=weight&direction=asc',
      { categoryIds: [1, 2, 3, 4, 15], sort: 'weight', direction: 'asc' },
    ],
  ];

  it('answers every tab as the former serialisation did', async () => {
    const c = await world.customer(0);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const goodsIds = await world.goods(c.client, 1 + (i % 3));
      const id = await world.createdParcel({ ...c, goodsIds }, { name: `Посылка "${i}" \\ ё` });
      ids.push(id);
    }
    await world.sendAssembleWeigh(c.client, ids[0]!);
    // The sent and archive tabs: statuses set directly, as the warehouse's steps would leave them.
    await world.db
      .update(parcels)
      .set({ statusId: 60, registry: 'R-17', outgoingDeclaration: 'CDEK123' })
      .where(eq(parcels.id, ids[1]!));
    await world.db
      .update(parcels)
      .set({ statusId: 100, statusReason: 'Выдана' })
      .where(inArray(parcels.id, [ids[2]!, ids[3]!]));
    await world.db
      .update(parcels)
      .set({ finalRecipientName: 'Пётр', declaredValue: '1234.50' })
      .where(eq(parcels.id, ids[4]!));
    await world.db.update(parcels).set({ statusId: 272 }).where(eq(parcels.id, ids[5]!));
    for (const statusId of [602, 3100, 590300, 12345, 46]) {
      const goodsIds = await world.goods(c.client, 1);
      const id = await world.createdParcel({ ...c, goodsIds });
      await world.db.update(parcels).set({ statusId }).where(eq(parcels.id, id));
    }

    let rows = 0;
    for (const [query, filter] of tabs) {
      for (const [page, size] of [
        [1, 1000],
        [2, 2],
        [9, 2],
      ] as const) {
        const url = `/api/client/my-parcels?version=v2&page=${page}&offset=${size}&${query}`;
        const response = await call(world.app, 'GET', url, c.client.token);
        expect(response.statusCode, url).toBe(200);
        const former = await listOwnParcels(world.db, c.userId, { ...filter, page, size });
        expect(response.body, url).toBe(JSON.stringify(parcelListSchema.encode(former)));
        rows += former.data.length;
      }
    }
    expect(rows).toBeGreaterThan(6);
  });

  it('writes every status and its actions in SQL as the portal writes them', async () => {
    // Every id with a text or action of its own, each range's ends and their neighbours, and ids of no range.
    const ids = new Set<number>([0, 1, 46, 99, 12345, 1_000_000]);
    for (const id of Object.keys(PARCEL_STATUS_TITLE)) ids.add(Number(id));
    for (const row of TRANSITIONS.parcel) for (const id of row.from as readonly number[]) ids.add(id);
    for (const [from, to] of PARCEL_CATEGORY_ROWS) {
      for (const id of [from - 1, from, from + 1, to - 1, to, to + 1]) ids.add(id);
    }
    for (let id = 0; id <= 1000; id++) ids.add(id);
    const { status, tasks } = parcelStatusJson(sql`s.id`);
    const found = (await world.db.execute(
      sql`select s.id, ${status} as status, ${tasks} as tasks
        from unnest(${`{${[...ids].join(',')}}`}::integer[]) as s(id) order by s.id`,
    )) as unknown as { rows: Array<{ id: number; status: string; tasks: string }> };
    expect(found.rows).toHaveLength(ids.size);
    for (const row of found.rows) {
      const part = statusPart(row.id);
      expect([row.id, row.status, row.tasks]).toEqual([
        row.id,
        JSON.stringify(part.status),
        JSON.stringify(part.tasks),
      ]);
    }
  });

  it('answers 401 to a closed session, on a full tab and on an empty one', async () => {
    const c = await world.customer(1);
    await world.createdParcel(c);
    const inWork = '/api/client/my-parcels?page=1&offset=1000&statusCategoryIds=1,2,3,4,15';
    const archive = '/api/client/my-parcels?page=1&offset=1000&statusId=100';
    expect((await call(world.app, 'GET', inWork, c.client.token)).json().totalElements).toBe(1);
    expect((await call(world.app, 'GET', archive, c.client.token)).statusCode).toBe(200);
    expect((await call(world.app, 'POST', '/api/client/sign-out', c.client.token)).statusCode).toBeLessThan(
      300,
    );
    for (const url of [inWork, archive]) {
      const closed = await call(world.app, 'GET', url, c.client.token);
      expect(closed.statusCode).toBe(401);
      expect(closed.json().code).toBe('TOKEN_EXPIRED');
    }
  });
});
