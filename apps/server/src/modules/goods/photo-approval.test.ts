import { describe, expect, it } from 'vitest';
import { bearer, call, goodItem } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';
import { uploadPhotoReport } from '../../test/photo-report-upload.js';

/**
 * Issue 20, photo approval (decision 033): the warehouse's photos of a good ordered with the photo report wait for
 * the customer's answer before the good can travel; approving and asking for a return are one row each.
 */
describe('approving the warehouse photos', () => {
  const w = useParcelWorld();

  /** A customer's good ordered with the photo report (service 12) and a plain one, both received. */
  async function received(services: number[] = [4, 12]) {
    const c = await w.customerWithRecipient();
    const track = w.track();
    const created = await call(w.app, 'POST', '/api/goods/create', c.client.token, {
      incomingDeclaration: track,
      goods: [{ ...goodItem, description: 'Кеды белые', additionalServicesIds: services }, goodItem],
    });
    const [withReport, plain] = (created.json().data as Array<{ id: number }>).map((g) => g.id) as [
      number,
      number,
    ];
    await call(w.app, 'POST', '/api/staff/warehouse/receive', w.staff, { trackNumber: track });
    return { ...c, withReport, plain };
  }
  const good = async (token: string, id: number) =>
    (await call(w.app, 'GET', `/api/goods/cl/${id}`, token)).json();
  const approve = (token: string, id: number) =>
    call(w.app, 'POST', `/api/goods/cl/photos/approve/${id}`, token);
  const giveBack = (token: string, id: number) =>
    call(w.app, 'POST', `/api/goods/cl/photos/return/${id}`, token);

  it('asks the customer once the photos are uploaded, and tells them with a link to the good', async () => {
    const c = await received();
    expect((await good(c.client.token, c.withReport)).photoApproval).toBeNull();
    const uploaded = await uploadPhotoReport(w.app, w.staff, c.withReport);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().photoApproval).toBe('PENDING');
    // A second photo asks nothing new.
    expect((await uploadPhotoReport(w.app, w.staff, c.withReport)).json().photoApproval).toBe('PENDING');

    const bell = (await call(w.app, 'GET', '/api/notifications', c.client.token)).json();
    const notices = bell.data.filter(
      (n: { objectId: number; title: string }) => n.objectId === c.withReport && n.title.includes('фото'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toBe(
      'Склад загрузил фото: товар «Кеды белые». Одобрите их или запросите возврат продавцу.',
    );
    expect(notices[0].link).toBe(`/products?good=${c.withReport}`);
  });

  it('approves once, then refuses a second answer with 409', async () => {
    const c = await received();
    await uploadPhotoReport(w.app, w.staff, c.withReport);
    const approved = await approve(c.client.token, c.withReport);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().photoApproval).toBe('APPROVED');
    expect(approved.json().goodStatus.id).toBe(20);

    const again = await approve(c.client.token, c.withReport);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'PHOTO_APPROVAL_CONFLICT',
      message: 'Одобрить можно только фото, которые ждут вашего решения',
    });
    const late = await giveBack(c.client.token, c.withReport);
    expect(late.statusCode).toBe(409);
    expect((await good(c.client.token, c.withReport)).goodStatus.id).toBe(20);
  });

  it('answers a repeat with the same Idempotency-Key as the first (approve, send to assembly): no 409', async () => {
    const c = await received();
    const id = await w.createdParcel({ ...c, goodsIds: [c.withReport, c.plain] });
    await uploadPhotoReport(w.app, w.staff, c.withReport);
    const keyed = (method: 'POST' | 'PUT', url: string, key: string) =>
      w.app.inject({ method, url, headers: { ...bearer(c.client.token), 'idempotency-key': key } });

    const approveUrl = `/api/goods/cl/photos/approve/${c.withReport}`;
    const first = await keyed('POST', approveUrl, 'approve-retry-0001');
    const retry = await keyed('POST', approveUrl, 'approve-retry-0001');
    expect([first.statusCode, retry.statusCode]).toEqual([200, 200]);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');

    const sendUrl = `/api/parcel/cl/send-on-assembly/${id}`;
    const sent = await keyed('PUT', sendUrl, 'send-retry-00001');
    const resent = await keyed('PUT', sendUrl, 'send-retry-00001');
    expect([sent.statusCode, resent.statusCode]).toEqual([200, 200]);
    expect(resent.json()).toEqual({ message: 'Посылка успешно отправлена на комплектацию' });
    expect((await w.details(c.client, id)).statusId).toBe(15);
    // Without the key (another tab, a later click) the transition is still refused as before.
    expect((await keyed('PUT', sendUrl, 'send-other-00001')).statusCode).toBe(409);
  });

  it('sends the good back to the seller (110), after which approving is refused', async () => {
    const c = await received();
    await uploadPhotoReport(w.app, w.staff, c.withReport);
    const back = await giveBack(c.client.token, c.withReport);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ photoApproval: 'RETURN_REQUESTED', goodStatus: { id: 110 } });

    const refused = await approve(c.client.token, c.withReport);
    expect(refused.statusCode).toBe(409);
    expect(await good(c.client.token, c.withReport)).toMatchObject({
      photoApproval: 'RETURN_REQUESTED',
      goodStatus: { id: 110 },
    });
  });

  it('takes the ordinary «Вернуть отправителю» as the answer too: the card stops asking', async () => {
    const c = await received();
    await uploadPhotoReport(w.app, w.staff, c.withReport);
    const back = await call(w.app, 'POST', `/api/goods/cl/return/${c.withReport}`, c.client.token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ photoApproval: 'RETURN_REQUESTED', goodStatus: { id: 110 } });
    expect((await approve(c.client.token, c.withReport)).statusCode).toBe(409);
  });

  it('answers 404 to another customer and changes nothing', async () => {
    const c = await received();
    const stranger = await w.customerWithRecipient();
    await uploadPhotoReport(w.app, w.staff, c.withReport);
    expect((await approve(stranger.client.token, c.withReport)).statusCode).toBe(404);
    expect((await giveBack(stranger.client.token, c.withReport)).statusCode).toBe(404);
    expect((await good(c.client.token, c.withReport)).photoApproval).toBe('PENDING');
  });

  it('asks nothing for a good without the paid photo report: it goes into a parcel as before', async () => {
    const c = await received([4]);
    const uploaded = await uploadPhotoReport(w.app, w.staff, c.withReport);
    expect(uploaded.json().photoApproval).toBeNull();
    const id = await w.createdParcel({ ...c, goodsIds: [c.withReport, c.plain] });
    expect(
      (await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token)).statusCode,
    ).toBe(200);
  });

  it('keeps a good whose photos wait out of a parcel until approved', async () => {
    const c = await received();
    await uploadPhotoReport(w.app, w.staff, c.withReport);
    const refused = await w.create({ ...c, goodsIds: [c.withReport, c.plain] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PHOTO_APPROVAL_PENDING',
      message:
        'Фото ждут вашего решения: товар «Кеды белые». Одобрите их или запросите возврат, прежде чем товар поедет в посылке',
    });
    expect((await good(c.client.token, c.withReport)).parcelId).toBeNull();

    await approve(c.client.token, c.withReport);
    expect((await w.create({ ...c, goodsIds: [c.withReport, c.plain] })).statusCode).toBe(201);
  });

  it('refuses to send to assembly, or to assemble, a parcel whose good got photos meanwhile', async () => {
    const c = await received();
    const id = await w.createdParcel({ ...c, goodsIds: [c.withReport, c.plain] });
    await uploadPhotoReport(w.app, w.staff, c.withReport);

    const send = await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    expect(send.statusCode).toBe(409);
    expect(send.json().code).toBe('PHOTO_APPROVAL_PENDING');
    expect((await w.details(c.client, id)).statusId).toBe(10);
    // A good in a parcel is taken out of it before it goes back.
    expect((await giveBack(c.client.token, c.withReport)).statusCode).toBe(409);
    expect((await good(c.client.token, c.withReport)).photoApproval).toBe('PENDING');

    await approve(c.client.token, c.withReport);
    expect(
      (await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token)).statusCode,
    ).toBe(200);
  });

  it('refuses the desk to assemble a parcel while the customer has not answered', async () => {
    const c = await received();
    const id = await w.createdParcel({ ...c, goodsIds: [c.withReport, c.plain] });
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    await uploadPhotoReport(w.app, w.staff, c.withReport);

    const refused = await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PHOTO_APPROVAL_PENDING',
      message: `Клиент ещё не одобрил фото: товар № ${c.withReport} «Кеды белые». Посылку нельзя собирать`,
    });
    expect((await w.details(c.client, id)).statusId).toBe(15);
    expect(await w.goodStatuses(id)).toEqual({ [c.withReport]: 20, [c.plain]: 20 });
    const desk = (await call(w.app, 'GET', `/api/staff/goods?track=`, w.staff)).json();
    expect(desk.data.find((g: { id: number }) => g.id === c.withReport).photoApproval).toBe('PENDING');

    await approve(c.client.token, c.withReport);
    expect((await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff)).statusCode).toBe(200);
  });

  it('asks nothing for photos taken after the good was picked for its parcel', async () => {
    const c = await received();
    const id = await w.createdParcel({ ...c, goodsIds: [c.withReport, c.plain] });
    await call(w.app, 'PUT', `/api/parcel/cl/send-on-assembly/${id}`, c.client.token);
    await call(w.app, 'PUT', `/api/staff/parcels/${id}/assemble`, w.staff);
    expect((await uploadPhotoReport(w.app, w.staff, c.withReport)).json().photoApproval).toBeNull();
  });
});
