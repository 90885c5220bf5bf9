import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { bodyExamples } from '../test/contract/examples.js';
import { type Operation, readOperations, urlOf } from '../test/contract/openapi.js';
import { refusalProblem } from '../test/contract/refusal.js';
import { buildWorld, type World } from '../test/contract/world.js';
import { onlyInThePostgresRun } from '../test/engine-of-this-run.js';

/** Values that have reached the database unchecked before: overflowing numbers, a third decimal, huge text. */
const SPOILERS: unknown[] = [
  1e13,
  1e10,
  2 ** 31,
  -1,
  89.555,
  1.5,
  '89,555',
  '',
  'я'.repeat(10_000),
  'a\u0000b',
  null,
  [],
  {},
  true,
];
const WHOLE_BODIES: Array<[string, string]> = [
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['malformed JSON', '{"a":'],
  ['a prototype key', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  ['deep nesting', `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`],
];

/** Every leaf of a JSON value, as a path of keys and indexes. */
function leaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [path];
}

function withLeaf(body: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

/** No body or query a client can send makes the server answer 5xx; every refusal is `{ code, message }`. */
describe.skipIf(onlyInThePostgresRun('no server errors from client input'))(
  'no server errors from client input',
  () => {
    let t: TestApp;
    let world: World;
    let operations: Operation[];
    beforeAll(async () => {
      t = await createTestApp();
      world = await buildWorld(t.app);
      operations = (await readOperations(t.app)).operations;
    }, 120_000);
    afterAll(() => t.close());

    const tokenFor = (op: Operation) =>
      !op.secured ? undefined : op.path.startsWith('/api/staff/') ? world.staff : world.customer.token;
    const send = (op: Operation, payload: string, query: Record<string, string | number> = {}) =>
      t.app.inject({
        method: op.method,
        url: urlOf(op.path, world.ids as Record<string, string | number>, query),
        headers: {
          'content-type': 'application/json',
          ...(tokenFor(op) ? { authorization: `Bearer ${tokenFor(op)}` } : {}),
        },
        payload,
      });
    /** Collected over a whole test so that one run names every offending call. */
    let problems: string[] = [];
    const expectRefusalShape = (name: string, response: { statusCode: number; body: string }) => {
      const problem = refusalProblem(response);
      if (problem) problems.push(`${name}: ${problem}`);
    };
    beforeEach(() => {
      problems = [];
    });
    afterEach(() => {
      expect(problems).toEqual([]);
    });

    it('has an example body for every operation that takes one', () => {
      const examples = bodyExamples(world);
      const missing = operations
        .filter((op) => op.hasBody && op.bodySchema && !op.path.includes('google-cloud'))
        .map((op) => `${op.method} ${op.path}`)
        .filter((name) => !(name in examples));
      expect(missing).toEqual([]);
    });

    it('answers 4xx, never 5xx, when one field of a valid body is spoilt', async () => {
      const examples = bodyExamples(world);
      for (const op of operations) {
        const example = examples[`${op.method} ${op.path}`];
        if (example === undefined) continue;
        for (const path of leaves(example)) {
          for (const spoiler of SPOILERS) {
            const response = await send(op, JSON.stringify(withLeaf(example, path, spoiler)));
            expectRefusalShape(
              `${op.method} ${op.path} ${path.join('.')}=${JSON.stringify(spoiler)?.slice(0, 20)}`,
              response,
            );
          }
        }
      }
    }, 300_000);

    it('answers 4xx to bodies that are not objects, malformed, polluting or deeply nested', async () => {
      for (const op of operations.filter((o) => o.hasBody)) {
        for (const [what, payload] of WHOLE_BODIES) {
          expectRefusalShape(`${op.method} ${op.path} with ${what}`, await send(op, payload));
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('answers 4xx to spoilt query values and path ids', async () => {
      for (const op of operations) {
        if (op.hasBody) continue;
        const queryNames = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
        for (const name of queryNames) {
          for (const spoiler of [
            '1e13',
            '-1',
            '1.5',
            'x',
            'я'.repeat(5000),
            '99999999999999999999',
            // Past a smallint column, within an integer one.
            '32768',
            '2147483647',
            'a\u0000b',
          ]) {
            expectRefusalShape(
              `${op.method} ${op.path}?${name}=${spoiler.slice(0, 20)}`,
              await send(op, '', { [name]: spoiler }),
            );
          }
        }
        if (/\{\w+\}/.test(op.path)) {
          for (const id of ['99999999999', '-5', '1.5', 'abc']) {
            const url = op.path.replace(/\{(\w+)\}/g, id);
            const response = await t.app.inject({
              method: op.method,
              url,
              headers: tokenFor(op) ? { authorization: `Bearer ${tokenFor(op)}` } : {},
            });
            expectRefusalShape(`${op.method} ${url}`, response);
          }
        }
      }
    }, 300_000);
  },
);
