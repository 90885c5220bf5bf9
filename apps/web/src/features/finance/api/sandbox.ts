import type {
  SandboxActionAnswer,
  SandboxCardPayment,
  SandboxCryptoInvoice,
  SandboxInvoiceOutcome,
} from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { financeQueryKeys } from './keys';
import { useAction } from '../../../shared/api/useAction';

/** The sandbox pages are public: whoever holds the payment's link may pay it, signed in or not. */
const open = { auth: 'none' as const };

export function useSandboxCardPayment(paymentId: string) {
  return useQuery({
    queryKey: financeQueryKeys.sandboxPayment(paymentId),
    queryFn: () =>
      apiClient.get<SandboxCardPayment>(`/sandbox/card-payments/${encodeURIComponent(paymentId)}`, open),
    enabled: paymentId !== '',
  });
}

function useSandboxCardAction<Body>(paymentId: string, action: 'pay' | 'confirm' | 'cancel') {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: Body) =>
      apiClient.post<SandboxActionAnswer>(
        `/sandbox/card-payments/${encodeURIComponent(paymentId)}/${action}`,
        body,
        open,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeQueryKeys.sandboxPayment(paymentId) }),
  });
}

export const useSandboxPay = (paymentId: string) =>
  useSandboxCardAction<{ cardNumber: string; expiry: string; cvc: string }>(paymentId, 'pay');
export const useSandboxConfirm = (paymentId: string) =>
  useSandboxCardAction<{ code: string }>(paymentId, 'confirm');
export const useSandboxCancel = (paymentId: string) => useSandboxCardAction<undefined>(paymentId, 'cancel');

export function useSandboxInvoice(invoiceId: string) {
  return useQuery({
    queryKey: financeQueryKeys.sandboxInvoice(invoiceId),
    queryFn: () =>
      apiClient.get<SandboxCryptoInvoice>(`/sandbox/crypto-invoices/${encodeURIComponent(invoiceId)}`, open),
    enabled: invoiceId !== '',
  });
}

export function useSettleSandboxInvoice(invoiceId: string) {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (outcome: SandboxInvoiceOutcome) =>
      apiClient.post<SandboxCryptoInvoice>(
        `/sandbox/crypto-invoices/${encodeURIComponent(invoiceId)}/${outcome}`,
        undefined,
        open,
      ),
    onSuccess: (invoice) => queryClient.setQueryData(financeQueryKeys.sandboxInvoice(invoiceId), invoice),
  });
}
