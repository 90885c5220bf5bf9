import fc from 'fast-check';
import type { Operation } from './openapi.js';

/**
 * Generators of invalid requests for one operation of the OpenAPI document: a spoilt field mixed into the
 * operation's valid example body, a random body, malformed JSON, a wrong content type, spoilt query values and
 * path ids. Each case renders to the request it sends and prints short (a huge string is shown by its length).
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

export interface FuzzRequest {
  /** Path parameters as they go into the URL (already encoded). */
  path: Record<string, string>;
  /** The query string without `?` (already encoded), or undefined for the operation's valid query. */
  query?: string;
  /** The payload text and its content type, or undefined for the operation's valid body. */
  body?: { text: string; contentType: string };
  /** What the case is, for the report. */
  what: string;
}

const short = (text: string) => (text.length > 120 ? `${text.slice(0, 100)}… (${text.length} chars)` : text);

/** Keys that have polluted prototypes or mass-assigned fields elsewhere. */
const KEYS = fc.oneof(
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
const NUMBERS = fc.oneof(
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

const STRINGS = fc.oneof(
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
function objectWith(key: string, value: unknown, base: object = {}): Record<string, unknown> {
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

/** Every position in a JSON value: the root, each container and each leaf. */
function positions(value: unknown, path: Path = []): Path[] {
  const here = [path];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, i) => positions(item, [...path, i])));
  if (value && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => positions(item, [...path, key])));
  }
  return here;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)?.[step], value);
}

/** Wrong values of the same JSON type as `original`. */
function sameKind(original: unknown): fc.Arbitrary<unknown> {
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

function change(
  body: unknown,
  path: Path,
  how: 'replace' | 'remove' | 'addKey',
  key: string,
  value: unknown,
) {
  const copy = JSON.parse(JSON.stringify(body)) as unknown;
  if (path.length === 0) return how === 'replace' ? value : objectWith(key, value, copy as object);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (how === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (how === 'addKey' && parent[last] && typeof parent[last] === 'object') {
    parent[last] = objectWith(key, value, parent[last] as object);
  } else {
    parent[last] = value;
  }
  return copy;
}

const JSON_TYPE = 'application/json';
const WRONG_TYPES = fc.constantFrom(
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

const MALFORMED = fc.oneof(
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
const queryPart = (name: string, value: string) => `${encode(name)}=${encode(value)}`;

const PATH_VALUES = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '99999999999999999999', 'abc', '..', '%2e%2e', '%00', '%20', 'я'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encode),
);

/** Cases for one operation; `example` is its valid body (undefined for an operation without one). */
export function fuzzCases(op: Operation, example: unknown): fc.Arbitrary<FuzzRequest> {
  const pathNames = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const validPath = {} as Record<string, string>;
  const exampleText = example === undefined ? '{}' : JSON.stringify(example);
  const spots = example === undefined ? [[] as Path] : positions(example);
  const json = (value: unknown, what: string): FuzzRequest => {
    const text = JSON.stringify(value) ?? 'null';
    return { path: validPath, body: { text, contentType: JSON_TYPE }, what: `${what}: ${short(text)}` };
  };

  // One spot of the valid example spoilt, mostly with a value of its own type that is wrong in range or
  // format (those get past the type check, deepest into the code), otherwise with anything.
  const mixed = fc
    .tuple(
      fc.nat(),
      fc.oneof(
        { arbitrary: fc.constant('replace' as const), weight: 3 },
        fc.constant('remove' as const),
        fc.constant('addKey' as const),
      ),
      KEYS,
    )
    .chain(([n, how, key]) => {
      const path = spots[n % spots.length]!;
      const original = valueAt(example, path);
      // A key can only be added to an object; anywhere else the spot is replaced.
      const action = how === 'addKey' && !(original && typeof original === 'object') ? 'replace' : how;
      return fc
        .oneof({ arbitrary: sameKind(original), weight: 3 }, badValue)
        .map((value) =>
          json(
            change(example ?? {}, path, action, key, value),
            `${action} ${path.join('.') || 'body'}${action === 'addKey' ? ` key ${short(key)}` : ''}`,
          ),
        );
    });
  const random = badValue.map((value) => json(value, 'a random body'));
  const malformed = MALFORMED.map((text): FuzzRequest => ({
    path: validPath,
    body: { text, contentType: JSON_TYPE },
    what: `malformed JSON ${short(text)}`,
  }));
  const wrongType = fc
    .tuple(WRONG_TYPES, fc.oneof(fc.constant(exampleText), fc.string({ maxLength: 40 })))
    .map(([contentType, text]): FuzzRequest => ({
      path: validPath,
      body: { text, contentType },
      what: `content type ${contentType}: ${short(text)}`,
    }));
  const query = fc
    .array(
      fc.tuple(
        fc.oneof(
          ...(queryNames.length ? [fc.constantFrom(...queryNames)] : []),
          fc.constantFrom('__proto__', 'constructor', 'page[0]', 'offset[]'),
        ),
        fc.oneof(STRINGS, NUMBERS.map(String)),
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((pairs): FuzzRequest => {
      const text = pairs.map(([name, value]) => queryPart(name, value)).join('&');
      return { path: validPath, query: text, what: `query ${short(text)}` };
    });
  const rawQuery = fc
    .constantFrom('%', '%zz', 'a=%E0%A4%A', '=&=&', '&&&', 'page=1&page=2', '__proto__[x]=1', 'a[b][c]=1')
    .map((text): FuzzRequest => ({ path: validPath, query: text, what: `query ${text}` }));
  const pathCase = fc.tuple(...pathNames.map(() => PATH_VALUES)).map((values): FuzzRequest => ({
    path: Object.fromEntries(pathNames.map((name, i) => [name, values[i]!])),
    what: `path ${values.join(', ')}`,
  }));
  const kinds: Array<fc.WeightedArbitrary<FuzzRequest>> = [
    { arbitrary: mixed, weight: example === undefined ? 1 : 8 },
    { arbitrary: random, weight: 2 },
    { arbitrary: malformed, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: query, weight: queryNames.length ? 3 : 1 },
    { arbitrary: rawQuery, weight: 1 },
  ];
  if (pathNames.length) kinds.push({ arbitrary: pathCase, weight: 2 });
  // fast-check prints a failing case with this: its description, never a body of megabytes.
  return fc
    .oneof(...kinds)
    .map((request) =>
      Object.assign(request, { [fc.toStringMethod]: () => `${op.method} ${op.path} with ${request.what}` }),
    );
}
