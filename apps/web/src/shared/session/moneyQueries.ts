import type { QueryClient } from '@tanstack/react-query';
import { myInfoQueryKey } from './myInfo';

/**
 * Every query that shows money (balances, ledger, top-ups, the held discount) sits under this root, so any money
 * event — a top-up, a conversion, a promo code, a correction — reloads all of them with the header balances.
 */
export const MONEY_QUERY_ROOT = ['finance'] as const;

/** Reloads the header balances (my-info) and every money query. Not awaited: callers show their toast first. */
export function invalidateMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: myInfoQueryKey });
  void queryClient.invalidateQueries({ queryKey: MONEY_QUERY_ROOT });
}
