import type { helpDeskSummarySchema } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useSession } from '../../../shared/session/useSession';
import { helpdeskQueryKeys } from './keys';

export type HelpDeskSummary = z.infer<typeof helpDeskSummarySchema>;

/** The sidebar polls the unread count this often: a staff answer shows up without a reload. */
export const SUMMARY_POLL_MS = 30_000;

/** GET /api/helpDesk/summary: staff answers not seen yet, and the open ticket the support dialog shows. */
export function useHelpDeskSummary({ poll = false }: { poll?: boolean } = {}) {
  const { accessToken } = useSession();
  return useQuery({
    queryKey: helpdeskQueryKeys.summary,
    queryFn: ({ signal }) => apiClient.get<HelpDeskSummary>('/helpDesk/summary', { signal }),
    enabled: accessToken !== null,
    refetchInterval: poll ? SUMMARY_POLL_MS : false,
  });
}

/** The sidebar's «Помощь» badge: unread staff answers over all the customer's tickets. */
export function useHelpDeskUnread(): number {
  return useHelpDeskSummary({ poll: true }).data?.unread ?? 0;
}
