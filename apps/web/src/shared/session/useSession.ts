import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeToSession, type SessionSnapshot } from '../api/tokenStorage';

/** The current access token (null for a visitor) and, after a session ended, why it ended. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, getSessionSnapshot);
}
