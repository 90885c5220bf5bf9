import { type MyOrders, ORDER_UNIT_STATUS, ORDERS_PAGE_SIZE } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useSession } from '../../../shared/session/useSession';
import { ordersQueryKeys } from './keys';

function fetchMyOrders(statusId: number | null, offset: number, signal?: AbortSignal) {
  return apiClient.get<MyOrders>('/client/my-orders', {
    signal,
    query: {
      version: 'v2',
      withoutUsers: 'true',
      offset,
      page: 1,
      ...(statusId === null ? {} : { statusId }),
    },
  });
}

/** GET /api/client/my-orders?statusId: the orders having a lot in that status, with the counters. */
export function useMyOrders(statusId: number | null) {
  return useQuery({
    queryKey: ordersQueryKeys.list(statusId),
    queryFn: ({ signal }) => fetchMyOrders(statusId, ORDERS_PAGE_SIZE, signal),
  });
}

/** The same call with a page of one: how many orders a section holds (a tab's count). */
export function useOrdersCount(statusId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ordersQueryKeys.count(statusId),
    queryFn: ({ signal }) => fetchMyOrders(statusId, 1, signal),
    select: (answer) => answer.totalElements,
  });
}

/**
 * The order store's counters (spec section 3): orders with new lots and lots awaiting price confirmation, read
 * from the list of lots awaiting confirmation (the sidebar badge and that list share the query).
 */
export function useOrderCounters() {
  const { accessToken } = useSession();
  return useQuery({
    queryKey: ordersQueryKeys.list(ORDER_UNIT_STATUS.PRICE_CONFIRMATION),
    queryFn: ({ signal }) => fetchMyOrders(ORDER_UNIT_STATUS.PRICE_CONFIRMATION, ORDERS_PAGE_SIZE, signal),
    enabled: accessToken !== null,
    select: (answer) => ({
      newOrderCount: answer.newOrderCount,
      readyOrderCount: answer.readyOrderCount,
      confirmOrdersCount: answer.confirmOrdersCount,
      commissionPercent: answer.commissionPercent,
    }),
  });
}
