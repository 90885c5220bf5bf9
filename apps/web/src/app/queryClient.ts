import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../shared/api/ApiError';

/**
 * A 4xx will answer the same on a retry; only network failures and 5xx are retried (twice). A call that already
 * waited its whole timeout is not: the customer would watch the spinner three times as long.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.code === 'TIMEOUT') return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
