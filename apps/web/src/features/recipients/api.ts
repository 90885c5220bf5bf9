import { type Page, type RecipientData, type RecipientStatusId } from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/apiClient';
import type { Recipient } from '../../shared/model/recipient';

export type { Recipient } from '../../shared/model/recipient';

/** Archive lists show four recipients per page (spec section 9). */
export const ARCHIVE_PAGE_SIZE = 4;
/** The active list is loaded whole (spec section 9: recipient list 10000). */
export const ACTIVE_RECIPIENTS_PAGE_SIZE = 10000;

export interface RecipientLink {
  receiverToken: string;
  recipientId: number;
  expiresAt: string;
  url: string;
}

export interface IdocOrgSuggestion {
  name: string;
  code: string;
}

/** What a recipient link's token can read: just enough for the countdown. */
export interface RecipientLinkState {
  id: number;
  recipientClientDataStatus: { id: RecipientStatusId; title: string };
  expiresAt: string;
}

export const recipientQueryKeys = {
  all: ['recipients'] as const,
  active: ['recipients', 'active'] as const,
  archive: (page: number) => ['recipients', 'archive', page] as const,
  one: (id: number) => ['recipients', 'one', id] as const,
  idocOrg: (text: string) => ['recipients', 'idoc-org', text] as const,
};

/** GET /api/client/my-recipient-data: every active recipient (also feeds the sidebar badge). */
export function useActiveRecipients(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: recipientQueryKeys.active,
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/client/my-recipient-data', {
        query: { version: 'v2', page: 1, offset: ACTIVE_RECIPIENTS_PAGE_SIZE },
      }),
    enabled: options.enabled,
    staleTime: 30_000,
  });
}

export function useArchivedRecipients(page: number) {
  return useQuery({
    queryKey: recipientQueryKeys.archive(page),
    queryFn: () =>
      apiClient.get<Page<Recipient>>('/recipient-client-data/archive', {
        query: { page, offset: ARCHIVE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRecipient(id: number | null) {
  return useQuery({
    queryKey: recipientQueryKeys.one(id ?? 0),
    queryFn: () => apiClient.get<Recipient>(`/recipient-client-data/${id}`),
    enabled: id !== null,
  });
}

/** Every change to a recipient reloads the lists (and with them the sidebar badge). */
function useInvalidateRecipients() {
  const queryClient = useQueryClient();
  // Not awaited: the caller's own callbacks (toasts) must run before the list reloads and the row that
  // started the mutation unmounts, or they would be skipped.
  return () => void queryClient.invalidateQueries({ queryKey: recipientQueryKeys.all });
}

/** POST /api/recipient-client-data/cl, or PUT …/cl/{id} when editing. */
export function useSaveRecipient(id: number | null) {
  const invalidate = useInvalidateRecipients();
  return useMutation({
    mutationFn: (body: RecipientData) =>
      id === null
        ? apiClient.post<Recipient>('/recipient-client-data/cl', body)
        : apiClient.put<Recipient>(`/recipient-client-data/cl/${id}`, body, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/recipient-client-data/cl/{id}: moves the recipient to the archive. */
export function useArchiveRecipient() {
  const invalidate = useInvalidateRecipients();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete<Recipient>(`/recipient-client-data/cl/${id}`, { query: { version: 'v2' } }),
    onSuccess: invalidate,
  });
}

export function useRestoreRecipient() {
  const invalidate = useInvalidateRecipients();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.put<Recipient>(`/recipient-client-data/cl/${id}/activate`, undefined, {
        query: { version: 'v2' },
      }),
    onSuccess: invalidate,
  });
}

/** GET /api/recipient-client-data/token: a 24-hour link; the server adds a "not filled" recipient for it. */
export function useCreateRecipientLink() {
  const invalidate = useInvalidateRecipients();
  return useMutation({
    mutationFn: () => apiClient.get<RecipientLink>('/recipient-client-data/token'),
    onSuccess: invalidate,
  });
}

/** Issuing authorities that start with or contain the typed text. */
export function useIdocOrgSuggestions(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: recipientQueryKeys.idocOrg(query),
    queryFn: ({ signal }) =>
      apiClient.get<Page<IdocOrgSuggestion> | IdocOrgSuggestion[]>(
        '/recipient-client-data/idoc-org/suggestion',
        { query: { idocOrg: query }, signal },
      ),
    select: (answer) => (Array.isArray(answer) ? answer : answer.data),
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/* The self-fill link: no account, the link's own token as the bearer, no refresh flow. */

export function useRecipientLinkState(recipientId: number | null, receiverToken: string | null) {
  return useQuery({
    queryKey: ['recipient-link', recipientId, receiverToken] as const,
    queryFn: () =>
      apiClient.get<RecipientLinkState>(`/recipient-client-data/${recipientId}`, {
        bearer: receiverToken ?? '',
      }),
    enabled: recipientId !== null && Boolean(receiverToken),
    retry: false,
    gcTime: 0,
  });
}

export function useSubmitSelfFill(receiverToken: string) {
  return useMutation({
    mutationFn: (body: RecipientData) =>
      apiClient.post<{ id: number }>('/recipient-client-data/cl', body, { bearer: receiverToken }),
  });
}
