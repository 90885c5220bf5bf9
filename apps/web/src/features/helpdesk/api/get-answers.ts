import type { TicketAnswersView, TicketMessageView } from '@cargo/domain';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import type { HelpDeskSummary } from './get-summary';
import { helpdeskQueryKeys } from './keys';

/** The chat polls its answers this often when the live stream is not available. */
export const ANSWERS_POLL_MS = 10_000;

type AnswersData = InfiniteData<TicketAnswersView, number | undefined>;

/**
 * GET /api/helpDesk/answers/{ticketId}?page: the ticket and its messages, oldest first. Without a page the server
 * answers the last one (the newest messages) and marks the ticket seen; earlier pages load on request.
 */
export function useTicketAnswers(ticketId: number | null, { poll = false }: { poll?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    enabled: ticketId !== null,
    queryKey: helpdeskQueryKeys.answers(ticketId ?? 0),
    queryFn: async ({ signal, pageParam }) => {
      const answer = await apiClient.get<TicketAnswersView>(`/helpDesk/answers/${ticketId}`, {
        signal,
        query: { page: pageParam },
      });
      // Reading marked the answers seen: the unread counts shown elsewhere are read again (only when there were any).
      if ((queryClient.getQueryData<HelpDeskSummary>(helpdeskQueryKeys.summary)?.unread ?? 0) > 0) {
        void queryClient.invalidateQueries({ queryKey: helpdeskQueryKeys.summary });
        void queryClient.invalidateQueries({ queryKey: helpdeskQueryKeys.ticketLists });
      }
      return answer;
    },
    initialPageParam: undefined as number | undefined,
    // A refetch walks forward from the earliest loaded page; the last page is the newest (totalPages 0: one page).
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    getPreviousPageParam: (first) => (first.page > 1 ? first.page - 1 : undefined),
    refetchInterval: poll ? ANSWERS_POLL_MS : false,
  });
}

/** The messages of the loaded pages, oldest first, each once. */
export function answersMessages(data: { pages: TicketAnswersView[] } | undefined): TicketMessageView[] {
  const seen = new Set<number>();
  const messages: TicketMessageView[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

/** A message that arrived live goes at the end of the newest page at once (the refetch then confirms it). */
export function appendAnswer(queryClient: QueryClient, message: TicketMessageView): void {
  queryClient.setQueryData<AnswersData>(helpdeskQueryKeys.answers(message.ticketId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.data.some((known) => known.id === message.id))) return data;
    const pages = [...data.pages];
    const last = pages[pages.length - 1]!;
    pages[pages.length - 1] = { ...last, data: [...last.data, message] };
    return { ...data, pages };
  });
}
