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
  refund(
    providerPaymentId: string,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string }>;
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
