import type { NotificationKind } from '@cargo/domain';

/** Every notifications query sits under this root, so marking events read reloads the bell, the list and objects. */
export const NOTIFICATIONS_QUERY_ROOT = ['notifications'] as const;

/** The bell asks again this often (the count and the latest events). */
export const BELL_POLL_MS = 30_000;

/** How many of the latest events the bell's dropdown shows. */
export const BELL_LATEST_COUNT = 6;

export const notificationsQueryKeys = {
  all: NOTIFICATIONS_QUERY_ROOT,
  latest: () => [...NOTIFICATIONS_QUERY_ROOT, 'latest'] as const,
  page: (page: number) => [...NOTIFICATIONS_QUERY_ROOT, 'page', page] as const,
  object: (kind: NotificationKind, objectId: number) =>
    [...NOTIFICATIONS_QUERY_ROOT, 'object', kind, objectId] as const,
  settings: () => ['notification-settings'] as const,
  deadLetters: (page: number) => ['notification-dead-letters', page] as const,
};

/** The list's page as the API counts it (`?page`, from 1 like every list; 0 is taken as 1) for the pagination's. */
export function apiPage(page: number): number {
  return Math.max(page, 1);
}
