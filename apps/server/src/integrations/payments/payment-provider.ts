/**
 * A card acquirer, shaped after the Russian ones (YooKassa's API v3): a payment is created with an idempotency key
 * and answers a page to send the customer to; the acquirer later notifies the portal, and a notification is
 * believed only after `verifyNotification` checked it (a signature of our own sandbox, or a re-read of the payment
 * from the acquirer's API). Amounts travel in minor units (kopecks), as integers.
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'canceled' | 'refunded';

export interface NewPayment {
  /** Our order id: the top-up's id. */
  orderId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the payment page sends the customer when they are done. */
  returnUrl: string;
  /** The same key on a retry makes the acquirer answer the payment it already created. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  confirmationUrl: string;
}

export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  metadata: Record<string, string>;
}

/** A notification exactly as it arrived: the raw body (a signature covers bytes, not parsed JSON). */
export interface IncomingNotification {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  remoteAddress: string;
}

export interface VerifiedNotification {
  providerPaymentId: string;
  event: 'payment.succeeded' | 'payment.canceled';
  /** What the verified source says was paid (the re-read payment, or the signed body). */
  amountMinor: number;
  currency: string;
  /** Why the payment was canceled, when the provider says. */
  reason?: string;
}

export interface PaymentProvider {
  /** The path segment of its notification route: /api/payments/notifications/{name}. */
  readonly name: string;
  /** What top_ups.provider holds for its payments (unique with the provider's payment id). */
  readonly key: string;
  /** True for the built-in sandbox: the portal itself plays the acquirer, so there is no one to re-read. */
  readonly builtIn: boolean;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** Null when the provider does not know the payment. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** Null rejects the notification: bad signature, unknown payment, or a claim the provider does not confirm. */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null>;
  /**
   * Asks the acquirer to return `amountMinor` of the payment to the card. The answer is the acquirer's word:
   * `succeeded`, `pending` (it accepted the refund and is processing it) or `canceled` (a definite refusal).
   * When there is no word — a timeout, a network error, a 5xx — it throws `PaymentProviderError`: the refund may
   * or may not have happened. The same `idempotencyKey` on a retry makes the acquirer answer the refund it
   * already made, never a second one.
   */
  refund(providerPaymentId: string, amountMinor: number, idempotencyKey: string): Promise<ProviderRefund>;
  /** A refund as the acquirer answers it now; null when it does not know the id. Throws like `refund`. */
  getRefund(refundId: string): Promise<ProviderRefund | null>;
}

export type RefundStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderRefund {
  /** The acquirer's refund id; null when it refused the request before creating a refund. */
  refundId: string | null;
  status: RefundStatus;
  /** Why the acquirer refused, when it says. */
  reason?: string;
}

/** The provider refused or could not be reached; the top-up fails with the spec's toast. */
export class PaymentProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** How a built-in sandbox delivers a notification to the portal: a POST of `body` to `path` with `headers`. */
export type NotificationDelivery = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

/** A header's single value. */
export function headerValue(headers: IncomingNotification['headers'], name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
