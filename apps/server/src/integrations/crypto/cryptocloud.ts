import { moneyToJson } from '@cargo/domain';
import {
  bareInvoiceId,
  type CryptoProvider,
  type InvoiceStatus,
  postbackFields,
  type ProviderInvoice,
} from './crypto-provider.js';
import { invoiceTokenValid } from './invoice-token.js';
import { PaymentProviderError } from '../payments/payment-provider.js';

export const CRYPTOCLOUD_API_URL = 'https://api.cryptocloud.plus';

export interface CryptoCloudConfig {
  apiKey: string;
  shopId: string;
  /** The project's secret key: it signs the postbacks' tokens. */
  secretKey: string;
  apiUrl: string;
}

interface CloudInvoice {
  uuid: string;
  status: string;
  amount: number | string;
  received?: number | string | null;
  order_id?: string | null;
  currency?: { code?: string; fullcode?: string } | string;
}

const STATUSES: InvoiceStatus[] = ['created', 'paid', 'partial', 'overpaid', 'canceled'];

function toProviderInvoice(invoice: CloudInvoice): ProviderInvoice {
  const currency =
    typeof invoice.currency === 'string'
      ? invoice.currency
      : (invoice.currency?.fullcode ?? invoice.currency?.code ?? '');
  return {
    invoiceId: `INV-${bareInvoiceId(invoice.uuid)}`,
    // An unknown status is treated like an invoice still waiting: nothing is credited on it.
    status: STATUSES.includes(invoice.status as InvoiceStatus)
      ? (invoice.status as InvoiceStatus)
      : 'created',
    amount: String(invoice.amount),
    receivedAmount:
      invoice.received === undefined || invoice.received === null ? null : String(invoice.received),
    currency,
    orderId: invoice.order_id ?? null,
  };
}

/**
 * CryptoCloud API v2: `Authorization: Token <api key>`; invoices created with POST /v2/invoice/create and read with
 * POST /v2/invoice/merchant/info. A postback is believed when its `token` (HS256 with the project's secret key)
 * names the invoice, and then only what the re-read invoice says arrived is credited.
 */
export function cryptoCloudProvider(config: CryptoCloudConfig): CryptoProvider {
  const base = config.apiUrl.replace(/\/$/, '');
  async function post<T>(path: string, body: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Token ${config.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`CryptoCloud ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: { status?: string; result?: unknown } = {};
    try {
      json = JSON.parse(text);
    } catch {
      // An answer that is not JSON is an error below.
    }
    if (!response.ok || json.status !== 'success') {
      throw new PaymentProviderError(`CryptoCloud ${path}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
    return json.result as T;
  }

  async function getInvoice(invoiceId: string): Promise<ProviderInvoice | null> {
    if (!/^(INV-)?[A-Z0-9]{4,32}$/i.test(invoiceId)) return null;
    const result = await post<CloudInvoice[]>('/v2/invoice/merchant/info', {
      uuids: [`INV-${bareInvoiceId(invoiceId)}`],
    });
    const found = (result ?? []).find((i) => bareInvoiceId(i.uuid) === bareInvoiceId(invoiceId));
    return found ? toProviderInvoice(found) : null;
  }

  return {
    name: 'cryptocloud',
    key: 'cryptocloud',
    builtIn: false,

    async createInvoice(invoice) {
      const result = await post<{ uuid?: string; link?: string; status?: string }>('/v2/invoice/create', {
        shop_id: config.shopId,
        amount: moneyToJson(invoice.amount),
        currency: invoice.currency,
        order_id: invoice.orderId,
        email: invoice.email,
      });
      if (!result?.uuid || !result.link)
        throw new PaymentProviderError('CryptoCloud: no invoice in the answer');
      return { invoiceId: `INV-${bareInvoiceId(result.uuid)}`, link: result.link, status: 'created' };
    },

    getInvoice,

    async verifyPostback(postback) {
      const fields = postbackFields(postback.rawBody, postback.contentType);
      if (!fields?.invoice_id || !fields.token) return null;
      if (!(await invoiceTokenValid(fields.token, config.secretKey, fields.invoice_id))) return null;
      return getInvoice(fields.invoice_id);
    },
  };
}
