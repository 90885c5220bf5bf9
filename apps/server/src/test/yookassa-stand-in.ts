import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string;
  idempotenceKey: string | undefined;
  body: Record<string, unknown> | null;
}

type Json = Record<string, unknown>;

/**
 * A stand-in for YooKassa's API v3 on loopback: keeps payments and refunds in memory, honours the Idempotence-Key
 * (the same key answers what it answered before) and records what it was asked. Levers:
 * - `failNext`: the next n requests of any kind answer 500 and do nothing;
 * - `refundOutcome`: what the next new refund turns out to be (a succeeded one marks the payment refunded);
 * - `hangRefunds`: the next n refund requests are carried out but never answered (the caller times out);
 * - `failRefunds`: the next n refund requests are carried out, then answered 500.
 */
export function yookassaStandIn() {
  const payments = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const seen: SeenRequest[] = [];
  const state = {
    failNext: 0,
    counter: 0,
    hangRefunds: 0,
    failRefunds: 0,
    refundOutcome: 'succeeded' as 'succeeded' | 'canceled' | 'pending',
  };
  const paymentByKey = new Map<string, string>();
  const refundByKey = new Map<string, string>();

  function createRefund(body: Json, key: string | undefined): Json | null {
    const known = key ? refundByKey.get(key) : undefined;
    if (known) return refunds.get(known)!;
    const payment = payments.get(String(body.payment_id));
    if (!payment) return null;
    const refund: Json = {
      id: `rf${String((state.counter += 1)).padStart(6, '0')}-0015-5000-8000-1b68e7b15f3f`,
      payment_id: payment.id,
      status: state.refundOutcome,
      amount: body.amount,
      ...(state.refundOutcome === 'canceled'
        ? { cancellation_details: { party: 'yoo_money', reason: 'rejected_by_payee' } }
        : {}),
    };
    refunds.set(String(refund.id), refund);
    if (key) refundByKey.set(key, String(refund.id));
    if (state.refundOutcome === 'succeeded') payment.refunded_amount = body.amount;
    return refund;
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString();
    const body = text ? (JSON.parse(text) as Json) : null;
    const idempotenceKey = req.headers['idempotence-key'] as string | undefined;
    seen.push({
      method: req.method!,
      url: req.url!,
      authorization: String(req.headers.authorization ?? ''),
      idempotenceKey,
      body,
    });
    const reply = (status: number, value: unknown) => {
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    };
    if (state.failNext > 0) {
      state.failNext -= 1;
      return reply(500, { type: 'error', code: 'internal_server_error' });
    }
    if (req.method === 'POST' && req.url === '/v3/payments') {
      const known = idempotenceKey ? paymentByKey.get(idempotenceKey) : undefined;
      if (known) return reply(200, payments.get(known));
      const id = `2d${String((state.counter += 1)).padStart(6, '0')}-000f-5000-9000-1b68e7b15f3f`;
      const payment = {
        id,
        status: 'pending',
        amount: body!.amount,
        description: body!.description,
        metadata: body!.metadata,
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.example/checkout?orderId=${id}`,
        },
      };
      payments.set(id, payment);
      if (idempotenceKey) paymentByKey.set(idempotenceKey, id);
      return reply(200, payment);
    }
    const payment = /^\/v3\/payments\/([\w-]+)$/.exec(req.url!);
    if (req.method === 'GET' && payment) {
      const found = payments.get(payment[1]!);
      return found ? reply(200, found) : reply(404, { type: 'error', code: 'not_found' });
    }
    if (req.method === 'POST' && req.url === '/v3/refunds') {
      const refund = createRefund(body!, idempotenceKey);
      if (!refund) {
        return reply(400, { type: 'error', code: 'invalid_request', description: 'Payment not found' });
      }
      if (state.hangRefunds > 0) {
        state.hangRefunds -= 1;
        return; // carried out, never answered
      }
      if (state.failRefunds > 0) {
        state.failRefunds -= 1;
        return reply(500, { type: 'error', code: 'internal_server_error' });
      }
      return reply(200, refund);
    }
    const refund = /^\/v3\/refunds\/([\w-]+)$/.exec(req.url!);
    if (req.method === 'GET' && refund) {
      const found = refunds.get(refund[1]!);
      return found ? reply(200, found) : reply(404, { type: 'error', code: 'not_found' });
    }
    reply(404, { type: 'error' });
  });

  return {
    server,
    payments,
    refunds,
    seen,
    state,
    /** Starts listening on loopback and answers the API's base URL (…/v3). */
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
