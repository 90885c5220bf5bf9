import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, signUpClient, type SignedUpClient, type TestApp } from '../test/helpers.js';
import { bodyExamples } from '../test/contract/examples.js';
import { isListAnswer, type Operation, readOperations, sampleUrl } from '../test/contract/openapi.js';
import { Holdings } from '../test/contract/holdings.js';
import {
  type Id,
  idFieldsOf,
  idParameterOf,
  type IdParameter,
  type Kind,
  isIdLike,
  OWNER_MARK,
} from '../test/contract/owned.js';
import { OBJECTS } from '../test/contract/owned-objects.js';
import { refusalProblem } from '../test/contract/refusal.js';
import { buildWorld, type World } from '../test/contract/world.js';

/** An id nothing has: what a stranger's foreign id must be indistinguishable from. */
const NOTHING: Record<string, Id> = { picture: 'nothing-here.png' };
const NOTHING_ID = 2_000_000_000;

interface Swept {
  name: string;
  row: IdParameter;
}
/** One call of the sweep: which parameters carry the owner's object (of which kind); the rest are the stranger's. */
interface Variant {
  foreign: Record<string, Kind>;
}

function withValue(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

const describeOp = (op: Operation) => `${op.method} ${op.path}`;
const isCustomerOperation = (op: Operation) => op.secured && !op.path.startsWith('/api/staff/');

/**
 * Every customer operation that takes an id, called by a second customer with the first customer's real ids
 * (the registry in test/contract/owned.ts says how to make each), answers 404 and changes nothing the owner sees;
 * the owner's own call with the same ids then succeeds, so the ids were real and the call reachable.
 */
describe('another customer’s ids', () => {
  let t: TestApp;
  let world: World;
  let operations: Operation[];
  let stranger: SignedUpClient;
  /** The stranger's confirmed recipient and address, for the bodies the stranger sends. */
  let strangerWorld: World;
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t.app);
    operations = (await readOperations(t.app)).operations;
    stranger = await signUpClient(t.app);
    const own = new Holdings(t.app, stranger.token, world.staff, 'Чужаков');
    strangerWorld = {
      ...world,
      customer: stranger,
      ids: {
        ...world.ids,
        recipientId: await own.get('recipient'),
        addressId: await own.get('address'),
        fileName: await own.get('picture'),
        parcelId: await own.get('parcel'),
        orderId: await own.get('order'),
        // Goods for the parcel bodies, one per operation: a good joins one parcel only.
        ...Object.fromEntries(
          await Promise.all(
            ['parcelGoodId', 'virtualGoodId', 'editGoodId'].map(async (key) => [
              key,
              await new Holdings(t.app, stranger.token, world.staff, 'Чужаков').get('good'),
            ]),
          ),
        ),
      },
    };
  }, 120_000);
  afterAll(() => t.close());

  /** Collected over a whole test so that one run names every offending call. */
  let problems: string[] = [];
  beforeEach(() => {
    problems = [];
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  const idParametersOf = (op: Operation) =>
    op.parameters.filter((p) => p.in !== 'header' && isIdLike(p.name, p.in));
  const sweptOf = (op: Operation): Swept[] =>
    idParametersOf(op)
      .map((p) => ({ name: p.name, row: idParameterOf(op.path, p.name) }))
      .filter((s): s is Swept => s.row !== undefined && s.row.shared === undefined);

  it('has a registry row for every id a customer can send', () => {
    const missing = operations.filter(isCustomerOperation).flatMap((op) => [
      ...idParametersOf(op)
        .filter((p) => idParameterOf(op.path, p.name) === undefined)
        .map((p) => `${describeOp(op)}: ${p.in} parameter "${p.name}"`),
      ...idFieldsOf(bodyExamples(world)[describeOp(op)])
        .filter((f) => idParameterOf(op.path, f.name) === undefined)
        .map((f) => `${describeOp(op)}: body field ${f.path.join('.')}`),
    ]);
    expect(missing, 'ids without a row in test/contract/owned.ts').toEqual([]);
  });

  function variantsOf(swept: Swept[]): Variant[] {
    const variants: Variant[] = [];
    for (const s of swept) {
      for (const kind of s.row.objects!) variants.push({ foreign: { [s.name]: kind } });
    }
    if (swept.length > 1) {
      variants.push({ foreign: Object.fromEntries(swept.map((s) => [s.name, s.row.objects![0]!])) });
    }
    return variants;
  }

  const send = (op: Operation, user: SignedUpClient, ids: Record<string, Id>, body: unknown) => {
    const query = Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'query' && ids[p.name] !== undefined)
        .map((p) => [p.name, ids[p.name]!]),
    );
    const url = sampleUrl(op, { ...(world.ids as Record<string, Id>), ...ids }, query);
    return call(t.app, op.method, url, user.token, body);
  };
  const snapshot = async (owner: Record<string, [Kind, Id]>) => {
    const shown: string[] = [];
    for (const [kind, id] of Object.values(owner)) {
      const { url, anonymous } = OBJECTS[kind].show(id);
      const r = await call(t.app, 'GET', url, anonymous ? null : world.customer.token);
      shown.push(`${url} → ${r.statusCode} ${r.body}`);
    }
    return shown;
  };

  it('answers 404 to a stranger’s call with the owner’s ids, and changes nothing', async () => {
    let covered = 0;
    for (const op of operations.filter(isCustomerOperation)) {
      const swept = sweptOf(op);
      if (swept.length === 0) continue;
      covered += 1;
      const name = describeOp(op);
      const owner = new Holdings(t.app, world.customer.token, world.staff, OWNER_MARK);
      const own = new Holdings(t.app, stranger.token, world.staff, 'Чужаков');
      const ownerBody = bodyExamples(world)[name];
      const strangerBody = bodyExamples(strangerWorld)[name];
      const ownerObjects: Record<string, [Kind, Id]> = {};
      for (const s of swept) {
        for (const kind of s.row.objects!) ownerObjects[kind] = [kind, await owner.get(kind)];
      }
      let before = await snapshot(ownerObjects);

      for (const variant of variantsOf(swept)) {
        const ids: Record<string, Id> = {};
        const nothing: Record<string, Id> = {};
        for (const s of swept) {
          const kind = variant.foreign[s.name];
          ids[s.name] = kind ? ownerObjects[kind]![1] : await own.get(s.row.objects![0]!);
          nothing[s.name] = kind ? (NOTHING[kind] ?? NOTHING_ID) : ids[s.name]!;
        }
        const what = `${name} as a stranger with the owner's ${Object.entries(variant.foreign)
          .map(([param, kind]) => `${param} (${OBJECTS[kind].what})`)
          .join(', ')}`;
        const response = await send(op, stranger, ids, strangerBody);
        const asIfAbsent = Object.keys(variant.foreign).every(
          (param) => swept.find((s) => s.name === param)!.row.answer === 'asIfAbsent',
        );
        if (asIfAbsent) {
          const absent = await send(op, stranger, nothing, strangerBody);
          if (response.statusCode !== absent.statusCode || response.body !== absent.body) {
            problems.push(
              `${what}: ${response.statusCode} ${response.body.slice(0, 200)}, but for an id of nothing ${absent.statusCode} ${absent.body.slice(0, 200)}`,
            );
          } else if (
            response.statusCode === 200 &&
            isListAnswer(op.okSchema) &&
            response.json().data.length
          ) {
            problems.push(`${what}: a list of ${response.json().data.length}, not an empty one`);
          }
        } else if (response.statusCode !== 404) {
          problems.push(`${what}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        const shape = refusalProblem(response);
        if (shape) problems.push(`${what}: ${shape}`);
        if (response.body.includes(OWNER_MARK)) problems.push(`${what}: shows the owner's object`);
        const after = await snapshot(ownerObjects);
        const changed = after.filter((shown, i) => shown !== before[i]);
        if (changed.length > 0) {
          problems.push(
            `${what} changed what the owner sees:\n${changed.map((s) => s.slice(0, 400)).join('\n')}`,
          );
          before = after;
        }
      }

      // The owner's own call with the same ids works: the ids were real and the call reachable.
      const ownerIds = Object.fromEntries(
        swept.map((s): [string, Id] => [s.name, ownerObjects[s.row.objects![0]!]![1]]),
      );
      const mine = await send(op, world.customer, ownerIds, ownerBody);
      if (mine.statusCode >= 300) {
        problems.push(`${name} as the owner: ${mine.statusCode} ${mine.body.slice(0, 200)}`);
      }
    }
    console.log(`ownership sweep: ${covered} customer operations with ids`);
    expect(covered).toBeGreaterThan(20);
  }, 120_000);

  it('refuses a stranger’s body that names the owner’s object as if it named nothing', async () => {
    let covered = 0;
    for (const op of operations.filter(isCustomerOperation)) {
      const name = describeOp(op);
      const strangerBody = bodyExamples(strangerWorld)[name];
      const fields = idFieldsOf(strangerBody).filter((f) => idParameterOf(op.path, f.name)?.objects);
      if (fields.length === 0) continue;
      covered += 1;
      const owner = new Holdings(t.app, world.customer.token, world.staff, OWNER_MARK);
      const own = new Holdings(t.app, stranger.token, world.staff, 'Чужаков');
      // The path's ids are the stranger's own: only the body names something of the owner's.
      const ids: Record<string, Id> = {};
      for (const s of sweptOf(op)) ids[s.name] = await own.get(s.row.objects![0]!);
      for (const field of fields) {
        const kind = idParameterOf(op.path, field.name)!.objects![0]!;
        const ownerObjects = { [kind]: [kind, await owner.get(kind)] as [Kind, Id] };
        const before = await snapshot(ownerObjects);
        const what = `${name} as a stranger with the owner's ${OBJECTS[kind].what} in ${field.path.join('.')}`;
        const response = await send(
          op,
          stranger,
          ids,
          withValue(strangerBody, field.path, ownerObjects[kind]![1]),
        );
        const absent = await send(
          op,
          stranger,
          ids,
          withValue(strangerBody, field.path, NOTHING[kind] ?? NOTHING_ID),
        );
        if (
          response.statusCode < 400 ||
          response.statusCode !== absent.statusCode ||
          response.body !== absent.body
        ) {
          problems.push(
            `${what}: ${response.statusCode} ${response.body.slice(0, 200)}, but for an id of nothing ${absent.statusCode} ${absent.body.slice(0, 200)}`,
          );
        }
        if (response.body.includes(OWNER_MARK)) problems.push(`${what}: shows the owner's object`);
        const after = await snapshot(ownerObjects);
        if (after.join() !== before.join()) problems.push(`${what} changed what the owner sees`);
      }
      // With the stranger's own objects the same body works: the foreign id alone was refused.
      const mine = await send(op, stranger, ids, strangerBody);
      if (mine.statusCode >= 300)
        problems.push(`${name} with the stranger's own ids: ${mine.statusCode} ${mine.body.slice(0, 200)}`);
    }
    console.log(`ownership sweep: ${covered} customer operations with ids in their bodies`);
    expect(covered).toBeGreaterThan(3);
  });

  it('shows a stranger none of the owner’s objects in any list or answer without an id', async () => {
    const owner = new Holdings(t.app, world.customer.token, world.staff, OWNER_MARK);
    for (const kind of ['recipient', 'address', 'good', 'readyGood'] as const) await owner.get(kind);
    const marked: string[] = [];
    for (const op of operations.filter((o) => isCustomerOperation(o) && o.method === 'GET')) {
      if (op.path.includes('{')) continue;
      const name = describeOp(op);
      const mine = await send(op, world.customer, {}, undefined);
      if (mine.body.includes(OWNER_MARK)) marked.push(name);
      const response = await send(op, stranger, {}, undefined);
      if (response.statusCode >= 500) problems.push(`${name}: ${response.statusCode}`);
      if (response.body.includes(OWNER_MARK)) problems.push(`${name} shows the stranger the owner's objects`);
    }
    // The check above could not fail if the owner's own lists did not show the mark.
    expect(marked).toEqual(
      expect.arrayContaining([
        'GET /api/client/my-goods',
        'GET /api/client/my-recipient-data',
        'GET /api/client/my-addresses',
        'GET /api/readyGoods',
      ]),
    );
    const ownerCard = (
      await call(t.app, 'GET', '/api/recipient-client-data/token', world.customer.token)
    ).json();
    const strangerCard = (
      await call(t.app, 'GET', '/api/recipient-client-data/token', stranger.token)
    ).json();
    expect(strangerCard.recipientId).not.toBe(ownerCard.recipientId);
  });
});
