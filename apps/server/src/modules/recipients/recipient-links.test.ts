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

  it('hands out the same link again instead of another empty card', async () => {
    const client = await signUpClient(t.app);
    const first = await makeLink(client.token);
    const second = await makeLink(client.token);
    expect(second).toEqual(first);
    const [third, fourth] = await Promise.all([makeLink(client.token), makeLink(client.token)]);
    expect(third).toEqual(first);
    expect(fourth).toEqual(first);
    const list = await call(t.app, 'GET', '/api/client/my-recipient-data', client.token);
    expect(list.json()).toMatchObject({ totalElements: 1, data: [{ id: first.recipientId, fromUrl: true }] });
    // The link handed out again still works, once.
    const filled = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      second.receiverToken,
      russianRecipient,
    );
    expect(filled.statusCode).toBe(201);
    // Once it is filled, the next click makes a new link for a new recipient.
    const next = await makeLink(client.token);
    expect(next.recipientId).not.toBe(first.recipientId);
    expect(next.receiverToken).not.toBe(first.receiverToken);
  });

  it('stops listing an unfilled card once its link has expired, and then makes a new link', async () => {
    const client = await signUpClient(t.app);
    const link = await makeLink(client.token);
    await t.app.ctx.db
      .update(recipientLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(recipientLinks.recipientId, link.recipientId));
    const list = await call(t.app, 'GET', '/api/client/my-recipient-data', client.token);
    expect(list.json()).toMatchObject({ totalElements: 0, data: [] });
    const fresh = await makeLink(client.token);
    expect(fresh.recipientId).not.toBe(link.recipientId);
    const after = await call(t.app, 'GET', '/api/client/my-recipient-data', client.token);
    expect(after.json().data.map((r: { id: number }) => r.id)).toEqual([fresh.recipientId]);
  });

  it('does not hand out a link about to expire, nor one whose card was archived', async () => {
    const client = await signUpClient(t.app);
    const ending = await makeLink(client.token);
    await t.app.ctx.db
      .update(recipientLinks)
      .set({ expiresAt: new Date(Date.now() + 10 * 60 * 1000) })
      .where(eq(recipientLinks.recipientId, ending.recipientId));
    const fresh = await makeLink(client.token);
    expect(fresh.recipientId).not.toBe(ending.recipientId);
    await call(t.app, 'DELETE', `/api/recipient-client-data/cl/${fresh.recipientId}`, client.token);
    const another = await makeLink(client.token);
    expect(another.recipientId).not.toBe(fresh.recipientId);
  });

  it('leaves a link card to its recipient: the customer cannot edit it (409)', async () => {
    const client = await signUpClient(t.app);
    const link = await makeLink(client.token);
    const edit = await call(
      t.app,
      'PUT',
      `/api/recipient-client-data/cl/${link.recipientId}`,
      client.token,
      russianRecipient,
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('STATUS_CONFLICT');
    const mine = await call(t.app, 'GET', `/api/recipient-client-data/${link.recipientId}`, client.token);
    expect(mine.json()).toMatchObject({ recipientClientDataStatus: { id: 4 }, surname: null });
  });
});
