import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { goods } from '../schema/goods.js';
import { jsonProjection, jsonText, PortalText, projectionSql } from './json-projection.js';
import { projectionColumns } from './read-page-text.js';

const dialect = new PgDialect();
const textOf = (pieces: ReturnType<typeof jsonProjection>) => dialect.sqlToQuery(projectionSql(pieces)).sql;

describe('jsonProjection', () => {
  it('writes each field by its zod type, in the schema’s order', () => {
    const schema = z.object({
      id: z.number(),
      price: z.number(),
      comment: z.string().nullable(),
      createdAt: z.string(),
      hazard: z.object({ id: z.number() }).nullable(),
    });
    const text = textOf(
      jsonProjection(schema, {
        id: goods.id,
        price: goods.price,
        comment: goods.commentProduct,
        createdAt: goods.createdAt,
        hazard: { id: goods.goodHazardCategory },
      }),
    );
    expect(text.indexOf('"id":')).toBeLessThan(text.indexOf('"price":'));
    expect(text).toContain('trim_scale("goods"."price")');
    expect(text).toContain(`coalesce(to_json("goods"."commentProduct")::text, 'null')`);
    expect(text).toContain(`"goods"."createdAt" at time zone 'UTC'`);
    expect(text).toContain(`coalesce('{"id":' || ("goods"."goodHazardCategory")::text || '}', 'null')`);
  });

  it('refuses a field neither rule covers and a map that forgets a field', () => {
    const schema = z.object({ tags: z.record(z.string(), z.number()) });
    expect(() => jsonProjection(schema, { tags: goods.id })).toThrow(/needs its JSON text/);
    expect(() => jsonProjection(z.object({ a: z.number() }), {} as { a: typeof goods.id })).toThrow(
      /no column for the field a/,
    );
    expect(textOf(jsonProjection(schema, { tags: jsonText(projectionSql([])) }))).toContain('"tags":');
  });

  it('leaves the pieces the portal writes between the SQL pieces, and writes the row from them', () => {
    const schema = z.object({ id: z.number(), status: z.string(), qty: z.number() });
    const pieces = jsonProjection(schema, {
      id: goods.id,
      status: new PortalText(goods.statusId, (key) => JSON.stringify(`status ${key}`)),
      qty: goods.qty,
    });
    expect(pieces.filter((piece) => piece instanceof PortalText)).toHaveLength(1);
    expect(() => projectionSql(pieces)).toThrow(/portal writes/);
    const row = projectionColumns(pieces);
    expect(Object.keys(row.columns)).toEqual(['json0', 'key1', 'json2']);
    expect(row.write({ json0: '{"id":7,"status":', key1: 10, json2: ',"qty":2}' })).toBe(
      '{"id":7,"status":"status 10","qty":2}',
    );
  });
});
