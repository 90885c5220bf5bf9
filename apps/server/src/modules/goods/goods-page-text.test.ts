import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countPages, goodSchema, PHOTO_APPROVAL } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';
import { pageResponse } from '../../http.js';
import { call } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { viewGoods } from './queries.js';
import { storageSettingsOf } from './storage-settings.js';

/**
 * The goods page written by PostgreSQL (docs/decisions/040) on the values where its text could differ from
 * JavaScript's: instants with microseconds (the driver's Date keeps milliseconds, truncated), money at the edges of
 * numeric(14,2), control characters in text, an unknown status, services in a stored order that is not sorted.
 */
describe('goods page text at the edges of the formats', () => {
  const world = useParcelWorld();

  it('writes what the view and zod wrote, byte for byte', async () => {
    const c = await world.customer(0);
    const base = {
      userId: c.userId,
      incomingDeclaration: 'LP0011\u0001\u001f',
      trackKey: 'LP0011',
      statusId: 10,
      qty: 1,
      price: '10.00',
      description: 'Товар\u007f \u2028 / </script>',
      infoUrl: 'https://item.taobao.com/item.htm?id=1&a="b"',
      additionalServicesIds: [7, 1, 4],
    };
    const inserted = await world.db
      .insert(goods)
      .values([
        { ...base, price: '999999999999.99', qty: 2147483647 },
        { ...base, price: '0.00', statusId: 9999, commentProduct: '\b\f\r\t\\' },
        { ...base, price: '0.01', statusId: 20, storageFeeDue: '0.01' },
        { ...base, price: '100000.10', statusId: 20, photoApproval: PHOTO_APPROVAL.APPROVED },
        { ...base, additionalServicesIds: [] },
      ])
      .returning({ id: goods.id });
    // Instants with microseconds, one a hair before the next millisecond and one before midnight UTC.
    const instants = [
      '2026-01-01 10:00:00.123999+00',
      '2026-03-31 23:59:59.999999+00',
      '2025-12-31 21:00:00.000001+03',
      '2026-02-28 00:00:00+00',
      '2026-06-15 12:34:56.5+05:30',
    ];
    for (const [i, { id }] of inserted.entries()) {
      const at = instants[i]!;
      await world.db
        .update(goods)
        .set({
          createdAt: sql`${at}::timestamptz`,
          updatedAt: sql`${at}::timestamptz + interval '1 microsecond'`,
          receivedAt: i % 2 === 0 ? sql`${at}::timestamptz` : null,
        })
        .where(eq(goods.id, id));
    }

    const response = await call(
      world.app,
      'GET',
      '/api/client/my-goods?statusId=10,20,9999&offset=1000',
      c.client.token,
    );
    expect(response.statusCode).toBe(200);
    const rows = await world.db
      .select()
      .from(goods)
      .where(eq(goods.userId, c.userId))
      .orderBy(desc(goods.createdAt), desc(goods.id));
    const data = await viewGoods(world.db, rows, storageSettingsOf(world.app.ctx.config));
    const envelope = { data, totalElements: rows.length, totalPages: countPages(rows.length, 1000), page: 1 };
    expect(response.body).toBe(JSON.stringify(pageResponse(goodSchema).encode(envelope)));
    expect(response.body).toContain('"createdAt":"2026-03-31T23:59:59.999Z"');
    expect(response.body).toContain('"price":999999999999.99');
    expect(response.body).toContain('"additionalServicesIds":[7,1,4]');
  });
});
