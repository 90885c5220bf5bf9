import { jwtVerify, SignJWT } from 'jose';
import { bareInvoiceId } from './crypto-provider.js';

/**
 * The postback's `token`: a JWT signed HS256 with the project's secret key, holding the invoice's id, valid for a few
 * minutes. True only when the signature is right, it has not expired and it names this invoice.
 */
export async function invoiceTokenValid(
  token: string,
  secretKey: string,
  invoiceId: string,
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secretKey), {
      algorithms: ['HS256'],
    });
    const named = payload.id ?? payload.uuid ?? payload.invoice_id;
    return typeof named === 'string' && bareInvoiceId(named) === bareInvoiceId(invoiceId);
  } catch {
    return false;
  }
}

/** The token a processor sends (the built-in sandbox signs its postbacks with it; tests forge with it). */
export function signInvoiceToken(
  secretKey: string,
  invoiceId: string,
  lifetimeSeconds = 300,
): Promise<string> {
  return new SignJWT({ id: invoiceId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(new TextEncoder().encode(secretKey));
}
