import { describe, expect, it } from 'vitest';
import { HELPDESK_MESSAGES } from '@cargo/domain';
import { newCargo } from '../../test/cargo-fixtures.js';
import { call, signUpClient, uploadPng } from '../../test/helpers.js';
import { useParcelWorld } from '../../test/parcel-fixtures.js';

const world = useParcelWorld();
const ask = (token: string, body: Record<string, unknown>) =>
  call(world.app, 'POST', '/api/helpDesk', token, { titleId: 2, message: 'Вопрос', ...body });

describe('help desk: whose tickets, objects and images', () => {
  it('opens a ticket about the customer’s own parcel, with its link, and 404 about another’s', async () => {
    const owner = await world.customer(1);
    const parcelId = await world.createdParcel(owner);
    const mine = await ask(owner.client.token, { objectType: 'parcel', objectId: parcelId });
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().object).toEqual({
      type: 'parcel',
      id: parcelId,
      title: `Посылка №${parcelId}`,
      link: `/parcels/${parcelId}`,
    });
    const stranger = await signUpClient(world.app);
    const foreign = await ask(stranger.token, { objectType: 'parcel', objectId: parcelId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(HELPDESK_MESSAGES.objectNotFound);
    const foreignCargo = await ask(stranger.token, {
      objectType: 'cargo',
      objectId: await newCargo(world.app, owner.client.token),
    });
    expect(foreignCargo.statusCode).toBe(404);
    const foreignGood = await ask(stranger.token, { objectType: 'good', objectId: owner.goodsIds[0] });
    expect(foreignGood.statusCode).toBe(404);
    expect((await call(world.app, 'GET', '/api/helpDesk/tickets', stranger.token)).json().totalElements).toBe(
      0,
    );
  });

  it('answers 404 to a second customer on every ticket id route', async () => {
    const owner = await signUpClient(world.app);
    const id = (await ask(owner.token, {})).json().id as number;
    const stranger = await signUpClient(world.app);
    expect((await call(world.app, 'GET', `/api/helpDesk/answers/${id}`, stranger.token)).statusCode).toBe(
      404,
    );
    const post = await call(world.app, 'POST', `/api/helpDesk/answers/${id}`, stranger.token, {
      message: 'Чужое',
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().message).toBe(HELPDESK_MESSAGES.ticketNotFound);
    const stream = await world.app.inject({
      method: 'GET',
      url: `/api/helpDesk/answers/${id}/stream`,
      headers: { authorization: `Bearer ${stranger.token}`, accept: 'text/event-stream' },
    });
    expect(stream.statusCode).toBe(404);
    // Nothing of the stranger's reached the owner's ticket.
    const answers = (await call(world.app, 'GET', `/api/helpDesk/answers/${id}`, owner.token)).json();
    expect(answers.data.map((m: { text: string }) => m.text)).toEqual(['Вопрос']);
  });

  it('attaches the author’s own uploaded images and refuses another customer’s', async () => {
    const owner = await signUpClient(world.app);
    const png = await uploadPng(world.app, owner.token);
    const created = await ask(owner.token, { images: [png] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const answers = (await call(world.app, 'GET', `/api/helpDesk/answers/${id}`, owner.token)).json();
    expect(answers.data[0].images).toEqual([{ name: png, url: `/api/images/${png}` }]);

    const other = await signUpClient(world.app);
    const foreignPng = await uploadPng(world.app, other.token);
    for (const images of [[foreignPng], ['no-such-image.png']]) {
      const refused = await call(world.app, 'POST', `/api/helpDesk/answers/${id}`, owner.token, {
        message: 'Вот фото',
        images,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.images).toBe(HELPDESK_MESSAGES.attachmentUnknown);
    }
    // The staff attach their own uploads; a customer's image is not theirs to attach.
    const staffPng = await uploadPng(world.app, world.staff);
    const staffAnswer = await call(
      world.app,
      'POST',
      `/api/staff/helpdesk/tickets/${id}/answers`,
      world.staff,
      {
        message: 'Смотрите фото склада',
        images: [staffPng],
      },
    );
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(201);
    expect(staffAnswer.json().images).toEqual([{ name: staffPng, url: `/api/images/${staffPng}` }]);
    const staffForeign = await call(
      world.app,
      'POST',
      `/api/staff/helpdesk/tickets/${id}/answers`,
      world.staff,
      {
        message: 'Чужое фото',
        images: [png],
      },
    );
    expect(staffForeign.statusCode).toBe(400);
  });

  it('never shows internal notes to the customer', async () => {
    const owner = await signUpClient(world.app);
    const id = (await ask(owner.token, {})).json().id as number;
    await call(world.app, 'POST', `/api/staff/helpdesk/tickets/${id}/answers`, world.staff, {
      message: 'Клиент уже писал, проверить склад',
      internal: true,
    });
    const answers = await call(world.app, 'GET', `/api/helpDesk/answers/${id}`, owner.token);
    const tickets = await call(world.app, 'GET', '/api/helpDesk/tickets', owner.token);
    const summary = await call(world.app, 'GET', '/api/helpDesk/summary', owner.token);
    for (const response of [answers, tickets, summary])
      expect(response.body).not.toContain('проверить склад');
    expect(tickets.json().data[0]).toMatchObject({ lastMessage: 'Вопрос', unread: 0, statusId: 6 });
    expect(summary.json().unread).toBe(0);
    // The staff see it, marked internal.
    const desk = (await call(world.app, 'GET', `/api/staff/helpdesk/tickets/${id}`, world.staff)).json();
    expect(desk.messages.map((m: { text: string; internal: boolean }) => [m.text, m.internal])).toEqual([
      ['Вопрос', false],
      ['Клиент уже писал, проверить склад', true],
    ]);
  });
});
