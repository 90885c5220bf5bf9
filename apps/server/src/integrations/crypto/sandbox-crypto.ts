import { createHmac, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  FINANCE_MESSAGES,
  fromMinorUnits,
  moneyToJson,
  type SandboxCryptoInvoice,
  type SandboxInvoiceOutcome,
  toMinorUnits,
} from '@cargo/domain';
import type { Database } from '../../db/client.js';
import { sandboxCryptoInvoices } from '../../db/schema/sandbox.js';
import { AppError, conflict } from '../../errors.js';
import type { NotificationDelivery } from '../payments/payment-provider.js';
import {
  bareInvoiceId,
  type CryptoProvider,
  type InvoiceStatus,
  postbackFields,
  type ProviderInvoice,
} from './crypto-provider.js';
import { invoiceTokenValid, signInvoiceToken } from './invoice-token.js';

const POSTBACK_PATH = '/api/crypto/postback/sandbox';
const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The sandbox processor's "project secret key": derived from JWT_SECRET, nothing to configure. */
export function sandboxCryptoSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('sandbox-crypto-postbacks').digest('hex');
}

export interface SandboxCryptoOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  deliver: NotificationDelivery;
  /** How long an invoice can be paid: the portal's CRYPTO_INVOICE_LIFETIME_MINUTES, as CryptoCloud's project setting. */
  lifetimeMs: number;
}

export type SandboxCryptoProvider = CryptoProvider & {
  viewInvoice(invoiceId: string): Promise<SandboxCryptoInvoice>;
  settle(invoiceId: string, outcome: SandboxInvoiceOutcome): Promise<SandboxCryptoInvoice>;
};

type InvoiceRow = typeof sandboxCryptoInvoices.$inferSelect;

function toProviderInvoice(row: InvoiceRow): ProviderInvoice {
  return {
    invoiceId: row.id,
    status: row.status as InvoiceStatus,
    amount: row.amount,
    receivedAmount: row.receivedAmount,
    currency: row.currency,
    orderId: row.orderId,
  };
}

/**
 * The built-in crypto processor: invoices in `sandbox_crypto_invoices`, an invoice page at /crypto-cloud where the
 * tester decides what the blockchain did (paid, half paid, expired), and a postback to the portal signed the way
 * CryptoCloud signs its own (a JWT with the invoice id), form-urlencoded like CryptoCloud's default.
 */
export function sandboxCryptoProvider(options: SandboxCryptoOptions): SandboxCryptoProvider {
  const { db, secret } = options;
  const read = async (invoiceId: string) => {
    const id = `INV-${bareInvoiceId(invoiceId)}`;
    const [row] = await db.select().from(sandboxCryptoInvoices).where(eq(sandboxCryptoInvoices.id, id));
    return row ?? null;
  };
  const view = (row: InvoiceRow): SandboxCryptoInvoice => ({
    invoiceId: row.id,
    amount: moneyToJson(row.amount),
    currency: row.currency as SandboxCryptoInvoice['currency'],
    status: row.status as SandboxCryptoInvoice['status'],
    receivedAmount: row.receivedAmount === null ? null : moneyToJson(row.receivedAmount),
    expiresAt: row.expiresAt.toISOString(),
  });

  return {
    name: 'sandbox',
    key: 'sandbox-crypto',
    builtIn: true,

    async createInvoice(invoice) {
      let bare = '';
      for (let i = 0; i < 8; i += 1) bare += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
      const id = `INV-${bare}`;
      await db.insert(sandboxCryptoInvoices).values({
        id,
        orderId: invoice.orderId,
        amount: invoice.amount,
        currency: invoice.currency,
        status: 'created',
        expiresAt: new Date(Date.now() + options.lifetimeMs),
      });
      const link = new URL('/crypto-cloud', options.publicUrl);
      link.searchParams.set('invoiceId', id);
      return { invoiceId: id, link: link.toString(), status: 'created' };
    },

    async getInvoice(invoiceId) {
      const row = await read(invoiceId);
      return row ? toProviderInvoice(row) : null;
    },

    async verifyPostback(postback) {
      const fields = postbackFields(postback.rawBody, postback.contentType);
      if (!fields?.invoice_id || !fields.token) return null;
      if (!(await invoiceTokenValid(fields.token, secret, fields.invoice_id))) return null;
      const row = await read(fields.invoice_id);
      if (!row) return null;
      return toProviderInvoice(row);
    },

    async viewInvoice(invoiceId) {
      const row = await read(invoiceId);
      if (!row) throw new AppError(404, 'NOT_FOUND', FINANCE_MESSAGES.topUpNotFound);
      return view(row);
    },

    /** What the invoice page's buttons do; then the processor posts back to the portal. */
    async settle(invoiceId, outcome) {
      const row = await read(invoiceId);
      if (!row) throw new AppError(404, 'NOT_FOUND', FINANCE_MESSAGES.topUpNotFound);
      const expired = row.expiresAt.getTime() < Date.now();
      const asked = toMinorUnits(row.amount);
      const change =
        outcome === 'paid' && !expired
          ? { status: 'paid', receivedAmount: row.amount }
          : outcome === 'underpaid' && !expired
            ? { status: 'partial', receivedAmount: fromMinorUnits(asked / 2n) }
            : { status: 'canceled', receivedAmount: null };
      const [settled] = await db
        .update(sandboxCryptoInvoices)
        .set(change)
        .where(and(eq(sandboxCryptoInvoices.id, row.id), eq(sandboxCryptoInvoices.status, 'created')))
        .returning();
      if (!settled) throw conflict('PAYMENT_FINISHED', FINANCE_MESSAGES.paymentAlreadyFinished);
      const body = new URLSearchParams({
        status: 'success',
        invoice_id: bareInvoiceId(settled.id),
        amount_crypto: settled.receivedAmount ?? '0',
        currency: 'USDT_TRC20',
        order_id: settled.orderId,
        token: await signInvoiceToken(secret, settled.id),
      }).toString();
      await options.deliver(POSTBACK_PATH, body, { 'content-type': 'application/x-www-form-urlencoded' });
      return view(settled);
    },
  };
}
