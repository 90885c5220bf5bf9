import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAREHOUSE_PAGE_SIZE } from '@cargo/domain';
import { goods } from '../../db/schema/goods.js';
import {
  call,
  createTestApp,
  goodItem,
  signInStaff,
  signUpClient,
  type TestApp,
  uploadPng,
} from '../../test/helpers.js';

describe('goods', () => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t.app);
  });
  afterAll(() => t.close());

  const create = (token: string, track: string, items: unknown[] = [goodItem]) =>
    call(t.app, 'POST', '/api/goods/create?version=v2', token, { incomingDeclaration: track, goods: items });
  let trackSeq = 0;
  const track = () => `YT${Date.now().toString().slice(-8)}${(trackSeq += 1)}`.slice(0, 15);

  it('registers two goods under one track, waiting for the warehouse (status 10)', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    const response = await create(client.token, tn, [
      goodItem,
      { ...goodItem, description: 'Футболка', price: 120 },
    ]);
    expect(response.statusCode).toBe(201);
    const [first, second] = response.json().data;
    expect(first).toMatchObject({
      incomingDeclaration: tn,
      goodStatus: { id: 10, title: 'Ожидается на складе' },
      price: 89.5,
      cost: 89.5,
      qty: 2,
      currencyId: 'CNY',
      additionalServicesIds: [4],
      storeId: 2,
      isReady: false,
    });
    expect(second.description).toBe('Футболка');
    const waiting = await call(
      t.app,
      'GET',
      '/api/client/my-goods?version=v2&section=waiting&sort=name',
      client.token,
    );
    expect(waiting.json().data.map((g: { description: string }) => g.description)).toEqual([
      'Nike Air Force 1 кроссовки',
      'Футболка',
    ]);
    const counters = await call(t.app, 'GET', '/api/client/my-goods/counters', client.token);
    expect(counters.json()).toMatchObject({ waiting: 2, problem: 0, onstore: 0 });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ qty: '' }, 'goods.0.qty', 'Введите количество'],
    [{ qty: 0 }, 'goods.0.qty', 'Количество должно быть больше 0'],
    [{ price: '' }, 'goods.0.price', 'Введите стоимость'],
    [{ price: 'десять' }, 'goods.0.price', 'Введите число'],
    [{ price: '9,99' }, 'goods.0.price', 'Стоимость за единицу товара не должна быть менее 10 юань.'],
    [{ description: '' }, 'goods.0.description', 'Введите описание'],
    [
      { description: 'Зип-пакеты' },
      'goods.0.description',
      'Наименование товара не может содержать слово "зип"',
    ],
    [
      { description: '运动鞋' },
      'goods.0.description',
      'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов',
    ],
    [
      { commentProduct: 'x'.repeat(61) },
      'goods.0.commentProduct',
      'Поле может содержать только русские и английские буквы, цифры и символы и не должно превышать 60 символов',
    ],
    [{ infoUrl: '' }, 'goods.0.infoUrl', 'Введите URL'],
    [{ infoUrl: 'taobao item 123' }, 'goods.0.infoUrl', 'Введите URL корректно!'],
    [
      { additionalServicesIds: [] },
      'goods.0.additionalServicesIds',
      'Выберите хотя бы одну дополнительную услугу!',
    ],
  ])('refuses %o with %s: %s', async (change, field, message) => {
    const client = await signUpClient(t.app);
    const response = await create(client.token, track(), [{ ...goodItem, ...change }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect((await call(t.app, 'GET', '/api/client/my-goods', client.token)).json().totalElements).toBe(0);
  });

  it('checks the track number: required and at most 15 characters', async () => {
    const client = await signUpClient(t.app);
    const empty = await create(client.token, '');
    expect(empty.json().errors.incomingDeclaration).toBe('Введите Трек-номер (поле обязательно)');
    const long = await create(client.token, '1234567890123456');
    expect(long.json().errors.incomingDeclaration).toBe(
      'Китайский трек-номер содержит не более 15 символов. Скорее всего вы указали номер заказа.',
    );
  });

  it('applies the check option to the services', async () => {
    const client = await signUpClient(t.app);
    const withCheck = await create(client.token, track(), [
      { ...goodItem, serviceType: 'WITH_CHECK', additionalServicesIds: [12] },
    ]);
    expect(withCheck.json().data[0].additionalServicesIds).toEqual([1, 12, 16]);
    const withoutCheck = await create(client.token, track(), [
      { ...goodItem, serviceType: 'WITHOUT_CHECK', additionalServicesIds: [1, 12] },
    ]);
    expect(withoutCheck.json().data[0].additionalServicesIds).toEqual([4, 12]);
    const forOrder = await create(client.token, track(), [
      { ...goodItem, serviceType: 'WITHOUT_CHECK', orderUnitId: 7 },
    ]);
    expect(forOrder.statusCode).toBe(400);
    expect(forOrder.json().errors['goods.0.serviceType']).toBe(
      'Вариант «без проверки» недоступен для товара из заказа',
    );
    const parcelService = await create(client.token, track(), [{ ...goodItem, additionalServicesIds: [15] }]);
    expect(parcelService.statusCode).toBe(400);
  });

  it('tells whether a track is already registered by this customer only', async () => {
    const client = await signUpClient(t.app);
    const other = await signUpClient(t.app);
    const tn = track();
    const id = (await create(client.token, tn)).json().data[0].id;
    const check = (token: string, extra = '') =>
      call(
        t.app,
        'GET',
        `/api/goods/incomingDeclaration/check?incomingDeclaration=${tn}&clientId=1${extra}`,
        token,
      );
    expect((await check(client.token)).json()).toEqual({ exists: true });
    expect((await check(other.token)).json()).toEqual({ exists: false });
    expect((await check(client.token, `&goodId=${id}`)).json()).toEqual({ exists: false });
  });

  it('edits a good; a waif becomes waiting', async () => {
    const client = await signUpClient(t.app);
    const id = (await create(client.token, track())).json().data[0].id;
    await t.app.ctx.db.update(goods).set({ statusId: 13 }).where(eq(goods.id, id));
    const edited = await call(t.app, 'PUT', `/api/goods/cl/${id}?version=v2`, client.token, {
      ...goodItem,
      incomingDeclaration: 'SF1234567890',
      description: 'Куртка',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      description: 'Куртка',
      incomingDeclaration: 'SF1234567890',
      goodStatus: { id: 10 },
    });
  });

  it('deletes a good not yet received into the archive, but not one on the shelf', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    const [a, b] = (await create(client.token, tn, [goodItem, goodItem])).json().data;
    const deleted = await call(t.app, 'DELETE', `/api/goods/cl/${a.id}`, client.token);
    expect(deleted.json().goodStatus.id).toBe(100);
    expect(
      (await call(t.app, 'GET', '/api/client/my-goods?section=archive', client.token)).json().totalElements,
    ).toBe(1);
    await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    expect((await call(t.app, 'DELETE', `/api/goods/cl/${b.id}`, client.token)).statusCode).toBe(409);
  });

  it('the warehouse receives a track: registered goods go on the shelf', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    await create(client.token, tn, [goodItem, goodItem]);
    const received = await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    expect(received.json()).toMatchObject({ trackNumber: tn, waif: false });
    expect(received.json().goods).toHaveLength(2);
    const onstore = await call(t.app, 'GET', '/api/client/my-goods?section=onstore', client.token);
    expect(onstore.json().totalElements).toBe(2);
    expect(received.json().goods[0].client).toMatchObject({ email: client.email });

    // Scanning the same parcel again changes nothing and makes no waif of it.
    const again = await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    expect(again.json()).toMatchObject({ waif: false, alreadyReceived: true });
    expect(again.json().goods).toHaveLength(2);
    const waifs = await call(t.app, 'GET', '/api/staff/warehouse/waifs', staff);
    expect(waifs.json().data.map((w: { trackNumber: string }) => w.trackNumber)).not.toContain(tn);
  });

  it('an unknown track becomes a waif that the customer claims by registering it', async () => {
    const tn = track();
    const received = await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    expect(received.json()).toMatchObject({ waif: true, goods: [] });
    const waifs = await call(t.app, 'GET', '/api/staff/warehouse/waifs', staff);
    expect(waifs.json().data.map((w: { trackNumber: string }) => w.trackNumber)).toContain(tn);
    const client = await signUpClient(t.app);
    const claimed = await create(client.token, tn);
    expect(claimed.json().data[0].goodStatus.id).toBe(20);
    const after = await call(t.app, 'GET', '/api/staff/warehouse/waifs', staff);
    expect(after.json().data.map((w: { trackNumber: string }) => w.trackNumber)).not.toContain(tn);
    const second = await signUpClient(t.app);
    expect((await create(second.token, tn)).json().data[0].goodStatus.id).toBe(10);
  });

  it('flags a problem with a reason; the customer accepts it or returns it through the return chain', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    const [a, b] = (await create(client.token, tn, [goodItem, goodItem])).json().data;
    await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    expect(
      (await call(t.app, 'PUT', `/api/staff/goods/${a.id}/status`, staff, { statusId: 11 })).statusCode,
    ).toBe(400);
    const flagged = await call(t.app, 'PUT', `/api/staff/goods/${a.id}/status`, staff, {
      statusId: 11,
      reason: 'Брак подошвы',
    });
    expect(flagged.json()).toMatchObject({ goodStatus: { id: 11 }, statusReason: 'Брак подошвы' });
    await call(t.app, 'PUT', `/api/staff/goods/${b.id}/status`, staff, {
      statusId: 11,
      reason: 'Не тот цвет',
    });
    expect((await call(t.app, 'GET', '/api/client/my-goods/counters', client.token)).json().problem).toBe(2);

    const accepted = await call(t.app, 'POST', `/api/goods/cl/accept/${a.id}`, client.token);
    expect(accepted.json()).toMatchObject({ goodStatus: { id: 20 }, statusReason: null });
    expect((await call(t.app, 'POST', `/api/goods/cl/accept/${a.id}`, client.token)).statusCode).toBe(409);

    const returned = await call(t.app, 'POST', `/api/goods/return/${b.id}`, client.token);
    expect(returned.json().goodStatus.id).toBe(110);
    for (const statusId of [111, 115, 120]) {
      const step = await call(t.app, 'PUT', `/api/staff/goods/${b.id}/status`, staff, { statusId });
      expect(step.json().goodStatus.id).toBe(statusId);
    }
    expect(
      (await call(t.app, 'PUT', `/api/staff/goods/${b.id}/status`, staff, { statusId: 111 })).statusCode,
    ).toBe(409);
    expect(
      (await call(t.app, 'GET', '/api/client/my-goods?section=returned_goods', client.token)).json()
        .totalElements,
    ).toBe(1);
  });

  it('keeps photo reports and the warehouse desk to staff', async () => {
    const client = await signUpClient(t.app);
    const tn = track();
    const id = (await create(client.token, tn)).json().data[0].id;
    for (const [method, url, body] of [
      ['POST', '/api/staff/warehouse/receive', { trackNumber: tn }],
      ['GET', '/api/staff/warehouse/waifs', undefined],
      ['GET', `/api/staff/goods?track=${tn}`, undefined],
      ['PUT', `/api/staff/goods/${id}/status`, { statusId: 11, reason: 'x' }],
    ] as const) {
      expect((await call(t.app, method, url, client.token, body)).statusCode, url).toBe(404);
    }
    const desk = await call(t.app, 'GET', `/api/staff/goods?track=${tn}`, staff);
    expect(desk.json().data[0]).toMatchObject({ id, client: { email: client.email } });
  });

  it('attaches only the customer’s own photo, and removes it', async () => {
    const client = await signUpClient(t.app);
    const stranger = await signUpClient(t.app);
    const mine = await uploadPng(t.app, client.token);
    const theirs = await uploadPng(t.app, stranger.token);
    const foreign = await create(client.token, track(), [{ ...goodItem, photoUrl: theirs }]);
    expect(foreign.statusCode).toBe(400);
    const good = (await create(client.token, track(), [{ ...goodItem, photoUrl: mine }])).json().data[0];
    expect(good).toMatchObject({ picture: mine, pictureUrl: `/api/images/${mine}` });
    const byStranger = await call(
      t.app,
      'DELETE',
      `/api/goods/picture/${good.id}?imageName=${mine}&goodsImageFieldName=picture`,
      stranger.token,
    );
    expect(byStranger.statusCode).toBe(404);
    const removed = await call(
      t.app,
      'DELETE',
      `/api/goods/picture/${good.id}?imageName=${mine}&goodsImageFieldName=picture`,
      client.token,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (await call(t.app, 'GET', `/api/goods/${good.id}?version=v2`, client.token)).json().picture,
    ).toBeNull();
  });

  it('pages the warehouse desk list with the real total, past the 200 it used to stop at', async () => {
    const client = await signUpClient(t.app);
    const userId = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id as number;
    const prefix = `PG${Date.now().toString().slice(-8)}`;
    await t.app.ctx.db.insert(goods).values(
      Array.from({ length: 205 }, (_, i) => ({
        userId,
        incomingDeclaration: `${prefix}${String(i).padStart(3, '0')}`,
        trackKey: `${prefix}${String(i).padStart(3, '0')}`,
        statusId: 20,
        qty: 1,
        price: '10.00',
        description: `Товар ${i}`,
        infoUrl: 'https://item.taobao.com/item.htm?id=1',
        additionalServicesIds: [4],
      })),
    );
    const first = (await call(t.app, 'GET', `/api/staff/goods?track=${prefix}`, staff)).json();
    expect(first).toMatchObject({
      totalElements: 205,
      totalPages: Math.ceil(205 / WAREHOUSE_PAGE_SIZE),
      page: 1,
    });
    expect(first.data).toHaveLength(WAREHOUSE_PAGE_SIZE);
    expect(first.data[0]).toMatchObject({
      incomingDeclaration: `${prefix}000`,
      client: { email: client.email },
    });
    const last = (
      await call(t.app, 'GET', `/api/staff/goods?track=${prefix}&offset=100&page=3`, staff)
    ).json();
    expect(last).toMatchObject({ totalElements: 205, totalPages: 3, page: 3 });
    expect(last.data.map((g: { incomingDeclaration: string }) => g.incomingDeclaration)).toEqual(
      [200, 201, 202, 203, 204].map((i) => `${prefix}${i}`),
    );
    const problems = (
      await call(t.app, 'GET', `/api/staff/goods?track=${prefix}&statusId=11,90`, staff)
    ).json();
    expect(problems).toMatchObject({ totalElements: 0, totalPages: 0, data: [] });
  });

  it('pages the waif receipts, newest first', async () => {
    const tracks = [track(), track(), track()];
    for (const tn of tracks)
      await call(t.app, 'POST', '/api/staff/warehouse/receive', staff, { trackNumber: tn });
    const page = (await call(t.app, 'GET', '/api/staff/warehouse/waifs?offset=2', staff)).json();
    expect(page.data.map((w: { trackNumber: string }) => w.trackNumber)).toEqual([tracks[2], tracks[1]]);
    expect(page.totalElements).toBeGreaterThanOrEqual(3);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
  });
});
