import type { DeskLanguage, MessageResponse, StaffMe } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';
import { applyDeskLanguage } from '../../../shared/staff/i18n';
import { staffMeQueryKey } from './get-staff-me';

/**
 * PUT /api/staff/me/language: the member's desk language, remembered on their account (decision 066). The desk
 * switches at once (the catalogue loads first); the answer's toast is left out, the switch itself is the answer.
 */
export function useSetDeskLanguage() {
  const queryClient = useQueryClient();
  return useAction<DeskLanguage, DeskLanguage>({
    repeatAfterSuccessMs: 0,
    mutationFn: async (language: DeskLanguage) => {
      await apiClient.put<MessageResponse>('/staff/me/language', { language });
      return language;
    },
    onSuccess: async (language) => {
      await applyDeskLanguage(language);
      queryClient.setQueryData<StaffMe>(staffMeQueryKey, (me) =>
        me ? { ...me, deskLanguage: language } : me,
      );
    },
  });
}
