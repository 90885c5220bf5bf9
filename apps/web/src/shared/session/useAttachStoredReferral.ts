import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClient } from '../api/apiClient';
import { myInfoQueryKey, type MyInfo } from './myInfo';
import { referralStorage } from './referralStorage';

/**
 * After sign-in: when the customer has no referrer yet and a referral code was remembered, attach it once
 * (PUT /api/client/referral). The remembered code is forgotten either way; a refused code is not shown.
 */
export function useAttachStoredReferral(myInfo: MyInfo | undefined): void {
  const queryClient = useQueryClient();
  const attempted = useRef(false);

  useEffect(() => {
    if (!myInfo || attempted.current) return;
    const referralId = referralStorage.get();
    if (!referralId) return;
    attempted.current = true;
    referralStorage.forget();
    if (myInfo.referralId !== null) return;
    apiClient
      .put<MyInfo>('/client/referral', { referralId })
      .then((updated) => queryClient.setQueryData(myInfoQueryKey, updated))
      .catch(() => undefined);
  }, [myInfo, queryClient]);
}
