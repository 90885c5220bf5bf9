import { createHmac } from 'node:crypto';

export const RECEIVER_TOKEN_PREFIX = 'rcv';

export function isReceiverToken(token: string): boolean {
  return token.startsWith(`${RECEIVER_TOKEN_PREFIX}_`);
}

/**
 * The token of a recipient's self-fill link, derived from the server's secret and the recipient it fills. Only its
 * hash is stored, yet the customer who asks for a link again gets the same one: it is computed anew, never read
 * back. Without the secret a token can be neither guessed nor rebuilt from the database.
 */
export function receiverTokenFor(secret: string, recipientId: number): string {
  const mac = createHmac('sha256', secret).update(`recipient-link:${recipientId}`).digest('base64url');
  return `${RECEIVER_TOKEN_PREFIX}_${mac}`;
}
