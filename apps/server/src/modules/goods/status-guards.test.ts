import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_MESSAGES, goodItemSchema } from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../errors.js';
import {
  call,
  createTestApp,
  goodItem,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  type TestApp,
  testStaffActor,
} from '../../test/helpers.js';
import { receiveTrack } from './receive-track.js';
import { storageSettingsOf } from './storage-settings.js';
import { updateGood } from './update-good.js';

/**
 * The database, except that right after the `nth` read of the goods table `meanwhile` runs: another actor's
 * change landing between an action's read and its write, made deterministic.
 */
function withChangeAfterRead(db: Database, nth: number, meanwhile: () => Promise<unknown>): Database {
  let reads = 0;
  return new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown;
      if (prop !== 'select' || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (...args: unknown[]) => {
        const builder = value.apply(target, args) as { from: (table: unknown) => PromiseLike<unknown> };
        return {
          from(table: unknown) {
            const query = builder.from(table);
            if (table !== goods || (reads += 1) !== nth) return query;
            const then = query.then.bind(query);
            Object.assign(query, {
              then: (resolve: (rows: unknown) => unknown, reject: (error: unknown) => unknown) =>
                then(async (rows) => {
                  await meanwhile();
                  return rows;
                }).then(resolve, reject),
            });
            return query;
          },
        };
      };
    },
  });
}

describe('goods: status changes are guarded, money and quantities are checked', () => {
  let t: TestApp;
  let staffId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await signInStaff(t.app);
    const [staff] = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.role, 'staff'));
    staffId = staff!.id;
  });
  afterAll(() => t.close());

  let seq = 0;
  const track = () => `SG${Date.now().toString().slice(-9)}${(seq += 1)}`.slice(0, 15);
  const userIdOf = async (client: SignedUpClient) =>
    (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id as number;
  const create = async (client: SignedUpClient, tn: string, item: Record<string, unknown> = goodItem) =>
    call(t.app, 'POST', '/api/goods/create', client.token, { incomingDeclaration: tn, goods: [item] });
  const statusOf = async (id: number) =>
    (await t.app.ctx.db.select().from(goods).where(eq(goods.id, id)))[0]!;

  it('keeps a warehouse receipt that lands between the edit’s first read and its write', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    const id = (await create(client, tn)).json().data[0].id;
    const racing = withChangeAfterRead(t.app.ctx.db, 1, () =>
      receiveTrack(t.app.ctx.db, testStaffActor(staffId), tn, storageSettingsOf(t.app.ctx.config)),
    );
    const item = goodItemSchema.parse({ ...goodItem, description: 'Куртка' });
    const edited = await updateGood(racing, await userIdOf(client), id, tn, item);
    // The edit was allowed from the status it found at its write (20) and kept it: the receipt is not undone.
    expect(edited).toMatchObject({ statusId: 20, description: 'Куртка' });
    expect((await statusOf(id)).statusId).toBe(20);
  });

  it('answers 409 and changes nothing when the receipt lands between the guarded read and the UPDATE', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    const id = (await create(client, tn)).json().data[0].id;
    const racing = withChangeAfterRead(t.app.ctx.db, 2, () =>
      receiveTrack(t.app.ctx.db, testStaffActor(staffId), tn, storageSettingsOf(t.app.ctx.config)),
    );
    const item = goodItemSchema.parse({ ...goodItem, description: 'Куртка' });
    const error = await updateGood(racing, await userIdOf(client), id, tn, item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'STATUS_CONFLICT',
      message: GOOD_MESSAGES.notEditable,
    });
    expect(await statusOf(id)).toMatchObject({ statusId: 20, description: goodItem.description });
  });

  it('refuses an edit once the good has left the warehouse, with the domain’s message', async () => {
    const client = await signUpClient(t.app);
    const id = (await create(client, track())).json().data[0].id;
    await t.app.ctx.db.update(goods).set({ statusId: 30 }).where(eq(goods.id, id));
    const response = await call(t.app, 'PUT', `/api/goods/cl/${id}`, client.token, {
      ...goodItem,
      incomingDeclaration: track(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STATUS_CONFLICT', message: GOOD_MESSAGES.notEditable });
  });

  it('refuses 89.555 and "89,555" alike and stores nothing', async () => {
    const client = await signUpClient(t.app);
    const asNumber = await create(client, track(), { ...goodItem, price: 89.555 });
    const asText = await create(client, track(), { ...goodItem, price: '89,555' });
    for (const response of [asNumber, asText]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors['goods.0.price']).toBe('Не более двух знаков после запятой');
    }
    expect((await call(t.app, 'GET', '/api/client/my-goods', client.token)).json().totalElements).toBe(0);
  });

  it('answers 400, not 500, to a price or quantity that does not fit the columns', async () => {
    const client = await signUpClient(t.app);
    const price = await create(client, track(), { ...goodItem, price: 1e13 });
    expect(price.statusCode).toBe(400);
    expect(price.json().errors['goods.0.price']).toBe('Слишком большая сумма');
    const qty = await create(client, track(), { ...goodItem, qty: 1e10 });
    expect(qty.statusCode).toBe(400);
    expect(qty.json().errors['goods.0.qty']).toBe('Слишком большое количество');
    const hugeId = await create(client, track(), { ...goodItem, additionalServicesIds: [4, 1e10] });
    expect(hugeId.statusCode).toBe(400);
    const statusList = await call(t.app, 'GET', '/api/client/my-goods?statusId=99999999999', client.token);
    expect(statusList.statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/client/my-goods', client.token)).json().totalElements).toBe(0);
  });

  it('stores the price exactly as typed: "89,5" is 89.50', async () => {
    const client = await signUpClient(t.app);
    const good = (await create(client, track(), { ...goodItem, price: '89,5' })).json().data[0];
    expect(good.price).toBe(89.5);
    expect((await statusOf(good.id)).price).toBe('89.50');
    const minimum = await create(client, track(), { ...goodItem, price: '9.99' });
    expect(minimum.json().errors['goods.0.price']).toBe(GOOD_MESSAGES.priceMin);
  });

  it('answers the staff status change refused by the table with 409, and a missing reason with 400', async () => {
    const staff = await signInStaff(t.app);
    const client = await signUpClient(t.app);
    const id = (await create(client, track())).json().data[0].id;
    const noReason = await call(t.app, 'PUT', `/api/staff/goods/${id}/status`, staff, { statusId: 90 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Укажите причину');
    // A good still expected (10) cannot be flagged: the warehouse does not hold it.
    const refused = await call(t.app, 'PUT', `/api/staff/goods/${id}/status`, staff, {
      statusId: 11,
      reason: 'Брак',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: GOOD_MESSAGES.staffTransitionRefused,
    });
    expect((await statusOf(id)).statusId).toBe(10);
  });
});
