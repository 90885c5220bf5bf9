import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countPages, GOOD_SECTIONS, type GoodSection, goodSchema, PHOTO_APPROVAL } from '@cargo/domain';
import { goodPhotoReports, goods } from '../../db/schema/goods.js';
import { pageResponse } from '../../http.js';
import { call, uploadPng } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { viewGoods } from './queries.js';
import { storageSettingsOf } from './storage-settings.js';

/**
 * The goods pages are written by a compiled serialiser from one statement (docs/decisions/038): the answer must be
 * byte for byte what zod's serialiser wrote from the former reads (the page, then its photo reports).
 */
describe('goods pages as JSON text', () => {
  const world = useParcelWorld();

  /** What the route answered before: rows read apart from their photo reports, encoded by zod, stringified. */
  async function formerAnswer(
    userId: number,
    statusIds: number[],
    sort: 'date' | 'name',
    page: number,
    size: number,
  ) {
    const order =
      sort === 'name' ? [asc(goods.description), asc(goods.id)] : [desc(goods.createdAt), desc(goods.id)];
    const where = and(eq(goods.userId, userId), inArray(goods.statusId, statusIds));
    const all = await world.db
      .select()
      .from(goods)
      .where(where)
      .orderBy(...order);
    const rows = all.slice((page - 1) * size, page * size);
    const data = await viewGoods(world.db, rows, storageSettingsOf(world.app.ctx.config));
    const envelope = { data, totalElements: all.length, totalPages: countPages(all.length, size), page };
    return JSON.stringify(pageResponse(goodSchema).encode(envelope));
  }

  it('answers every section, sorted either way and paged, as the former serialisation did', async () => {
    const c = await world.customer(3);
    const parcelId = await world.createdParcel(c);
    const photo = await uploadPng(world.app, c.client.token);
    const base = {
      userId: c.userId,
      incomingDeclaration: 'LP00998877',
      trackKey: 'LP00998877',
      qty: 1,
      price: '10.00',
      description: 'Товар',
      infoUrl: 'https://item.taobao.com/item.htm?id=1',
      additionalServicesIds: [] as number[],
    };
    // One good in each status of every section, each with something of its own to write.
    const statuses = [...new Set(Object.values(GOOD_SECTIONS).flat())];
    const kinds = [
      {
        picture: photo,
        commentProduct: 'Кавычки " и \\ обратная черта\nперевод строки\t😀 \u2028',
        price: '189.50',
      },
      {
        isDangerous: true,
        goodHazardCategory: 2,
        serviceType: 'WITH_CHECK',
        additionalServicesIds: [1, 4, 7],
      },
      { receivedAt: new Date(Date.now() - 3 * 86_400_000), storageFeeDue: '0.00', price: '0.10', qty: 12 },
      {
        receivedAt: new Date(Date.now() - 45 * 86_400_000),
        storageFeeDue: '150.00',
        statusReason: 'Повреждена упаковка',
      },
      {
        photoApproval: PHOTO_APPROVAL.PENDING,
        orderUnitId: 7,
        isReady: true,
        storeId: 3,
        price: '1234567.89',
      },
      { parcelId, photoApproval: PHOTO_APPROVAL.RETURN_REQUESTED, description: 'Ёлка <b>&</b>', infoUrl: '' },
    ];
    const inserted = await world.db
      .insert(goods)
      .values(
        statuses.flatMap((statusId, i) =>
          kinds.map((kind, k) => ({
            ...base,
            ...kind,
            statusId,
            description: `${kind.description ?? base.description} ${i}-${k}`,
            createdAt: new Date(Date.UTC(2026, 0, 1 + k, 10, i, 0, k * 7)),
          })),
        ),
      )
      .returning({ id: goods.id });
    // Photo reports on every other good, inserted out of id order to check the order they are listed in.
    await world.db.insert(goodPhotoReports).values(
      inserted
        .filter((_, i) => i % 2 === 0)
        .flatMap(({ id }) => [
          { goodId: id, fileName: `report-${id}-b.jpg` },
          { goodId: id, fileName: `report-${id}-a.jpg` },
        ]),
    );

    const sections = Object.keys(GOOD_SECTIONS) as GoodSection[];
    for (const section of sections) {
      for (const [sort, page, size] of [
        ['date', 1, 1000],
        ['name', 1, 1000],
        ['date', 2, 4],
        ['name', 50, 4],
      ] as const) {
        const url = `/api/client/my-goods?version=v2&section=${section}&sort=${sort}&page=${page}&offset=${size}`;
        const response = await call(world.app, 'GET', url, c.client.token);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.body, url).toBe(
          await formerAnswer(c.userId, [...GOOD_SECTIONS[section]], sort, page, size),
        );
      }
    }
    const sent = await call(
      world.app,
      'GET',
      '/api/client/my-goods?section=sent&offset=1000',
      c.client.token,
    );
    // The checks above compared real pages: photos, storage and reports are in them.
    expect(sent.json().data.length).toBeGreaterThan(20);
    expect(sent.body).toContain('report-');
    expect(sent.body).toContain('"storage":{"daysLeft"');
  });

  it('answers an empty list to an open session and 401 to a closed one, with the session checked in the read', async () => {
    const c = await world.customerWithRecipient();
    const url = '/api/client/my-goods?version=v2&section=archive&offset=1000';
    const empty = await call(world.app, 'GET', url, c.client.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toBe('{"data":[],"totalElements":0,"totalPages":0,"page":1}');
    await world.goods(c.client, 2, false);
    const full = await call(world.app, 'GET', url.replace('archive', 'waiting'), c.client.token);
    expect(full.json().totalElements).toBe(2);

    expect((await call(world.app, 'POST', '/api/client/sign-out', c.client.token)).statusCode).toBeLessThan(
      300,
    );
    for (const section of ['waiting', 'archive']) {
      const closed = await call(world.app, 'GET', url.replace('archive', section), c.client.token);
      expect(closed.statusCode).toBe(401);
      expect(closed.json().code).toBe('TOKEN_EXPIRED');
    }
  });
});
