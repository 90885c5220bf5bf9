import type { helpDeskTitlesSchema } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { helpdeskQueryKeys } from './keys';

export type HelpDeskTitles = z.infer<typeof helpDeskTitlesSchema>;

/** GET /api/helpDesk/title: the request topics (they change with a release, never during a visit). */
export function useHelpDeskTitles() {
  return useQuery({
    queryKey: helpdeskQueryKeys.titles,
    queryFn: ({ signal }) => apiClient.get<HelpDeskTitles>('/helpDesk/title', { signal }),
    staleTime: Infinity,
  });
}
