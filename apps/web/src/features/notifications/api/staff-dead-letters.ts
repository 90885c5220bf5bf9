import type { deadLetterPageSchema } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { apiPage, notificationsQueryKeys } from './keys';

export type DeadLetterPage = z.infer<typeof deadLetterPageSchema>;
export type DeadLetter = DeadLetterPage['data'][number];

/** GET /api/staff/notifications/dead-letters?page: deliveries that failed every attempt. */
export function useDeadLetters(page: number) {
  return useQuery({
    queryKey: notificationsQueryKeys.deadLetters(page),
    queryFn: ({ signal }) =>
      apiClient.get<DeadLetterPage>('/staff/notifications/dead-letters', {
        signal,
        query: { page: apiPage(page) },
      }),
    placeholderData: keepPreviousData,
  });
}
