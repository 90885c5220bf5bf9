import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientLinks } from '../../db/schema/index.js';
import { call, createTestApp, russianRecipient, signUpClient, type TestApp } from '../../test/helpers.js';

describe('self-fill links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function makeLink(token: string) {
    const response = await call(t.app, 'GET', '/api/recipient-client-data/token', token);
    expect(response.statusCode).toBe(200);
    return response.json() as { receiverToken: string; recipientId: number; expiresAt: string; url: string };
  }

  it('creates an unfilled recipient and a 24-hour link to the public page', async () => {
    const client = await signUpClient(t.app);
    const link = await makeLink(client.token);
    expect(link.url).toBe(
      `http://localhost:3000/recipients/secondary?receiverToken=${encodeURIComponent(link.receiverToken)}&recipientId=${link.recipientId}`,
    );
    const hours = (new Date(link.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const mine = await call(t.app, 'GET', `/api/recipient-client-data/${link.recipientId}`, client.token);
    expect(mine.json()).toMatchObject({ recipientClientDataStatus: { id: 4 }, fromUrl: true, surname: null });
  });

  it('lets a visitor fill the recipient exactly once', async () => {
    const client = await signUpClient(t.app);
    const link = await makeLink(client.token);

    const state = await call(
      t.app,
      'GET',
      `/api/recipient-client-data/${link.recipientId}`,
      link.receiverToken,
    );
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({
      id: link.recipientId,
      recipientClientDataStatus: { id: 4, title: 'Не заполнен' },
      expiresAt: link.expiresAt,
    });

    const filled = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      link.receiverToken,
      russianRecipient,
    );
    expect(filled.statusCode).toBe(201);
    expect(filled.json()).toEqual({
      id: link.recipientId,
      recipientClientDataStatus: { id: 1, title: 'На проверке' },
    });

    const again = await call(t.app, 'POST', '/api/recipient-client-data/cl', link.receiverToken, {
      ...russianRecipient,
      surname: 'Петров',
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'LINK_USED',
      message: 'Данной ссылкой можно создать только один receiver',
    });

    const list = await call(t.app, 'GET', '/api/client/my-recipient-data', client.token);
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      id: link.recipientId,
      surname: 'Иванов',
      recipientClientDataStatus: { id: 1 },
    });
  });

  it('validates what the visitor sends and accepts only Russia or Belarus', async () => {
    const client = await signUpClient(t.app);
    const link = await makeLink(client.token);
    const bad = await call(t.app, 'POST', '/api/recipient-client-data/cl', link.receiverToken, {
      ...russianRecipient,
      inn: '1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.inn).toBe('Должно быть ровно 12 цифр');
    const elsewhere = await call(t.app, 'POST', '/api/recipient-client-data/cl', link.receiverToken, {
      countryCode: 398,
      surname: 'Smith',
      name: 'John',
      middleName: 'Paul',
      email: 'john@example.com',
      phone: '+77010000000',
      dateBirthday: '1980-01-01',
    });
    expect(elsewhere.statusCode).toBe(400);
    // Neither attempt spent the link.
    expect(
      (await call(t.app, 'POST', '/api/recipient-client-data/cl', link.receiverToken, russianRecipient))
        .statusCode,
    ).toBe(201);
  });

  it('opens nothing else: other recipients, lists, profile, addresses', async () => {
    const client = await signUpClient(t.app);
    const other = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;
    const link = await makeLink(client.token);
    const token = link.receiverToken;
    for (const [method, url] of [
      ['GET', `/api/recipient-client-data/${other}`],
      ['GET', '/api/client/my-recipient-data'],
      ['GET', '/api/recipient-client-data/archive'],
      ['GET', '/api/recipient-client-data/token'],
      ['GET', '/api/client/my-info'],
      ['GET', '/api/client/my-addresses'],
      ['PUT', `/api/recipient-client-data/cl/${link.recipientId}`],
      ['DELETE', `/api/recipient-client-data/cl/${link.recipientId}`],
      ['GET', '/api/cdek/deliverypoints?city_code=44'],
    ] as const) {
      const response = await call(t.app, method, url, token, method === 'PUT' ? russianRecipient : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('stops working when it expires', async () => {
    const client = await signUpClient(t.app);
    const link = await makeLink(client.token);
    await t.app.ctx.db
      .update(recipientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recipientLinks.recipientId, link.recipientId));
    const read = await call(
      t.app,
      'GET',
      `/api/recipient-client-data/${link.recipientId}`,
      link.receiverToken,
    );
    expect(read.statusCode).toBe(401);
    expect(read.json().code).toBe('LINK_EXPIRED');
    const fill = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      link.receiverToken,
      russianRecipient,
    );
    expect(fill.statusCode).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const read = await call(t.app, 'GET', '/api/recipient-client-data/1', 'rcv_made-up');
    expect(read.statusCode).toBe(401);
  });
});
