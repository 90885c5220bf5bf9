import fc from 'fast-check';

/** The values the fuzz spoils requests with: wrong types and formats, column edges, huge and deeply nested. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export const short = (text: string) =>
  text.length > 120 ? `${text.slice(0, 100)}… (${text.length} chars)` : text;

/** Keys that have polluted prototypes or mass-assigned fields elsewhere. */
export const KEYS = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'hasOwnProperty',
    'toString',
    '',
    'id',
    'userId',
    'clientId',
    'role',
    'statusId',
    'balance',
    'goodStatus',
  ),
  fc.string({ maxLength: 12 }),
);

const HUGE = fc
  .tuple(fc.constantFrom('x', 'я', '😀', '\u0000', '%', "'", '<'), fc.integer({ min: 256, max: 200_000 }))
  .map(([char, n]) => char.repeat(n));

/** Numbers at the edges of the columns and types they end in (smallint, integer, numeric(14,2), doubles). */
export const NUMBERS = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1 + 0.2,
    89.555,
    2 ** 15,
    2 ** 16,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 32,
    2 ** 53 - 1,
    2 ** 53 + 2,
    2 ** 63,
    1e13,
    1e21,
    1e308,
    -(2 ** 31) - 1,
    -1e13,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const STRINGS = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e13',
    '89,555',
    '１２３',
    '0x10',
    'NaN',
    'Infinity',
    'null',
    'true',
    '2024-13-45',
    '0000-00-00',
    '1990-05-01T25:61:00Z',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    '\ud800',
    '../../etc/passwd',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  HUGE,
);

/** An object that really has the key as its own property (`{ __proto__: x }` would set the prototype instead). */
export function objectWith(key: string, value: unknown, base: object = {}): Record<string, unknown> {
  const object = { ...base } as Record<string, unknown>;
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

function nested(depth: number, asArray: boolean): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

/** A value of the wrong type, size or shape. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  NUMBERS,
  STRINGS,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.integer({ min: 1000, max: 50_000 }).map((n) => Array.from({ length: n }, () => 1)),
  fc.tuple(fc.integer({ min: 10, max: 3000 }), fc.boolean()).map(([d, asArray]) => nested(d, asArray)),
  fc.tuple(KEYS, fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => objectWith(key, value)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Wrong values of the same JSON type as `original`. */
export function sameKind(original: unknown): fc.Arbitrary<unknown> {
  if (typeof original === 'number') return NUMBERS;
  if (typeof original === 'string') return STRINGS;
  if (typeof original === 'boolean') return fc.constantFrom('true', 1, 0, 'false', null);
  if (Array.isArray(original)) {
    return fc.oneof(
      fc.constant([]),
      fc.array(badValue, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 100, max: 20_000 }).map((n) => Array.from({ length: n }, () => original[0] ?? 1)),
    );
  }
  return fc.tuple(KEYS, badValue).map(([key, value]) => objectWith(key, value, (original ?? {}) as object));
}

export const WRONG_TYPES = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/octet-stream',
  'image/png',
  '*/*',
  'application/json, text/plain',
);

export const MALFORMED = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\u0000'),
  fc.integer({ min: 10, max: 100_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
  fc.integer({ min: 10, max: 100_000 }).map((d) => `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`),
  fc.constant(`{"qty": ${'9'.repeat(400)}}`),
  fc.string({ maxLength: 60 }),
);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing, as a browser sends it). */
const encode = (text: string) =>
  Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
export const queryPart = (name: string, value: string) => `${encode(name)}=${encode(value)}`;

export const PATH_VALUES = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '..', '%2e%2e', '%00', '%20', 'я'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encode),
);
