/** The name of the browser-wide lock every tab of the cabinet takes to refresh the session. */
export const TOKEN_REFRESH_LOCK = 'cabinet-token-refresh';

/**
 * Runs `task` while holding the refresh lock, so that of several tabs whose access token expired together only
 * one refreshes and the others, once they get the lock, find the tokens it stored (localStorage is shared).
 * Without the Web Locks API the task runs at once: within a tab the client's single-flight still holds.
 */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return task();
  return locks.request(TOKEN_REFRESH_LOCK, task) as Promise<T>;
}
