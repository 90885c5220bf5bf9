import { describe, expect, it } from 'vitest';
import { call, goodItem } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

/** Issue 17, item 2: a track is one parcel however it is typed or scanned (decision 021). */
describe('track numbers in any spelling', () => {
  const w = useParcelWorld();
  const register = (token: string, track: string) =>
    call(w.app, 'POST', '/api/goods/create?version=v2', token, {
      incomingDeclaration: track,
      goods: [goodItem],
    });
  const scan = (track: string) =>
    call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
  const waifTracks = async () =>
    (await call(w.app, 'GET', '/api/staff/warehouse/waifs?offset=100', w.staff))
      .json()
      .data.map((waif: { trackNumber: string }) => waif.trackNumber) as string[];

  it('the desk scanning LC7000000000007 receives the good the customer registered as lc7000000000007', async () => {
    const c = await w.customerWithRecipient();
    const registered = await register(c.client.token, 'lc7000000000007');
    expect(registered.json().data[0]).toMatchObject({
      incomingDeclaration: 'lc7000000000007',
      goodStatus: { id: 10 },
    });
    const id = registered.json().data[0].id as number;

    const received = await scan('LC7000000000007');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ waif: false, alreadyReceived: false });
    expect(received.json().goods.map((g: { id: number }) => g.id)).toEqual([id]);
    const again = await scan(' LC 7000000000007 ');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ waif: false, alreadyReceived: true });
    expect(await waifTracks()).toEqual([]);

    const mine = (await call(w.app, 'GET', '/api/client/my-goods', c.client.token)).json().data;
    expect(mine).toEqual([
      expect.objectContaining({
        id,
        incomingDeclaration: 'lc7000000000007',
        goodStatus: expect.objectContaining({ id: 20 }),
      }),
    ]);
    const search = await call(
      w.app,
      'GET',
      `/api/staff/goods?track=${encodeURIComponent(' Lc 7000 ')}`,
      w.staff,
    );
    expect(search.json().data.map((g: { id: number }) => g.id)).toEqual([id]);
  });

  it('a waif scanned in two spellings is one unidentified parcel, claimed by registering a third', async () => {
    expect((await scan('LC7000000000008')).json()).toMatchObject({ waif: true, alreadyReceived: false });
    expect((await scan(' lc 70000 00000 008 ')).json()).toMatchObject({ waif: true, alreadyReceived: true });
    expect(await waifTracks()).toEqual(['LC7000000000008']);
    const c = await w.customerWithRecipient();
    const claimed = await register(c.client.token, 'Lc7000000000008');
    expect(claimed.json().data[0]).toMatchObject({
      incomingDeclaration: 'Lc7000000000008',
      goodStatus: { id: 20 },
    });
    expect(await waifTracks()).toEqual([]);
  });

  it('the duplicate check warns about a track registered in another case or with spaces', async () => {
    const c = await w.customerWithRecipient();
    const id = (await register(c.client.token, 'lc7000000000009')).json().data[0].id as number;
    const check = (track: string, extra = '') =>
      call(
        w.app,
        'GET',
        `/api/goods/incomingDeclaration/check?incomingDeclaration=${encodeURIComponent(track)}${extra}`,
        c.client.token,
      );
    expect((await check(' LC 70000 00000 009 ')).json()).toEqual({ exists: true });
    expect((await check('LC7000000000009')).json()).toEqual({ exists: true });
    expect((await check('LC7000000000009', `&goodId=${id}`)).json()).toEqual({ exists: false });
    expect((await check('LC7000000000010')).json()).toEqual({ exists: false });
  });

  it('one-click goods match the desk scan in any spelling, before and after it', async () => {
    const c = await w.customerWithRecipient();
    const oneClick = (track: string) =>
      call(w.app, 'POST', '/api/readyGoods/cl', c.client.token, {
        incomingDeclaration: track,
        goods: [goodItem],
        parcelData: {
          nameOfTheProduct: 'В один клик',
          recipientId: c.recipientId,
          hasTheSameRecipient: true,
          deliveryTransportId: 111,
          deliveryAddressId: c.addressId,
          parcelPackageTypeId: 1,
        },
      });
    const status = async (id: number) =>
      (await call(w.app, 'GET', `/api/goods/cl/${id}`, c.client.token)).json().goodStatus.id as number;

    const later = (await oneClick('jt 7000000000011')).json();
    expect((await scan('JT7000000000011')).json()).toMatchObject({ waif: false });
    expect(await status(later.id)).toBe(20);

    expect((await scan('YT7000000000012')).json()).toMatchObject({ waif: true });
    const claimed = (await oneClick('yt7000000000012')).json();
    expect(await status(claimed.id)).toBe(20);
    expect(await waifTracks()).toEqual([]);
  });
});
