import { type EndedSessions, isEnded } from '../../broadcast/session-ends.js';

/**
 * How many answer streams one person may hold open on an instance: a chat open in several tabs and devices, with
 * room to spare. Opening one more closes that person's oldest (decision 047).
 */
export const STREAMS_PER_USER = 5;

/** Why a stream was closed by the server, written to it as a comment before it ends. */
export type StreamEnd = 'session ended' | 'replaced by a newer stream' | 'server stopping';

export interface LiveStream {
  userId: number;
  sessionId: string;
  end(reason: StreamEnd): void;
}

/**
 * The answer streams this instance holds, by user, oldest first. Ends the streams of sessions that have ended
 * (`end`, `sweep`), keeps each user to `STREAMS_PER_USER`, and closes them all when the app stops.
 */
export function createLiveStreams(limit = STREAMS_PER_USER) {
  const byUser = new Map<number, LiveStream[]>();

  function remove(stream: LiveStream): void {
    const held = byUser.get(stream.userId);
    if (!held) return;
    const rest = held.filter((other) => other !== stream);
    if (rest.length) byUser.set(stream.userId, rest);
    else byUser.delete(stream.userId);
  }

  function endAll(streams: LiveStream[], reason: StreamEnd): void {
    for (const stream of streams) {
      remove(stream);
      stream.end(reason);
    }
  }

  return {
    /** Holds a new stream, closing the user's oldest beyond the limit; answers the function that lets it go. */
    open(stream: LiveStream): () => void {
      const held = [...(byUser.get(stream.userId) ?? []), stream];
      byUser.set(stream.userId, held);
      endAll(held.slice(0, Math.max(0, held.length - limit)), 'replaced by a newer stream');
      return () => remove(stream);
    },
    /** Closes the streams of the sessions that have ended. */
    end(ended: EndedSessions): void {
      const user = 'userId' in ended ? byUser.get(ended.userId) : [...byUser.values()].flat();
      endAll(
        (user ?? []).filter((stream) => isEnded(ended, stream)),
        'session ended',
      );
    },
    /**
     * Closes the streams whose session is no longer open, asking `openSessions` once for all of them: the
     * announcement of a sign-out may have been lost (a Redis outage), or the session simply expired.
     */
    async sweep(openSessions: (sessionIds: string[]) => Promise<Set<string>>): Promise<void> {
      const streams = [...byUser.values()].flat();
      if (streams.length === 0) return;
      const open = await openSessions([...new Set(streams.map((stream) => stream.sessionId))]);
      endAll(
        streams.filter((stream) => !open.has(stream.sessionId)),
        'session ended',
      );
    },
    closeAll(): void {
      endAll([...byUser.values()].flat(), 'server stopping');
    },
    /** How many streams a user holds on this instance. */
    count(userId: number): number {
      return byUser.get(userId)?.length ?? 0;
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
