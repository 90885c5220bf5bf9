/**
 * A crypto payment processor, shaped after CryptoCloud's API v2: an invoice in a fiat currency, paid in crypto on
 * the processor's page, with a postback when it settles. The postback carries a JWT signed with the project's secret
 * key; the invoice is then re-checked with the processor, and only what was received is credited.
 */

/** The processor's invoice statuses: `partial` is underpaid; `canceled` includes expired. */
export type InvoiceStatus = 'created' | 'paid' | 'partial' | 'overpaid' | 'canceled';

export interface NewInvoice {
  /** Our order id: the top-up's id. */
  orderId: string;
  /** Exact decimal text in `currency`. */
  amount: string;
  currency: string;
  email: string;
}

export interface CreatedInvoice {
  invoiceId: string;
  link: string;
  status: InvoiceStatus;
}

/**
 * An invoice as the processor reports it. `amount` and `receivedAmount` are in one unit the processor chose (the
 * crypto it was paid in, or the invoice's own currency); their ratio is the share of the invoice that arrived.
 */
export interface ProviderInvoice {
  invoiceId: string;
  status: InvoiceStatus;
  amount: string;
  /** What arrived, in the unit of `amount` (null: nothing yet). */
  receivedAmount: string | null;
  currency: string;
  orderId: string | null;
}

export interface IncomingPostback {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  contentType: string;
  remoteAddress: string;
}

/** A postback whose token was valid, with the invoice as the processor answered it afterwards. */
export type VerifiedPostback = ProviderInvoice;

export interface CryptoProvider {
  /** The path segment of its postback route: /api/crypto/postback/{name}. */
  readonly name: string;
  /** What top_ups.provider holds for its invoices. */
  readonly key: string;
  readonly builtIn: boolean;
  createInvoice(invoice: NewInvoice): Promise<CreatedInvoice>;
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  /** Null rejects the postback: a missing or forged token, or an invoice the processor does not know. */
  verifyPostback(postback: IncomingPostback): Promise<VerifiedPostback | null>;
}

/** A postback body, JSON or form-urlencoded, as flat text fields. */
export function postbackFields(rawBody: string, contentType: string): Record<string, string> | null {
  try {
    if (contentType.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(rawBody));
    }
    const parsed = JSON.parse(rawBody) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
        .map(([key, value]) => [key, String(value)]),
    );
  } catch {
    return null;
  }
}

/** CryptoCloud names an invoice `INV-XXXXXXXX` in its API and `XXXXXXXX` in postbacks: compare without the prefix. */
export const bareInvoiceId = (id: string) => id.replace(/^INV-/i, '').toUpperCase();

/** A decimal as the processor writes it ("100.2", 0.4567, "1e-7") in units of 10^-18, or null. */
function scaled(value: string): bigint | null {
  const text = /e/i.test(value) ? Number(value).toFixed(18) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,18})\d*)?$/.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 10n ** 18n + BigInt((match[2] ?? '').padEnd(18, '0'));
}

/**
 * The part of an invoice of `askedMinor` (minor units of the invoice's currency) that arrived, by the processor's
 * own ratio of received to invoiced, rounded down to the minor unit: an underpaid invoice credits what came.
 */
export function receivedShareMinor(
  askedMinor: bigint,
  invoice: Pick<ProviderInvoice, 'amount' | 'receivedAmount'>,
) {
  const amount = scaled(invoice.amount);
  const received = invoice.receivedAmount === null ? 0n : scaled(invoice.receivedAmount);
  if (!amount || received === null) return 0n;
  return (askedMinor * received) / amount;
}
