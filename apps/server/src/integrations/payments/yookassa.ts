import { fromMinorUnits, toMinorUnits } from '@cargo/domain';
import {
  type CreatedPayment,
  type PaymentProvider,
  PaymentProviderError,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.js';

export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  /** The API's base, `…/v3` (a stand-in server in tests). */
  apiUrl: string;
  /** Attempts of one call when the network fails or the API answers 5xx; each retry reuses the idempotency key. */
  attempts?: number;
  /** How long one attempt may wait for the answer (15 s by default). */
  timeoutMs?: number;
}

interface YooRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  cancellation_details?: { party?: string; reason?: string };
}

interface YooAmount {
  value: string;
  currency: string;
}
interface YooPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: YooAmount;
  refunded_amount?: YooAmount;
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
  cancellation_details?: { party?: string; reason?: string };
}

/** YooKassa's payment statuses in the provider's four. A fully refunded payment reads as refunded. */
function normalised(payment: YooPayment): PaymentStatus {
  if (payment.status === 'succeeded') {
    const refunded = payment.refunded_amount ? toMinorUnits(payment.refunded_amount.value) : 0n;
    return refunded > 0n && refunded >= toMinorUnits(payment.amount.value) ? 'refunded' : 'succeeded';
  }
  if (payment.status === 'canceled') return 'canceled';
  return 'pending';
}

function toProviderRefund(refund: YooRefund): ProviderRefund {
  const status = refund.status === 'succeeded' || refund.status === 'canceled' ? refund.status : 'pending';
  const reason = refund.cancellation_details?.reason;
  return { refundId: refund.id, status, ...(status === 'canceled' && reason ? { reason } : {}) };
}

function toProviderPayment(payment: YooPayment): ProviderPayment {
  return {
    providerPaymentId: payment.id,
    status: normalised(payment),
    amountMinor: Number(toMinorUnits(payment.amount.value)),
    currency: payment.amount.currency,
    metadata: payment.metadata ?? {},
  };
}

const PAYMENT_ID = /^[\w-]{1,64}$/;

/**
 * YooKassa API v3. Requests carry HTTP Basic shopId:secretKey and, for the ones that create something, an
 * `Idempotence-Key`, reused on every retry so a timeout never creates a second payment or refund. A notification is
 * only a hint: the payment is read back with GET /payments/{id}, and that answer's status and amount decide.
 */
export function yookassaProvider(config: YooKassaConfig): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;
  const attempts = config.attempts ?? 3;
  const timeoutMs = config.timeoutMs ?? 15_000;
  const base = config.apiUrl.replace(/\/$/, '');

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; json: T | null }> {
    let lastError = 'no attempt';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            authorization,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(idempotencyKey ? { 'idempotence-key': idempotencyKey } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (response.status >= 500) {
          lastError = `HTTP ${response.status}`;
          continue;
        }
        return { status: response.status, json: text ? (JSON.parse(text) as T) : null };
      } catch (error) {
        lastError = (error as Error).message;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
    throw new PaymentProviderError(`YooKassa ${method} ${path}: ${lastError}`);
  }

  async function getPayment(id: string): Promise<ProviderPayment | null> {
    if (!PAYMENT_ID.test(id)) return null;
    const { status, json } = await request<YooPayment>('GET', `/payments/${encodeURIComponent(id)}`);
    if (status === 404 || !json) return null;
    if (status >= 400) throw new PaymentProviderError(`YooKassa GET /payments/${id}: HTTP ${status}`);
    return toProviderPayment(json);
  }

  return {
    name: 'yookassa',
    key: 'yookassa',
    builtIn: false,

    async createPayment(payment): Promise<CreatedPayment> {
      const { status, json } = await request<YooPayment>(
        'POST',
        '/payments',
        {
          amount: { value: fromMinorUnits(BigInt(payment.amountMinor)), currency: payment.currency },
          capture: true,
          confirmation: { type: 'redirect', return_url: payment.returnUrl },
          description: payment.description,
          metadata: payment.metadata,
        },
        payment.idempotencyKey,
      );
      const url = json?.confirmation?.confirmation_url;
      if (status >= 400 || !json?.id || !url) {
        throw new PaymentProviderError(`YooKassa POST /payments: HTTP ${status}`);
      }
      return { providerPaymentId: json.id, status: normalised(json), confirmationUrl: url };
    },

    getPayment,

    async verifyNotification(notification) {
      let body: { type?: unknown; event?: unknown; object?: { id?: unknown } };
      try {
        body = JSON.parse(notification.rawBody);
      } catch {
        return null;
      }
      const event = body?.event;
      const id = body?.object?.id;
      if (body?.type !== 'notification' || typeof id !== 'string') return null;
      if (event !== 'payment.succeeded' && event !== 'payment.canceled') return null;
      // The body proves nothing: anyone can POST it. The payment as YooKassa itself answers it decides.
      const payment = await getPayment(id);
      const expected = event === 'payment.succeeded' ? 'succeeded' : 'canceled';
      if (!payment || payment.status !== expected) return null;
      return {
        providerPaymentId: payment.providerPaymentId,
        event,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
      };
    },

    // A refund's outcome is the acquirer's answer only: a timeout or a 5xx (after the retries, each with the same
    // Idempotence-Key) throws, because the refund may have gone through; a 4xx is a refusal of a refund never made
    // (but 429, "too many requests", says nothing of the refund and throws like a timeout).
    async refund(id, amountMinor, idempotencyKey): Promise<ProviderRefund> {
      const payment = await getPayment(id);
      if (!payment) return { refundId: null, status: 'canceled', reason: `no payment ${id}` };
      const { status, json } = await request<YooRefund & { description?: string }>(
        'POST',
        '/refunds',
        {
          payment_id: id,
          amount: { value: fromMinorUnits(BigInt(amountMinor)), currency: payment.currency },
        },
        idempotencyKey,
      );
      if (status === 429) throw new PaymentProviderError('YooKassa POST /refunds: HTTP 429');
      if (status >= 400) {
        return { refundId: null, status: 'canceled', reason: json?.description ?? `HTTP ${status}` };
      }
      if (!json?.id)
        throw new PaymentProviderError(`YooKassa POST /refunds: HTTP ${status} without a refund`);
      return toProviderRefund(json);
    },

    async getRefund(refundId) {
      if (!PAYMENT_ID.test(refundId)) return null;
      const { status, json } = await request<YooRefund>('GET', `/refunds/${encodeURIComponent(refundId)}`);
      if (status === 404) return null;
      if (status >= 400 || !json?.id) {
        throw new PaymentProviderError(`YooKassa GET /refunds/${refundId}: HTTP ${status}`);
      }
      return toProviderRefund(json);
    },
  };
}
