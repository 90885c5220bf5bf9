import type { Channel, Channels } from './channels.js';

/**
 * Sessions that have just ended: one signed out (`sessionId`), or every session of a user but perhaps the one that
 * made the change (`userId`, `exceptSessionId`: a password change keeps the device it was made on).
 */
export type EndedSessions = { sessionId: string } | { userId: number; exceptSessionId?: string };

/**
 * "These sessions have ended", told to every instance (decision 047): whatever an instance holds open for a session
 * (the help desk's live streams) is closed at once, not at its next check. The auth module announces it after the
 * transaction that ended the sessions has committed; a lost announcement only delays the close until the holder
 * re-checks the session in the database.
 */
export interface SessionEnds {
  announce(ended: EndedSessions): Promise<void>;
  /** Listens on this instance; answers the function that stops listening. */
  subscribe(listener: (ended: EndedSessions) => void): () => void;
}

export async function createSessionEnds(channels: Channels): Promise<SessionEnds> {
  const channel: Channel<EndedSessions> = await channels.channel<EndedSessions>('sessions:ended');
  return {
    announce: (ended) => channel.publish(ended),
    subscribe: (listener) => channel.subscribe(listener),
  };
}

/** Whether a session of `userId` named `sessionId` is among the ended ones. */
export function isEnded(ended: EndedSessions, session: { sessionId: string; userId: number }): boolean {
  if ('sessionId' in ended) return ended.sessionId === session.sessionId;
  return ended.userId === session.userId && ended.exceptSessionId !== session.sessionId;
}
