const AUTH_PAGES = ['/login', '/register', '/registration', '/forgot', '/reset'];

export interface ReturnState {
  from?: { pathname?: string; search?: string; hash?: string };
}

/** Where to go after sign-in: the page the visitor was stopped at, or the dashboard. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from?.pathname || AUTH_PAGES.includes(from.pathname)) return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
