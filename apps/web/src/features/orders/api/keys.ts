import type { QueryClient } from '@tanstack/react-query';
import { invalidateMoney } from '../../../shared/session/moneyQueries';

/** Every orders query sits under this root, so a change to an order reloads the lists, counters and the order. */
export const ORDERS_QUERY_ROOT = ['orders'] as const;

export const ordersQueryKeys = {
  all: ORDERS_QUERY_ROOT,
  /** A section's list (`statusId` null: every order). */
  list: (statusId: number | null) => [...ORDERS_QUERY_ROOT, 'list', statusId] as const,
  /** How many orders a section holds (a page of one, for the tab's count). */
  count: (statusId: number) => [...ORDERS_QUERY_ROOT, 'count', statusId] as const,
  one: (id: number) => [...ORDERS_QUERY_ROOT, 'one', id] as const,
  /** A ready order as `GET api/readyOrder/{id}` answers it (its form). */
  ready: (id: number) => [...ORDERS_QUERY_ROOT, 'ready', id] as const,
};

/** After any order change: the orders' queries and the balances (a buyout charges or refunds yuan). */
export function invalidateOrders(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT });
  invalidateMoney(queryClient);
}
