import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OCR_BODY_LIMIT } from '../../modules/ocr/routes.js';
import { onlyInThePostgresRun } from '../engine-of-this-run.js';
import { bearer, createTestApp, type TestApp } from '../helpers.js';
import { bodyExamples } from './examples.js';
import { type FuzzRequest, fuzzCases } from './fuzz-cases.js';
import { type Operation, readOperations, sampleUrl } from './openapi.js';
import { refusalProblem } from './refusal.js';
import { buildWorld, type World } from './world.js';

/**
 * Property-based fuzz over every operation of the OpenAPI document: generated invalid bodies, query strings and
 * path ids never get a 5xx, and every refusal is `{ code, message }` in Russian. CI runs a fixed seed and a
 * bounded number of cases per operation; run it longer with FUZZ_RUNS=<n> FUZZ_SEED=<s>, and one operation
 * with FUZZ_OP='<METHOD /path>' (the same operation gets the same cases whatever else runs, whichever shard).
 *
 * The operations are dealt into FUZZ_SHARDS shards, one test file each (`contract/fuzz-shard-<n>.test.ts`), each
 * with its own app and world: the suite's two workers share the fuzz instead of one of them running it alone at
 * the end of the run (decision 061).
 */
export const FUZZ_SHARDS = 4;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** An operation with a body has more to spoil: it gets this many times the runs. */
const BODY_FACTOR = 3;
const ONLY = process.env.FUZZ_OP;
const MB = 1024 * 1024;
/** Bodies of several megabytes: over the server's 1 MB limit, and over every route's own (the photo helper's). */
const OVER_DEFAULT_LIMIT = JSON.stringify({ a: 'x'.repeat(3 * MB) });
const OVER_EVERY_LIMIT = JSON.stringify({ a: 'x'.repeat(OCR_BODY_LIMIT + MB) });

