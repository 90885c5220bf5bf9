import type { changePasswordSchema, Page, updateProfileSchema } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../shared/api/apiClient';
import { myInfoQueryKey, type MyInfo } from '../../shared/session/myInfo';

export type UpdateProfileBody = z.output<typeof updateProfileSchema>;
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

export interface PromoCodeAnswer {
  message: string;
  promoCode: string;
  amount: number;
  currency: string;
}

export interface Referral {
  id: number;
  email: string;
  name: string;
  registeredAt: string;
}

export interface ReferralAmount {
  amount: number;
  currency: 'RUB';
  count: number;
}

export const profileQueryKeys = {
  referrals: ['my-referrals'] as const,
  referralAmount: ['my-referral-amount'] as const,
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiClient.put<MyInfo>('/client/update-profile', body),
    onSuccess: (myInfo) => queryClient.setQueryData(myInfoQueryKey, myInfo),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiClient.put<{ message: string }>('/client/change-password', body),
  });
}

/** POST /api/promoCode/{code}: a promo code credits an account, so the balances are reloaded. */
export function useActivatePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promoCode: string) =>
      apiClient.post<PromoCodeAnswer>(`/promoCode/${encodeURIComponent(promoCode)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myInfoQueryKey }),
  });
}

export function useMyReferrals() {
  return useQuery({
    queryKey: profileQueryKeys.referrals,
    queryFn: () => apiClient.get<Page<Referral>>('/client/my-referrals'),
  });
}

/** The total earned from referrals over all time. */
export function useReferralAmount() {
  return useQuery({
    queryKey: profileQueryKeys.referralAmount,
    queryFn: () => apiClient.get<ReferralAmount>('/client/my-referral/transactions/amount'),
  });
}
