import type {
  changePasswordSchema,
  messageResponseSchema,
  referralAmountSchema,
  referralPageSchema,
  updateProfileSchema,
} from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../shared/api/apiClient';
import { myInfoQueryKey, type MyInfo } from '../../shared/session/myInfo';
import { useAction } from '../../shared/api/useAction';

export type UpdateProfileBody = z.output<typeof updateProfileSchema>;
export type ChangePasswordBody = z.output<typeof changePasswordSchema>;

export type ReferralPage = z.infer<typeof referralPageSchema>;
export type ReferralAmount = z.infer<typeof referralAmountSchema>;
type MessageAnswer = z.infer<typeof messageResponseSchema>;

export const profileQueryKeys = {
  referrals: ['my-referrals'] as const,
  referralAmount: ['my-referral-amount'] as const,
};

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: (body: UpdateProfileBody) => apiClient.put<MyInfo>('/client/update-profile', body),
    onSuccess: (myInfo) => queryClient.setQueryData(myInfoQueryKey, myInfo),
  });
}

export function useChangePassword() {
  return useAction({
    mutationFn: (body: ChangePasswordBody) => apiClient.put<MessageAnswer>('/client/change-password', body),
  });
}

export function useMyReferrals() {
  return useQuery({
    queryKey: profileQueryKeys.referrals,
    queryFn: () => apiClient.get<ReferralPage>('/client/my-referrals'),
  });
}

/** The total earned from referrals over all time. */
export function useReferralAmount() {
  return useQuery({
    queryKey: profileQueryKeys.referralAmount,
    queryFn: () => apiClient.get<ReferralAmount>('/client/my-referral/transactions/amount'),
  });
}
