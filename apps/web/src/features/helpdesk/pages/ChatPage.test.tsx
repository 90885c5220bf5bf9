import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { ticketAnswersFixture, ticketMessageFixture } from '../../../test/helpdeskFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const customer = ticketMessageFixture();
const staff = ticketMessageFixture({
  id: 2,
  fromStaff: true,
  authorName: 'Мария',
  text: 'Посылка на складе.',
});
const note = ticketMessageFixture({ id: 3, fromStaff: true, internal: true, text: 'Клиент звонил дважды' });
const live = ticketMessageFixture({
  id: 4,
  fromStaff: true,
  authorName: 'Мария',
  text: 'Отправили сегодня!',
});

/** A stream the test writes `answer` events into. */
function answerStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(encoder.encode(text)),
  };
}

describe('/customer-support/chat/:id', () => {
  it('shows the messages oldest first, never an internal note, and a new answer without a reload', async () => {
    const stream = answerStream();
    let answers = [customer, staff, note];
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: 5 }),
      'GET /api/helpDesk/answers/5': () => json(ticketAnswersFixture(answers)),
      'GET /api/helpDesk/answers/5/stream': () => stream.response(),
    });
    renderApp('/customer-support/chat/5');

    const log = await screen.findByRole('log', { name: 'Переписка' });
    const shown = () => within(log).getAllByTestId('ticket-message');
    expect(shown().map((bubble) => bubble.dataset.from)).toEqual(['customer', 'staff']);
    expect(shown()[0]).toHaveTextContent('Вы');
    expect(shown()[1]).toHaveTextContent('Мария');
    expect(within(log).queryByText('Клиент звонил дважды')).not.toBeInTheDocument();
    expect(screen.queryByText('Внутренняя заметка, клиент её не видит')).not.toBeInTheDocument();

    answers = [customer, staff, note, live];
    // The event arrives in two pieces, as a network may cut it.
    const event = `event: answer\ndata: ${JSON.stringify(live)}\n\n`;
    stream.send(event.slice(0, 30));
    stream.send(event.slice(30));

    expect(await within(log).findByText('Отправили сегодня!')).toBeInTheDocument();
    expect(shown()).toHaveLength(3);
    expect(screen.queryByTestId('live-fallback')).not.toBeInTheDocument();
  });

  it('polls when the stream is unavailable and sends a reply with an uploaded image', async () => {
    const answers = [customer, staff];
    const api = mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: 5 }),
      'GET /api/helpDesk/answers/5': () => json(ticketAnswersFixture(answers)),
      'POST /api/google-cloud/image': () =>
        json({ fileName: 'scan.png', url: '/api/images/scan.png', mimeType: 'image/png', size: 4 }, 201),
      'POST /api/helpDesk/answers/5': (call) => {
        const sent = ticketMessageFixture({ id: 9, text: (call.body as { message: string }).message });
        answers.push(sent);
        return json(sent, 201);
      },
    });
    renderApp('/customer-support/chat/5');
    expect(await screen.findByTestId('live-fallback')).toHaveTextContent('каждые 10 секунд');

    const form = screen.getByRole('form', { name: 'Ваше сообщение' });
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));
    expect(await within(form).findByText('Напишите сообщение')).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'scan.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Прикрепить изображение'), png);
    expect(await within(form).findByRole('img', { name: 'Изображение 1' })).toHaveAttribute(
      'src',
      '/api/images/scan.png',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Ваше сообщение' }), 'Вот чек');
    await userEvent.click(within(form).getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByText('Вот чек')).toBeInTheDocument();
    expect(api.callsTo('POST /api/google-cloud/image')[0]!.search.get('purpose')).toBe('good');
    expect(api.callsTo('POST /api/helpDesk/answers/5')[0]!.body).toEqual({
      message: 'Вот чек',
      images: ['scan.png'],
    });
  });

  it('says until when it waits for the answer, and shows the auto-close as soon as it happens', async () => {
    const stream = answerStream();
    const waiting = { statusId: 8, status: { id: 8, slug: 'v-processe', title: 'Ожидает вашего ответа' } };
    const closed = { statusId: 9, status: { id: 9, slug: 'closed', title: 'Закрыто' } };
    let answer = ticketAnswersFixture([customer, staff], waiting, { at: '2026-11-27T10:00:00.000Z' });
    mockFetch({
      'GET /api/client/my-info': () => json(myInfoFixture()),
      'GET /api/helpDesk/summary': () => json({ unread: 0, openTicketId: 5 }),
      'GET /api/helpDesk/answers/5': () => json(answer),
      'GET /api/helpDesk/answers/5/stream': () => stream.response(),
    });
    renderApp('/customer-support/chat/5');

    const note = await screen.findByTestId('ticket-closing-note');
    expect(note).toHaveTextContent('Ждём вашего ответа 7 дней, до');
    expect(note).toHaveTextContent('Если ответа не будет, обращение закроется автоматически.');

    // The job closes it: no message, one status event, and the open chat shows it at once.
    answer = ticketAnswersFixture([customer, staff], closed, { closedAutomatically: true });
    stream.send(`event: status\ndata: ${JSON.stringify({ ticketId: 5, statusId: 9 })}\n\n`);

    expect(await screen.findByText('Закрыто')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-closing-note')).toHaveTextContent(
      'Обращение закрыто автоматически: 7 дней не было ответа. Если вопрос остался, напишите — обращение откроется снова.',
    );
    expect(screen.queryByTestId('live-fallback')).not.toBeInTheDocument();
  });
});
