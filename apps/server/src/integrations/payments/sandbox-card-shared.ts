import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { NotificationDelivery, PaymentStatus } from './payment-provider.js';

/** What the sandbox acquirer's two halves (the provider and its payment page) share. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const NOTIFICATION_PATH = '/api/payments/notifications/sandbox';
/** Wrong confirmation codes allowed before the payment is canceled. */
export const CODE_ATTEMPTS = 3;
/**
 * The sandbox's own statuses. A payment waiting for its code counts wrong codes in the status itself
 * (`waiting_for_confirmation:1`, `:2`), so the count survives restarts and is shared by every instance, and each
 * attempt moves it with a conditional UPDATE, like any status here.
 */
export const WAITING = 'waiting_for_confirmation';

/** The notifications' key: derived from JWT_SECRET, so nothing else has to be configured for the sandbox. */
export function sandboxCardSecret(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('sandbox-card-notifications').digest('hex');
}

export function signSandboxBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function signatureMatches(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signSandboxBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

export function normalised(status: string): PaymentStatus {
  if (status.startsWith(WAITING)) return 'pending';
  return status as PaymentStatus;
}

/** Luhn's check digit rule, which every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const plain = (card: string) => card.replace(/\s+/g, '');

export interface SandboxNotice {
  event: 'payment.succeeded' | 'payment.canceled';
  object: { id: string; status: PaymentStatus; amountMinor: number; currency: string; reason?: string };
}

export interface SandboxCardOptions {
  db: Database;
  publicUrl: string;
  secret: string;
  deliver: NotificationDelivery;
}
