import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { ticketAnswersFixture, ticketFixture } from '../../../test/helpdeskFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

function mockDesk() {
  return mockFetch({
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: null }),
    'GET /api/helpDesk/title': () =>
      json([
        { id: 1, name: 'Товары и трек-номера' },
        { id: 2, name: 'Посылки и доставка' },
      ]),
    'POST /api/helpDesk': () => json(ticketFixture({ id: 31 }), 201),
    'GET /api/helpDesk/answers/31': () => json(ticketAnswersFixture(undefined, { id: 31 })),
  });
}

describe('/customer-support/new-message', () => {
  it('says in Russian what is missing and sends nothing', async () => {
    const api = mockDesk();
    renderApp('/customer-support/new-message');
    const form = await screen.findByRole('form', { name: 'Новое обращение' });

    await userEvent.click(within(form).getByRole('button', { name: 'Отправить обращение' }));

    expect(await within(form).findByText('Выберите тему обращения')).toBeInTheDocument();
    expect(within(form).getByText('Напишите сообщение')).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Кратко о чём вопрос/ }), 'а'.repeat(121));
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить обращение' }));
    expect(await within(form).findByText('Тема не должна превышать 120 символов')).toBeInTheDocument();
    expect(api.callsTo('POST /api/helpDesk')).toHaveLength(0);
  });

  it('shows the object from the link, sends it with the ticket and opens the chat', async () => {
    const api = mockDesk();
    const { router } = renderApp('/customer-support/new-message?objectType=parcel&objectId=12');
    const form = await screen.findByRole('form', { name: 'Новое обращение' });
    expect(within(form).getByTestId('ticket-about')).toHaveTextContent('Посылка №12');

    await userEvent.click(within(form).getByRole('combobox', { name: /Тема обращения/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Посылки и доставка' }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Сообщение/ }), 'Когда отправите?');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить обращение' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/customer-support/chat/31'));
    expect(api.callsTo('POST /api/helpDesk')[0]!.body).toEqual({
      titleId: 2,
      message: 'Когда отправите?',
      images: [],
      objectType: 'parcel',
      objectId: 12,
    });
  });
});
