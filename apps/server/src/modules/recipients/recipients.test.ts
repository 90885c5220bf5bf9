import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  belarusianRecipient,
  call,
  createTestApp,
  russianRecipient,
  signInStaff,
  signUpClient,
  type TestApp,
} from '../../test/helpers.js';

describe('recipients', () => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    staffToken = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  it('creates a Russian recipient under review, normalised, with no-store caching', async () => {
    const client = await signUpClient(t.app);
    const created = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      client.token,
      russianRecipient,
    );
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.json()).toMatchObject({
      surname: 'Иванов',
      country: { code: 643, name: 'Россия' },
      recipientClientDataStatus: { id: 1, title: 'На проверке' },
      status: 'ACTIVE',
      phone: '79991234567',
      idocSeries: '4510',
      idocNumber: '654321',
      fromUrl: false,
    });
    const list = await call(
      t.app,
      'GET',
      '/api/client/my-recipient-data?version=v2&page=1&offset=10000',
      client.token,
    );
    expect(list.json()).toMatchObject({ totalElements: 1, totalPages: 0, page: 1 });
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('creates a Belarusian recipient with the series taken from the number', async () => {
    const client = await signUpClient(t.app);
    const created = await call(
      t.app,
      'POST',
      '/api/recipient-client-data/cl',
      client.token,
      belarusianRecipient,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      idocSeries: 'MP',
      idocNumber: 'MP7654321',
      inn: null,
      phone: '375291234567',
    });
  });

  it('refuses bad data with the spec messages and stores nothing', async () => {
    const client = await signUpClient(t.app);
    const response = await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, {
      ...russianRecipient,
      surname: 'Ivanov',
      email: 'ivanov@icloud.com',
      inn: '12345',
      idocNumber: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      surname: 'Фамилия должна быть на кириллице',
      email: 'Электронная почта от @icloud.com не допускается.',
      inn: 'Должно быть ровно 12 цифр',
      idocNumber: 'Введите номер правильно',
    });
    const list = await call(t.app, 'GET', '/api/client/my-recipient-data', client.token);
    expect(list.json().totalElements).toBe(0);
  });

  it('walks review → confirmed → edited back to review → cancelled with a reason → fixed', async () => {
    const client = await signUpClient(t.app);
    const id = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;

    const verifiedBefore = await call(
      t.app,
      'GET',
      '/api/client/my-recipient-data?isVerified=true',
      client.token,
    );
    expect(verifiedBefore.json().totalElements).toBe(0);

    const confirmed = await call(t.app, 'PUT', `/api/staff/recipients/${id}/confirm`, staffToken);
    expect(confirmed.json().recipientClientDataStatus.id).toBe(2);
    const verified = await call(t.app, 'GET', '/api/client/my-recipient-data?isVerified=true', client.token);
    expect(verified.json().data.map((r: { id: number }) => r.id)).toEqual([id]);

    const edited = await call(t.app, 'PUT', `/api/recipient-client-data/cl/${id}?version=v2`, client.token, {
      ...russianRecipient,
      phone: '+7 916 000-00-00',
    });
    expect(edited.json()).toMatchObject({ recipientClientDataStatus: { id: 1 }, phone: '79160000000' });

    expect(
      (await call(t.app, 'PUT', `/api/staff/recipients/${id}/cancel`, staffToken, { reason: '' })).statusCode,
    ).toBe(400);
    const cancelled = await call(t.app, 'PUT', `/api/staff/recipients/${id}/cancel`, staffToken, {
      reason: 'Паспорт просрочен',
    });
    expect(cancelled.json()).toMatchObject({
      recipientClientDataStatus: { id: 3, title: 'Отклонён' },
      cancelReason: 'Паспорт просрочен',
    });
    const seen = await call(t.app, 'GET', `/api/recipient-client-data/${id}`, client.token);
    expect(seen.json()).toMatchObject({
      recipientClientDataStatus: { id: 3 },
      cancelReason: 'Паспорт просрочен',
    });

    expect((await call(t.app, 'PUT', `/api/staff/recipients/${id}/confirm`, staffToken)).statusCode).toBe(
      409,
    );

    const fixed = await call(
      t.app,
      'PUT',
      `/api/recipient-client-data/cl/${id}`,
      client.token,
      russianRecipient,
    );
    expect(fixed.json()).toMatchObject({ recipientClientDataStatus: { id: 1 }, cancelReason: null });
  });

  it('archives and restores; archive lists 4 per page; an archived recipient cannot be edited', async () => {
    const client = await signUpClient(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push(
        (await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)).json()
          .id,
      );
    }
    for (const id of ids) {
      const archived = await call(t.app, 'DELETE', `/api/recipient-client-data/cl/${id}`, client.token);
      expect(archived.json().status).toBe('ARCHIVED');
    }
    const firstPage = await call(t.app, 'GET', '/api/recipient-client-data/archive?page=1', client.token);
    expect(firstPage.json()).toMatchObject({ totalElements: 5, totalPages: 2, page: 1 });
    expect(firstPage.json().data).toHaveLength(4);
    const secondPage = await call(
      t.app,
      'GET',
      '/api/recipient-client-data/archive?page=2&offset=4',
      client.token,
    );
    expect(secondPage.json().data).toHaveLength(1);
    expect(
      (await call(t.app, 'GET', '/api/client/my-recipient-data', client.token)).json().totalElements,
    ).toBe(0);

    const edit = await call(
      t.app,
      'PUT',
      `/api/recipient-client-data/cl/${ids[0]}`,
      client.token,
      russianRecipient,
    );
    expect(edit.statusCode).toBe(409);

    const restored = await call(
      t.app,
      'PUT',
      `/api/recipient-client-data/cl/${ids[0]}/activate?version=v2`,
      client.token,
    );
    expect(restored.json().status).toBe('ACTIVE');
    expect(
      (await call(t.app, 'GET', '/api/client/my-recipient-data', client.token)).json().totalElements,
    ).toBe(1);
  });

  it('keeps the staff desk closed to customers (404) and to visitors (401)', async () => {
    const client = await signUpClient(t.app);
    const id = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;
    for (const [method, url, body] of [
      ['GET', '/api/staff/recipients', undefined],
      ['PUT', `/api/staff/recipients/${id}/confirm`, undefined],
      ['PUT', `/api/staff/recipients/${id}/cancel`, { reason: 'x' }],
      ['PUT', `/api/staff/recipients/${id}/cancel`, { bad: true }],
    ] as const) {
      expect((await call(t.app, method, url, client.token, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(t.app, method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      (await call(t.app, 'GET', `/api/recipient-client-data/${id}`, client.token)).json()
        .recipientClientDataStatus.id,
    ).toBe(1);
  });

  it('shows staff the queue with the client, the passport number and INN masked (decision 064)', async () => {
    const client = await signUpClient(t.app);
    const id = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json().id;
    const queue = await call(t.app, 'GET', '/api/staff/recipients?status=1&offset=1000', staffToken);
    expect(queue.statusCode).toBe(200);
    const entry = queue.json().data.find((r: { id: number }) => r.id === id);
    expect(entry).toMatchObject({
      idocSeries: '4510',
      idocNumber: '••••21',
      inn: '••••••••••' + russianRecipient.inn.slice(-2),
      idocOrg: russianRecipient.idocOrg,
      client: { email: client.email },
    });
  });

  it('refuses over-long free text with 400 and stores nothing', async () => {
    const client = await signUpClient(t.app);
    const response = await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, {
      ...russianRecipient,
      middleName: 'Иванович'.repeat(40),
      nickName: 'М'.repeat(51),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      middleName: 'Не более 50 символов',
      nickName: 'Не более 50 символов',
    });
    const list = await call(t.app, 'GET', '/api/client/my-recipient-data', client.token);
    expect(list.json().totalElements).toBe(0);
  });

  it('applies an edit or a review decision only to the version its author saw', async () => {
    const client = await signUpClient(t.app);
    const created = (
      await call(t.app, 'POST', '/api/recipient-client-data/cl', client.token, russianRecipient)
    ).json();
    const seen = encodeURIComponent(created.updatedAt);
    const edited = await call(
      t.app,
      'PUT',
      `/api/recipient-client-data/cl/${created.id}?version=v2&updatedAt=${seen}`,
      client.token,
      { ...russianRecipient, phone: '+7 916 000-00-00' },
    );
    expect(edited.statusCode).toBe(200);
    // The desk still shows the first version: confirming it would confirm data nobody checked.
    const stale = await call(
      t.app,
      'PUT',
      `/api/staff/recipients/${created.id}/confirm?updatedAt=${seen}`,
      staffToken,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'STATUS_CONFLICT',
      message: 'Данные получателя изменились: обновите страницу и попробуйте снова',
    });
    const fresh = encodeURIComponent(edited.json().updatedAt);
    const confirmed = await call(
      t.app,
      'PUT',
      `/api/staff/recipients/${created.id}/confirm?updatedAt=${fresh}`,
      staffToken,
    );
    expect(confirmed.json()).toMatchObject({ recipientClientDataStatus: { id: 2 }, phone: '79160000000' });
    // The customer's form was loaded before the decision: its save is refused, the decision stays.
    const late = await call(
      t.app,
      'PUT',
      `/api/recipient-client-data/cl/${created.id}?updatedAt=${fresh}`,
      client.token,
      russianRecipient,
    );
    expect(late.statusCode).toBe(409);
    const seenNow = await call(t.app, 'GET', `/api/recipient-client-data/${created.id}`, client.token);
    expect(seenNow.json()).toMatchObject({ recipientClientDataStatus: { id: 2 }, phone: '79160000000' });
    expect(
      (await call(t.app, 'PUT', `/api/staff/recipients/${created.id}/confirm?updatedAt=soon`, staffToken))
        .statusCode,
    ).toBe(400);
  });
});
