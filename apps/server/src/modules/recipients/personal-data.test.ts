import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { staffAudit } from '../../db/schema/audit.js';
import { recipients } from '../../db/schema/recipients.js';
import { createFieldCipher, keyIdOf, PersonalDataKeyError } from '../../personal-data/field-cipher.js';
import { installPersonalDataKeys } from '../../personal-data/personal-data-keys.js';
import {
  call,
  russianRecipient,
  signInStaffMember,
  signUpClient,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';
import { PRODUCTION_ENV, refusal } from '../../test/production-env.js';
import { createTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { checkPersonalDataKeys, recipientsForRegistry, reencryptPersonalData } from './index.js';
import { encryptPlaintextPersonalData } from './reencrypt-personal-data.js';

const newKey = () => randomBytes(32).toString('base64');
const PERSONAL = ['inn', 'idocSeries', 'idocNumber', 'idocOrg', 'idocDate'] as const;

describe("recipients' personal data is encrypted (decision 064)", () => {
  let t: TestApp;
  let database: DatabaseHandle;
  let customerId: number;
  let key: string;
  let customer: Awaited<ReturnType<typeof signUpClient>>;
  let recipientId: number;
  /** The recipient as the customer's create call answered it (the server normalises the series and phone). */
  let answered: Record<string, unknown> & { id: number };

  const rawRow = async (id: number) => {
    const [row] = await t.app.ctx.db.select().from(recipients).where(eq(recipients.id, id));
    return row!;
  };
  const customerView = async (id: number) =>
    (await call(t.app, 'GET', `/api/recipient-client-data/${id}`, customer.token)).json();

  beforeAll(async () => {
    key = newKey();
    database = await createTestDatabase();
    const app = await buildApp(testConfig({ personalData: { key } }), { database });
    t = { app, mails: [], close: () => app.close() };
    customer = await signUpClient(t.app);
    customerId = Number((await call(t.app, 'GET', '/api/client/my-info', customer.token)).json().id);
    const created = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      customer.token,
      russianRecipient,
    );
    expect(created.statusCode, created.body).toBe(201);
    answered = created.json();
    recipientId = answered.id;
  });
  afterAll(() => t.close());

  it('stores ciphertext, never the passport or INN in clear, and answers the customer in clear', async () => {
    const row = await rawRow(recipientId);
    const stored = JSON.stringify(row);
    for (const column of PERSONAL) {
      expect(row[column]).toMatch(new RegExp(`^pd1:${keyIdOf(Buffer.from(key, 'base64'))}:`));
      expect(stored).not.toContain(answered[column]);
    }
    // The same value twice is two different ciphertexts: a fresh IV per value.
    const again = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      customer.token,
      russianRecipient,
    );
    expect((await rawRow(again.json().id)).idocNumber).not.toBe(row.idocNumber);
    // The name, phone and e-mail the desk searches by stay as they were.
    expect(row.surname).toBe(russianRecipient.surname);
    expect(answered).toMatchObject({
      inn: russianRecipient.inn,
      idocNumber: '654321',
      idocDate: '2015-06-01',
    });
    expect(await customerView(recipientId)).toEqual(answered);
    const list = await call(t.app, 'GET', '/api/client/my-recipient-data?offset=100', customer.token);
    expect(list.json().data.find((r: { id: number }) => r.id === recipientId)).toEqual(answered);
  });

  it('encrypts an edit and what a self-fill link submits', async () => {
    const edited = await call(t.app, 'PUT', `/api/recipient-client-data/cl/${recipientId}`, customer.token, {
      ...russianRecipient,
      idocNumber: '111222',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().idocNumber).toBe('111222');
    expect((await rawRow(recipientId)).idocNumber).toMatch(/^pd1:/);

    const link = (await call(t.app, 'GET', '/api/recipient-client-data/token', customer.token)).json();
    const filled = await call(t.app, 'POST', '/api/recipient-client-data/cl', link.receiverToken, {
      ...russianRecipient,
      idocNumber: '333444',
    });
    expect(filled.statusCode, filled.body).toBeLessThan(300);
    const row = await rawRow(link.recipientId);
    expect(row.idocNumber).toMatch(/^pd1:/);
    expect((await customerView(link.recipientId)).idocNumber).toBe('333444');
  });

  it('gives the customs registry the recipients in clear', async () => {
    const found = await recipientsForRegistry(t.app.ctx.db, [recipientId, 999_999]);
    expect([...found.keys()]).toEqual([recipientId]);
    expect(found.get(recipientId)).toMatchObject({
      fullName: 'Иванов Иван Иванович',
      passportSeries: answered.idocSeries,
      passportNumber: '111222',
      passportIssuedAt: russianRecipient.idocDate,
      passportIssuedBy: russianRecipient.idocOrg,
      inn: russianRecipient.inn,
      birthDate: russianRecipient.dateBirthday,
      phone: answered.phone,
    });
  });

  it('shows the desk the number and INN masked, and reveals them only to the roles that need them, audited', async () => {
    const support = await signInStaffMember(t.app, ['support']);
    const warehouse = await signInStaffMember(t.app, ['warehouse']);
    const desk = await call(t.app, 'GET', `/api/staff/recipients/${recipientId}`, support.token);
    expect(desk.json()).toMatchObject({
      idocSeries: answered.idocSeries,
      idocNumber: '••••22',
      inn: '••••••••••59',
      idocOrg: russianRecipient.idocOrg,
    });
    expect(desk.body).not.toContain('111222');
    expect(desk.body).not.toContain(russianRecipient.inn);

    const audits = () =>
      t.app.ctx.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.action, 'recipient.reveal'), eq(staffAudit.objectId, String(recipientId))));
    for (const member of [support, warehouse]) {
      const shown = await call(t.app, 'POST', `/api/staff/recipients/${recipientId}/reveal`, member.token);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json()).toEqual({
        id: recipientId,
        inn: russianRecipient.inn,
        idocSeries: answered.idocSeries,
        idocNumber: '111222',
        idocOrg: russianRecipient.idocOrg,
        idocDate: russianRecipient.idocDate,
      });
    }
    const rows = await audits();
    expect(rows.map((row) => [row.actorId, row.customerId, row.operation])).toEqual([
      [support.id, customerId, 'POST /api/staff/recipients/{id}/reveal'],
      [warehouse.id, customerId, 'POST /api/staff/recipients/{id}/reveal'],
    ]);

    for (const roles of [['finance'], ['buyer']] as const) {
      const member = await signInStaffMember(t.app, [...roles]);
      const refused = await call(t.app, 'POST', `/api/staff/recipients/${recipientId}/reveal`, member.token);
      expect(refused.statusCode, roles[0]).toBe(403);
      expect(refused.body).not.toContain('111222');
    }
    const stranger = await call(t.app, 'POST', `/api/staff/recipients/${recipientId}/reveal`, customer.token);
    expect(stranger.statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/staff/recipients/999999/reveal', support.token)).statusCode).toBe(
      404,
    );
    expect(await audits()).toHaveLength(2);
  });

  it('encrypts rows stored in clear before 0026 at start, once', async () => {
    await t.app.ctx.db
      .update(recipients)
      .set({ inn: russianRecipient.inn, idocNumber: '654321', idocDate: '2015-06-01' })
      .where(eq(recipients.id, recipientId));
    // Read as it is meanwhile.
    expect((await customerView(recipientId)).idocNumber).toBe('654321');
    const before = await rawRow(recipientId);
    expect(await encryptPlaintextPersonalData(t.app.ctx.db)).toBe(1);
    const after = await rawRow(recipientId);
    for (const column of PERSONAL) expect(after[column]).toMatch(/^pd1:/);
    // Already encrypted values are left as they were; the version forms send back does not move.
    expect(after.idocSeries).toBe(before.idocSeries);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await encryptPlaintextPersonalData(t.app.ctx.db)).toBe(0);
    expect(await customerView(recipientId)).toMatchObject({
      inn: russianRecipient.inn,
      idocNumber: '654321',
    });
  });

  it('rotates: old rows read during the rotation, every value under the new key after it, restartable', async () => {
    const rotated = newKey();
    const oldId = keyIdOf(Buffer.from(key, 'base64'));
    const newId = keyIdOf(Buffer.from(rotated, 'base64'));
    installPersonalDataKeys({ key: rotated, previousKeys: [key] });
    try {
      // A new value is written with the new key while old ones still read.
      const fresh = await call(
        t.app,
        'POST',
        '/api/recipient-client-data/cl',
        customer.token,
        russianRecipient,
      );
      expect((await rawRow(fresh.json().id)).inn).toMatch(new RegExp(`^pd1:${newId}:`));
      expect((await rawRow(recipientId)).inn).toMatch(new RegExp(`^pd1:${oldId}:`));
      expect((await customerView(recipientId)).inn).toBe(russianRecipient.inn);

      const versionsNow = () =>
        t.app.ctx.db
          .select({ id: recipients.id, at: recipients.updatedAt })
          .from(recipients)
          .orderBy(recipients.id);
      const versions = await versionsNow();
      const total = await reencryptPersonalData(t.app.ctx.db, 'rotate');
      expect(total).toBeGreaterThanOrEqual(3);
      expect(await reencryptPersonalData(t.app.ctx.db, 'rotate')).toBe(0);
      const rows = await t.app.ctx.db.select().from(recipients);
      for (const row of rows) {
        for (const column of PERSONAL) {
          if (row[column] !== null) expect(row[column]).toMatch(new RegExp(`^pd1:${newId}:`));
        }
      }
      expect(await versionsNow()).toEqual(versions);

      // The old key can go: everything reads with the new one alone.
      installPersonalDataKeys({ key: rotated });
      await checkPersonalDataKeys(t.app.ctx.db);
      expect(await customerView(recipientId)).toMatchObject({
        inn: russianRecipient.inn,
        idocNumber: '654321',
      });
    } finally {
      key = rotated;
      installPersonalDataKeys({ key });
    }
  });

  it('refuses clearly to read with a wrong key or none', async () => {
    const row = await rawRow(recipientId);
    const wrong = createFieldCipher({ key: newKey() });
    expect(() => wrong.decrypt(row.inn!, 'recipients.inn')).toThrow(
      /зашифрованы ключом .* которого нет в PERSONAL_DATA_KEY/,
    );
    // A value moved into another column does not decrypt either.
    expect(() => createFieldCipher({ key }).decrypt(row.inn!, 'recipients.idocNumber')).toThrow(
      PersonalDataKeyError,
    );
    expect(() => createFieldCipher({ key: 'short' })).toThrow(
      /PERSONAL_DATA_KEY: ожидается base64 ровно 32 байт/,
    );

    // A start with a key that cannot read the stored data stops before serving anything.
    const start = buildApp(testConfig({ personalData: { key: newKey() } }), { database });
    await expect(start).rejects.toThrow(
      /Персональные данные получателей зашифрованы ключами .*, которых нет в PERSONAL_DATA_KEY/,
    );
    installPersonalDataKeys({ key });
    expect((await customerView(recipientId)).inn).toBe(russianRecipient.inn);
  });

  it('refuses a production start without the key, or with one that is not 32 bytes', () => {
    const { PERSONAL_DATA_KEY: _key, ...withoutKey } = PRODUCTION_ENV;
    expect(refusal(withoutKey).problems.join('\n')).toMatch(
      /^PERSONAL_DATA_KEY: NODE_ENV=production — задайте/m,
    );
    const short = refusal({ ...PRODUCTION_ENV, PERSONAL_DATA_KEY: Buffer.alloc(16).toString('base64') });
    expect(short.message).toContain('PERSONAL_DATA_KEY');
    expect(short.message).toContain('ровно 32 байт');
  });
});