/** Operations with a body limit of their own, larger than the server's. */
const OWN_LIMIT = ['POST /api/ocr', 'POST /api/image-recognition'];
const nameOf = (op: Operation) => `${op.method} ${op.path}`;
/** The operation's own seed, so that one operation replays alone with the same cases. */
function seedOf(op: Operation): number {
  let hash = SEED | 0;
  for (const char of nameOf(op)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash;
}
/** Calls that end the session or remove the seeded objects go last, so the others meet a live world. */
const lateness = (op: Operation) => (op.path === '/api/client/sign-out' ? 2 : op.method === 'DELETE' ? 1 : 0);
/**
 * The operations of shard `shard`: dealt, the costliest first (then by name), each to the shard with the fewest
 * generated cases so far, so that the shards take about the same time. With FUZZ_OP the one operation runs in
 * every shard's file.
 */
function shareOf(all: Operation[], shard: number, runsOf: (op: Operation) => number): Set<Operation> {
  const load = Array.from({ length: FUZZ_SHARDS }, () => 0);
  const share = new Set<Operation>();
  const byCost = [...all].sort((a, b) => runsOf(b) - runsOf(a) || nameOf(a).localeCompare(nameOf(b)));
  for (const op of byCost) {
    const lightest = load.indexOf(Math.min(...load));
    load[lightest] = load[lightest]! + runsOf(op);
    if (lightest + 1 === shard) share.add(op);
  }
  return share;
}

/** The fuzz of shard `shard` (1…FUZZ_SHARDS): every FUZZ_SHARDS-th operation of the document's sorted list. */
export function fuzzShard(shard: number): void {
  const what = `fuzz, shard ${shard} of ${FUZZ_SHARDS}: generated invalid requests to the operations`;
  describe.skipIf(onlyInThePostgresRun(what))(what, () => {
    let t: TestApp;
    let world: World;
    let operations: Operation[];
    let signOutToken: string;
    beforeAll(async () => {
      t = await createTestApp();
      world = await buildWorld(t.app);
      const all = (await readOperations(t.app)).operations;
      const share = shareOf(all, shard, runsOf);
      operations = all
        .filter((op) => (ONLY ? nameOf(op) === ONLY : share.has(op)))
        .sort((a, b) => lateness(a) - lateness(b));
      // Sign-out ends the session it is called with: it gets one of its own.
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/client/sign-in',
        payload: { email: world.customer.email, password: world.customer.password },
      });
      signOutToken = signIn.json().token;
      console.log(
        `fuzz shard ${shard}/${FUZZ_SHARDS}: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}: ${operations.length} of ${all.length} operations, ` +
          `${operations.reduce((sum, op) => sum + runsOf(op), 0)} generated cases ` +
          `(${RUNS} per operation, ${RUNS * BODY_FACTOR} with a body) and ${operations.length * 2} bodies over the limit`,
      );
    }, 120_000);
    afterAll(() => t.close());

    const runsOf = (op: Operation) =>
      bodyExamples(world)[nameOf(op)] === undefined ? RUNS : RUNS * BODY_FACTOR;
    const tokenFor = (op: Operation) =>
      !op.secured
        ? null
        : op.path === '/api/client/sign-out'
          ? signOutToken
          : op.path.startsWith('/api/staff/')
            ? world.staff
            : world.customer.token;

    function send(op: Operation, request: FuzzRequest) {
      const ids = world.ids as Record<string, string | number>;
      const [, validQuery = ''] = sampleUrl(op, ids).split('?');
      const path = op.path.replace(
        /\{(\w+)\}/g,
        (_, name: string) => request.path[name] ?? encodeURIComponent(String(ids[name])),
      );
      const query = request.query ?? validQuery;
      const example = bodyExamples(world)[nameOf(op)];
      const body =
        request.body ??
        (example === undefined
          ? undefined
          : { text: JSON.stringify(example), contentType: 'application/json' });
      const token = tokenFor(op);
      return t.app.inject({
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers: {
          ...(token ? bearer(token) : {}),
          ...(body ? { 'content-type': body.contentType } : {}),
        },
        ...(body ? { payload: body.text } : {}),
      });
    }

    // Before the fuzz, which spends the rate limits that are checked before a body is read.
    it('refuses a body of several megabytes with 413 and a Russian { code, message }', async () => {
      const problems: string[] = [];
      for (const op of operations) {
        for (const [size, text] of [
          ['3 MB', OVER_DEFAULT_LIMIT],
          [`${OCR_BODY_LIMIT / MB + 1} MB`, OVER_EVERY_LIMIT],
        ] as const) {
          const response = await send(op, {
            path: {},
            body: { text, contentType: 'application/json' },
            what: size,
          });
          // Fastify reads no body for GET; the photo helper takes photos of up to 8 MB and refuses this one's
          // content (4xx); everything else stops at its limit.
          const refused =
            op.method === 'GET' || (text === OVER_DEFAULT_LIMIT && OWN_LIMIT.includes(nameOf(op)))
              ? response.statusCode < 500
              : response.statusCode === 413 && refusalProblem(response, { exactly: true }) === undefined;
          const problem = refusalProblem(response);
          if (problem || !refused)
            problems.push(`${nameOf(op)} with ${size}: ${problem ?? response.statusCode}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(
      'answers no generated request with a 5xx, and every refusal with a Russian { code, message }',
      async () => {
        const problems: string[] = [];
        const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
        for (const op of operations) {
          const examples = bodyExamples(world);
          const property = fc.asyncProperty(fuzzCases(op, examples[nameOf(op)]), async (request) => {
            const response = await send(op, request);
            const problem = refusalProblem(response);
            if (problem) throw new Error(`${nameOf(op)} answered ${problem}`);
          });
          const details = await fc.check(property, { seed: seedOf(op), numRuns: runsOf(op) });
          if (details.failed) {
            problems.push(
              `${nameOf(op)}: ${fc.defaultReportMessage(details)}\n` +
                `Answer: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n` +
                `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_OP='${nameOf(op)}' npm test -w apps/server -- contract/fuzz-shard-${shard}`,
            );
          }
        }
        expect(problems).toEqual([]);
        expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
      // About 5 ms a case on PGlite, several times that on a loaded machine: the limit only guards against a hang,
      // so it is generous and grows with FUZZ_RUNS (the number of operations grows with every issue).
      Math.max(900_000, RUNS * BODY_FACTOR * 200 * 25),
    );
  });
}
