import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cargo } from '@cargo/domain';
import { json, mockFetch, type RecordedCall } from '../../../test/fetchMock';
import { myInfoFixture } from '../../../test/fixtures';
import { page } from '../../../test/recipientFixtures';
import { renderApp } from '../../../test/renderApp';

beforeEach(() => {
  window.localStorage.setItem('accessToken', 'access-1');
  window.localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => vi.unstubAllGlobals());

const cargo = (statusId: number, paidAt: string | null): Cargo => ({
  id: 7,
  clientId: 1,
  name: 'Партия 7',
  description: null,
  incomingDeclaration: 'SF100200300',
  placesCount: 3,
  statusId,
  status: { id: statusId, title: statusId === 33 ? 'Ожидает оплаты' : 'Оплачена' },
  weightKg: 120,
  volumeM3: 0.5,
  price: 42000,
  priceBreakdown: null,
  outgoingDeclaration: null,
  statusReason: null,
  paidAt,
  createdAt: '2026-11-01T10:00:00.000Z',
});
/** Lazy pages and their first reads take a while on a loaded machine. */
const LOADED = { timeout: 8000 };
const awaiting = cargo(33, null);
const paid = cargo(40, '2026-11-02T10:00:00.000Z');

/** An answer the test releases when it wants: the request stays in flight until then. */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

function handlers(
  list: () => Cargo[],
  extra: Record<string, (call: RecordedCall) => Response | Promise<Response>>,
) {
  return {
    'GET /api/client/my-info': () => json(myInfoFixture()),
    'GET /api/client/my-recipient-data': () => json(page([])),
    'GET /api/client/my-goods/counters': () => json({}),
    'GET /api/client/my-parcels': () =>
      json({ ...page([]), parcelsAwaitingPayment: 0, problemsRuCustoms: 0, problemsRuDelivery: 0 }),
    'GET /api/cargo': () => json({ content: list(), totalElements: list().length, offset: 20 }),
    'GET /api/currency-rate': () => json([]),
    ...extra,
  };
}

describe('double clicks on cargo', () => {
  it('«Создать карго» is disabled while its request runs and sends one request with an Idempotency-Key', async () => {
    const created = deferred();
    const { callsTo } = mockFetch(handlers(() => [], { 'POST /api/cargo': () => created.answer }));
    renderApp('/cargo');
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }, LOADED), 'Мебель');
    const button = screen.getByRole('button', { name: 'Создать карго' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    expect(callsTo('POST /api/cargo')).toHaveLength(1);
    const key = callsTo('POST /api/cargo')[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);

    created.release(json({ id: 5, message: 'Карго 5 успешно создана' }, 201));
    expect(await screen.findByText('Карго 5 успешно создана')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('retries a failed create with the same key, and a new form with a new one', async () => {
    let answers = 0;
    const { callsTo } = mockFetch(
      handlers(() => [], {
        'POST /api/cargo': () => {
          answers += 1;
          return answers === 1
            ? json({ code: 'INTERNAL_ERROR', message: 'Что то пошло не так, обратитесь в поддержку' }, 500)
            : json({ id: 5, message: 'Карго 5 успешно создана' }, 201);
        },
      }),
    );
    renderApp('/cargo');
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }, LOADED), 'Мебель');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    await waitFor(() => expect(callsTo('POST /api/cargo')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Создать карго' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    expect(await screen.findByText('Карго 5 успешно создана')).toBeInTheDocument();
    const [first, retry] = callsTo('POST /api/cargo');
    expect(retry?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);

    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Станки');
    await userEvent.click(screen.getByRole('button', { name: 'Создать карго' }));
    await waitFor(() => expect(callsTo('POST /api/cargo')).toHaveLength(3));
    expect(callsTo('POST /api/cargo')[2]?.headers['Idempotency-Key']).not.toBe(
      first?.headers['Idempotency-Key'],
    );
  });

  it('«Оплатить» is disabled while the payment runs: a second click sends nothing', async () => {
    const payment = deferred();
    const { callsTo } = mockFetch(
      handlers(() => [awaiting], { 'PUT /api/cargo/pay/7': () => payment.answer }),
    );
    renderApp('/cargo');
    const button = await screen.findByRole('button', { name: /Оплатить/ }, LOADED);
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(callsTo('PUT /api/cargo/pay/7')).toHaveLength(1);
    payment.release(
      json({ message: 'Карго 7 успешно оплачена', cargoId: 7, statusId: 40, amount: 42000, balance: 0 }),
    );
    expect(await screen.findByText('Карго 7 успешно оплачена')).toBeInTheDocument();
  });

  it('a 409 on a cargo paid meanwhile (another tab) re-reads it and says in green that it is paid', async () => {
    let current = awaiting;
    const { callsTo } = mockFetch(
      handlers(() => [current], {
        'PUT /api/cargo/pay/7': () => {
          current = paid;
          return json({ code: 'STATUS_CONFLICT', message: 'Карго не ожидает оплаты' }, 409);
        },
        'GET /api/cargo/7': () => json(current),
      }),
    );
    renderApp('/cargo');
    await userEvent.click(await screen.findByRole('button', { name: /Оплатить/ }, LOADED));
    expect(await screen.findByText('Карго 7 успешно оплачена')).toBeInTheDocument();
    expect(screen.queryByText('Карго не ожидает оплаты')).not.toBeInTheDocument();
    expect(callsTo('GET /api/cargo/7')).toHaveLength(1);
    // The list is read again: the paid cargo no longer offers «Оплатить».
    await waitFor(() => expect(screen.queryByRole('button', { name: /Оплатить/ })).not.toBeInTheDocument());
  });

  it('a 409 on a cargo that is still not paid keeps the red refusal', async () => {
    mockFetch(
      handlers(() => [awaiting], {
        'PUT /api/cargo/pay/7': () =>
          json({ code: 'STATUS_CONFLICT', message: 'Карго не ожидает оплаты' }, 409),
        'GET /api/cargo/7': () => json(cargo(100, null)),
      }),
    );
    renderApp('/cargo');
    await userEvent.click(await screen.findByRole('button', { name: /Оплатить/ }, LOADED));
    expect(await screen.findByText('Карго не ожидает оплаты')).toBeInTheDocument();
    expect(screen.queryByText('Карго 7 успешно оплачена')).not.toBeInTheDocument();
    expect(within(document.body).queryAllByText(/успешно оплачена/)).toHaveLength(0);
  });
});
