import { ORDER_MESSAGES } from '@cargo/domain';
import { isApiError } from '../../../shared/api/ApiError';
import { ORDERS_WEB_MESSAGES } from './messages';

/** Spec section 8: a failed orders load says «Что то пошло не так» on HTTP 500, else the server's message. */
export function loadErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 500) return ORDER_MESSAGES.loadFailed500;
  if (error instanceof Error && error.message) return error.message;
  return ORDERS_WEB_MESSAGES.loadFailed;
}
