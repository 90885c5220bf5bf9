import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { recipients } from '../../db/schema/recipients.js';
import { keyIdOf } from '../../personal-data/field-cipher.js';
import { installPersonalDataKeys } from '../../personal-data/personal-data-keys.js';
import {
  call,
  goodItem,
  russianRecipient,
  signInStaff,
  signUpClient,
  type SignedUpClient,
  testConfig,
} from '../../test/helpers.js';
import { createTestDatabase } from '../../test/test-database.js';
import { encryptPlaintextPersonalData, reencryptPersonalData } from './index.js';

const newKey = () => randomBytes(32).toString('base64');
const keyId = (key: string) => keyIdOf(Buffer.from(key, 'base64'));

/**
 * Decision 071: the desk finds a recipient, and the finance desk its customer, by the passport's series and number
 * through a blind index (a keyed hash), though the passport itself is stored encrypted (decision 064).
 */
describe('the desk search by passport number', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let staff: string;
  let owner: SignedUpClient;
  let other: SignedUpClient;
  let ownerId: number;
  let recipientId: number;
  let key = newKey();

  const create = async (client: SignedUpClient, data: object) => {
    const created = await call(app, 'POST', '/api/recipient-client-data/cl', client.token, data);
    expect(created.statusCode, created.body).toBe(201);
    return Number(created.json().id);
  };
  const idOf = async (client: SignedUpClient) =>
    Number((await call(app, 'GET', '/api/client/my-info', client.token)).json().id);
  const found = async (q: string) => {
    const counters = await call(
      app,
      'GET',
      `/api/staff/recipients/counters?q=${encodeURIComponent(q)}`,
      staff,
    );
    const statuses = Object.keys(counters.json().counts as Record<string, number>);
    const rows = [];
    for (const status of statuses) {
      const page = await call(
        app,
        'GET',
        `/api/staff/recipients?status=${status}&q=${encodeURIComponent(q)}`,
        staff,
      );
      expect(page.statusCode, page.body).toBe(200);
      rows.push(...(page.json().data as Array<{ id: number; client: { id: number }; idocNumber: string }>));
    }
    return rows;
  };
  const customersFound = async (q: string) => {
    const page = await call(app, 'GET', `/api/staff/customers?q=${encodeURIComponent(q)}`, staff);
    expect(page.statusCode, page.body).toBe(200);
    return (page.json().data as Array<{ id: number }>).map((c) => c.id);
  };
  const storedIndex = async () =>
    (
      await app.ctx.db
        .select({ idocKey: recipients.idocKey })
        .from(recipients)
        .where(eq(recipients.id, recipientId))
    )[0]!.idocKey;

  beforeAll(async () => {
    app = await buildApp(testConfig({ personalData: { key } }), { database: await createTestDatabase() });
    await app.ready();
    staff = await signInStaff(app, ['owner']);
    owner = await signUpClient(app);
    other = await signUpClient(app);
    ownerId = await idOf(owner);
    recipientId = await create(owner, russianRecipient);
    await create(other, { ...russianRecipient, idocNumber: '111222', email: 'other@mail.test' });
  }, 60_000);
  afterAll(() => app.close());

  it('stores a keyed hash of the series and number, not the passport', async () => {
    const index = await storedIndex();
    expect(index).toMatch(new RegExp(`^${keyId(key)}:[A-Za-z0-9_-]{43}$`));
    expect(index).not.toContain('654321');
  });

  it("finds the recipient and its customer by the passport, typed with or without spaces, and no one else's", async () => {
    for (const q of ['4510 654321', '4510654321', '45 10 654321']) {
      const rows = await found(q);
      expect(
        rows.map((row) => [row.id, row.client.id]),
        q,
      ).toEqual([[recipientId, ownerId]]);
      // Found by it, still shown masked.
      expect(rows[0]!.idocNumber).toBe('••••21');
      expect(await customersFound(q), q).toEqual([ownerId]);
    }
    expect(await found('4510 654322')).toEqual([]);
    expect(await customersFound('4510654322')).toEqual([]);
  });

  it("finds the customer's objects by the passport on the other desks, and no one else's", async () => {
    const created = await call(app, 'POST', '/api/goods/create?version=v2', owner.token, {
      incomingDeclaration: 'YT7700112233',
      goods: [goodItem],
    });
    expect(created.statusCode, created.body).toBe(201);
    const otherGood = await call(app, 'POST', '/api/goods/create?version=v2', other.token, {
      incomingDeclaration: 'YT7700445566',
      goods: [goodItem],
    });
    expect(otherGood.statusCode, otherGood.body).toBe(201);
    const goods = await call(app, 'GET', `/api/staff/goods?q=${encodeURIComponent('4510 654321')}`, staff);
    expect(goods.statusCode, goods.body).toBe(200);
    expect((goods.json().data as Array<{ clientId: number }>).map((good) => good.clientId)).toEqual([
      ownerId,
    ]);
  });

  it('fills a missing index at start and recomputes it in a key rotation, found all along', async () => {
    await app.ctx.db.update(recipients).set({ idocKey: null }).where(eq(recipients.id, recipientId));
    expect(await encryptPlaintextPersonalData(app.ctx.db)).toBeGreaterThan(0);
    expect(await storedIndex()).toMatch(new RegExp(`^${keyId(key)}:`));

    const rotated = newKey();
    installPersonalDataKeys({ key: rotated, previousKeys: [key] });
    // Before the rotation's pass the row holds the old key's hash: the search looks under every key it reads.
    expect((await found('4510 654321')).map((row) => row.id)).toEqual([recipientId]);
    await reencryptPersonalData(app.ctx.db, 'rotate');
    expect(await storedIndex()).toMatch(new RegExp(`^${keyId(rotated)}:`));
    const { rows } = (await app.ctx.db.execute(
      sql`select count(*)::int as n from recipients where idoc_key not like ${`${keyId(rotated)}:%`}`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows[0]!.n).toBe(0);
    installPersonalDataKeys({ key: rotated });
    key = rotated;
    expect((await found('4510 654321')).map((row) => row.id)).toEqual([recipientId]);
  });
});
