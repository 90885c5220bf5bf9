import fc from 'fast-check';
import {
  badValue,
  KEYS,
  MALFORMED,
  NUMBERS,
  objectWith,
  PATH_VALUES,
  queryPart,
  sameKind,
  short,
  STRINGS,
  WRONG_TYPES,
} from './fuzz-values.js';
import type { Operation } from './openapi.js';

/**
 * Generators of invalid requests for one operation of the OpenAPI document: a spoilt field mixed into the
 * operation's valid example body, a random body, malformed JSON, a wrong content type, spoilt query values and
 * path ids. Each case renders to the request it sends and prints short (a huge string is shown by its length).
 */

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
