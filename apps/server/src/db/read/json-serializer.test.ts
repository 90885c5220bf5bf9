import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileJsonSerializer, UnsupportedSchemaError } from './json-serializer.js';

describe('compileJsonSerializer', () => {
  const schema = z.object({
    first: z.string().optional(),
    n: z.number(),
    tags: z.array(z.enum(['a', 'b'])),
    inner: z.object({ ok: z.boolean(), at: z.string().nullable() }).nullable(),
    kind: z.literal('OK'),
    last: z.number().nullable().optional(),
  });
  const write = compileJsonSerializer(schema);
  const zodWrites = (value: unknown) => JSON.stringify(schema.encode(value as z.input<typeof schema>));

  it('writes what zod then JSON.stringify write: schema order, unknown keys dropped, optional keys left out', () => {
    for (const value of [
      { kind: 'OK', n: -0, tags: [], inner: null, extra: 1, first: 'x' },
      { last: 12.5, inner: { at: null, ok: true, more: 'no' }, tags: ['b', 'a'], n: 1e-7, kind: 'OK' },
      {
        first: undefined,
        n: 1234567.89,
        tags: ['a'],
        inner: { ok: false, at: '"\\\n\u2028😀ё' },
        kind: 'OK',
        last: null,
      },
    ]) {
      expect(write(value as z.output<typeof schema>)).toBe(zodWrites(value));
    }
  });

  it('refuses schemas it cannot write the same way (the route then keeps zod’s serialiser)', () => {
    expect(() => compileJsonSerializer(z.object({ n: z.string().transform((s) => s.length) }))).toThrow(
      UnsupportedSchemaError,
    );
    expect(() => compileJsonSerializer(z.union([z.string(), z.number()]))).toThrow(UnsupportedSchemaError);
  });
});
