import {
  FINANCE_MESSAGES,
  TOP_UP_OPEN_STATUSES,
  TOP_UP_STATUS,
  type CardTopUpAnswer,
  type CryptoTopUpAnswer,
  type TopUp,
  type TopUpPage,
} from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { financeQueryKeys, TOP_UP_POLL_MS, TOP_UPS_PAGE_SIZE } from './keys';

/** GET /api/client/my-top-ups: the customer's top-ups, newest first. */
export function useMyTopUps(page: number) {
  return useQuery({
    queryKey: financeQueryKeys.topUps(page),
    queryFn: () =>
      apiClient.get<TopUpPage>('/client/my-top-ups', { query: { page, offset: TOP_UPS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function isTopUpFinished(topUp: Pick<TopUp, 'statusId'>): boolean {
  return !(TOP_UP_OPEN_STATUSES as readonly number[]).includes(topUp.statusId);
}

/**
 * A top-up the customer gave up (on the provider's page or in the cabinet): not a failure, and not said in red.
 * The provider's cancellation carries «Платёж отменён»; a declined card its own reason.
 */
export function isTopUpCancelled(topUp: Pick<TopUp, 'statusId' | 'failureReason'>): boolean {
  return (
    topUp.statusId === TOP_UP_STATUS.CANCELED ||
    topUp.failureReason === FINANCE_MESSAGES.paymentCanceled ||
    topUp.failureReason === FINANCE_MESSAGES.topUpCanceledByCustomer
  );
}

/**
 * GET /api/client/top-ups/{id}, asked again every 1.5 s while the payment is not finished (its page is open in a
 * popup); stops by itself once the top-up succeeded or failed.
 */
export function useTopUpProgress(id: number | null) {
  return useQuery({
    queryKey: financeQueryKeys.topUp(id ?? 0),
    queryFn: () => apiClient.get<TopUp>(`/client/top-ups/${id}`),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isTopUpFinished(query.state.data) ? false : TOP_UP_POLL_MS,
    refetchIntervalInBackground: true,
  });
}

/** POST /api/client/top-ups {amount, currency: 'RUB'}: a card payment; answers the page to open in a popup. */
export function useCreateCardTopUp() {
  return useAction({
    mutationFn: (body: { amount: string; currency: 'RUB' }, idempotencyKey) =>
      apiClient.post<CardTopUpAnswer>('/client/top-ups', body, { idempotencyKey }),
  });
}

/** POST /api/crypto {amount, currency}: a crypto invoice; answers its pay link. */
export function useCreateCryptoTopUp() {
  return useAction({
    mutationFn: (body: { amount: string; currency: 'USD' | 'RUB' }, idempotencyKey) =>
      apiClient.post<CryptoTopUpAnswer>('/crypto', body, { idempotencyKey }),
  });
}
