const ACCESS_TOKEN_KEY = 'accessToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

/** Why the session ended: a deliberate sign-out forgets the page the user was on, an expiry remembers it. */
export type SessionEndReason = 'signOut' | 'expired';

export interface SessionSnapshot {
  accessToken: string | null;
  endedBy: SessionEndReason | null;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(accessToken: string, refreshToken?: string | null): void;
  clearTokens(reason?: SessionEndReason): void;
}

type Listener = () => void;

const listeners = new Set<Listener>();
let endedBy: SessionEndReason | null = null;
let snapshot: SessionSnapshot = { accessToken: null, endedBy: null };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lives only in this page.
  }
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Tokens live in localStorage under `accessToken` and `refreshToken`. */
export const tokenStorage: TokenStore = {
  getAccessToken: () => read(ACCESS_TOKEN_KEY),
  getRefreshToken: () => read(REFRESH_TOKEN_KEY),
  setTokens(accessToken, refreshToken) {
    write(ACCESS_TOKEN_KEY, accessToken);
    if (refreshToken !== undefined) write(REFRESH_TOKEN_KEY, refreshToken);
    endedBy = null;
    notify();
  },
  clearTokens(reason = 'expired') {
    write(ACCESS_TOKEN_KEY, null);
    write(REFRESH_TOKEN_KEY, null);
    endedBy = reason;
    notify();
  },
};

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A stable snapshot for useSyncExternalStore; it changes only when the token or the end reason does. */
export function getSessionSnapshot(): SessionSnapshot {
  const accessToken = tokenStorage.getAccessToken();
  if (snapshot.accessToken !== accessToken || snapshot.endedBy !== endedBy) {
    snapshot = { accessToken, endedBy };
  }
  return snapshot;
}
