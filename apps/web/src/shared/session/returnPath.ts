const AUTH_PAGES = ['/login', '/register', '/registration', '/forgot', '/reset'];

/** What the auth pages pass each other in the navigation state. */
export interface ReturnState {
  /** The page the visitor was stopped at, to come back to after sign-in. */
  from?: { pathname?: string; search?: string; hash?: string };
  /** The address just registered, to fill in the sign-in form. */
  email?: string;
}

/** Where to go after sign-in: the page the visitor was stopped at, or the dashboard. */
export function returnPathFrom(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (!from?.pathname || AUTH_PAGES.includes(from.pathname)) return '/dashboard';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** The e-mail the sign-in form starts with: the one just registered, if the visitor came from the registration. */
export function registeredEmailFrom(state: unknown): string {
  const email = (state as ReturnState | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** The state to open /login with after a registration: where to return to afterwards, and the new address. */
export function afterRegistration(state: unknown, email: string): ReturnState {
  return { from: (state as ReturnState | null)?.from, email };
}
