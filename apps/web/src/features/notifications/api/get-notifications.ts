import type { NotificationKind, notificationPageSchema } from '@cargo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../shared/api/apiClient';
import { useSession } from '../../../shared/session/useSession';
import { apiPage, BELL_POLL_MS, notificationsQueryKeys } from './keys';

export type NotificationPage = z.infer<typeof notificationPageSchema>;

interface ListQuery {
  page?: number;
  objectType?: NotificationKind;
  objectId?: number;
  unread?: boolean;
}

function fetchNotifications(query: ListQuery, signal?: AbortSignal) {
  return apiClient.get<NotificationPage>('/notifications', { signal, query: { ...query } });
}

/** GET /api/notifications (first page), asked again every 30 s: the bell's unread count and latest events. */
export function useLatestNotifications() {
  const { accessToken } = useSession();
  return useQuery({
    queryKey: notificationsQueryKeys.latest(),
    queryFn: ({ signal }) => fetchNotifications({}, signal),
    enabled: accessToken !== null,
    refetchInterval: BELL_POLL_MS,
  });
}

/** GET /api/notifications?page: one page of the list (the pagination counts from 1). */
export function useNotificationsPage(page: number) {
  return useQuery({
    queryKey: notificationsQueryKeys.page(page),
    queryFn: ({ signal }) => fetchNotifications({ page: apiPage(page) }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/notifications?objectType&objectId: one object's events (its page or card). */
export function useObjectNotifications(objectType: NotificationKind, objectId: number, enabled = true) {
  return useQuery({
    queryKey: notificationsQueryKeys.object(objectType, objectId),
    queryFn: ({ signal }) => fetchNotifications({ objectType, objectId }, signal),
    enabled,
  });
}
