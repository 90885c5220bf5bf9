import type {
  ApprovalPending,
  DeskCounters,
  CorrectionAnswer,
  CorrectionInput,
  NewPromoCodeInput,
  StaffRefundAnswer,
  StaffTopUp,
  CurrencyCcy,
  Page,
  StaffCustomer,
  StaffPromoCode,
  StaffRates,
  TransactionPage,
} from '@cargo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { financeQueryKeys, STAFF_PAGE_SIZE } from '../keys';
import { useAction } from '../../../../shared/api/useAction';

const keys = financeQueryKeys.staff;

/** GET /api/staff/customers?q: customers by code, e-mail, name, phone or number, with their balances. */
export function useStaffCustomers(query: string, page: number) {
  return useQuery({
    queryKey: keys.customers(query, page),
    queryFn: () =>
      apiClient.get<Page<StaffCustomer>>('/staff/customers', {
        query: { q: query, page, offset: STAFF_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStaffCustomer(id: number | null) {
  return useQuery({
    queryKey: keys.customer(id ?? 0),
    queryFn: () => apiClient.get<StaffCustomer>(`/staff/customers/${id}`),
    enabled: id !== null,
  });
}

/** GET /api/staff/customers/{id}/transactions: the customer's ledger, a page at a time. */
export function useStaffLedger(id: number | null, page: number) {
  return useQuery({
    queryKey: keys.ledger(id ?? 0, page),
    queryFn: () =>
      apiClient.get<TransactionPage>(`/staff/customers/${id}/transactions`, {
        query: { page, offset: STAFF_PAGE_SIZE },
      }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/staff/customers/{id}/corrections: a ledger row of kind correction, with its reason. */
export function useCorrectBalance(id: number) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: CorrectionInput) =>
      apiClient.post<CorrectionAnswer | ApprovalPending>(`/staff/customers/${id}/corrections`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useStaffRates() {
  return useQuery({
    queryKey: keys.rates,
    queryFn: () => apiClient.get<StaffRates>('/staff/currency-rates'),
  });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ currency, rate }: { currency: CurrencyCcy; rate: string }) =>
      apiClient.put<StaffRates | ApprovalPending>(`/staff/currency-rates/${currency}`, { rate }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: financeQueryKeys.rates });
    },
  });
}

export function useSaveMargin() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (marginPercent: string) =>
      apiClient.put<unknown>('/staff/finance-settings/margin', { marginPercent }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: financeQueryKeys.rates });
    },
  });
}

export function useStaffPromoCodes(page: number) {
  return useQuery({
    queryKey: keys.promoCodes(page),
    queryFn: () =>
      apiClient.get<Page<StaffPromoCode>>('/staff/promo-codes', { query: { page, offset: STAFF_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: NewPromoCodeInput) =>
      apiClient.post<StaffPromoCode | ApprovalPending>('/staff/promo-codes', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeactivatePromoCode() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.put<StaffPromoCode>(`/staff/promo-codes/${id}/deactivate`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'finance', 'promo-codes'] }),
  });
}

export function useStaffTopUps(statusId: number | null, page: number, q = '') {
  return useQuery({
    queryKey: keys.topUps(statusId, page, q),
    queryFn: () =>
      apiClient.get<Page<StaffTopUp>>('/staff/top-ups', {
        query: { page, offset: STAFF_PAGE_SIZE, statusId: statusId ?? undefined, q: q || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/top-ups/counters?q: how many top-ups the search finds in each status (the filter's counts). */
export function useStaffTopUpCounters(q: string, enabled = true) {
  return useQuery({
    queryKey: keys.topUpCounters(q),
    queryFn: ({ signal }) =>
      apiClient.get<DeskCounters>('/staff/top-ups/counters', { signal, query: { q: q || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/staff/top-ups/{id}/refund; a refusal (502) changed the top-up too, so the list is read again anyway. */
export function useRefundTopUp() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) =>
      apiClient.post<StaffRefundAnswer | ApprovalPending>(`/staff/top-ups/${id}/refund`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** POST /api/staff/top-ups/{id}/refund/recheck: «Проверить возврат» of a refund in processing. */
export function useRecheckRefund() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (id: number) => apiClient.post<StaffRefundAnswer>(`/staff/top-ups/${id}/refund/recheck`),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
