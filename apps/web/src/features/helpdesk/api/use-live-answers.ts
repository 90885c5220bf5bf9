import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readAnswersStream } from './answers-stream';
import { appendAnswer } from './get-answers';
import { helpdeskQueryKeys, invalidateHelpdesk } from './keys';

export type LiveMode = 'stream' | 'polling';

/**
 * Keeps an open chat up to date: new answers come through the ticket's event stream and show at once; the
 * answers are then read again (which marks them seen on the server); a status change (a close) reads the ticket
 * again. When the stream cannot be opened or
 * breaks, the chat polls its answers instead (`polling`).
 */
export function useLiveAnswers(ticketId: number | null): LiveMode {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('stream');

  useEffect(() => {
    if (ticketId === null) return;
    setMode('stream');
    const controller = new AbortController();
    readAnswersStream(
      ticketId,
      (message) => {
        if (message.internal) return;
        appendAnswer(queryClient, message);
        // Read again: that marks the answer seen (and refreshes the unread counts, see useTicketAnswers).
        void queryClient.invalidateQueries({ queryKey: helpdeskQueryKeys.answers(ticketId) });
      },
      controller.signal,
      // A close (or reopen) without a message: read the ticket again, the chat and the lists show its status.
      () => invalidateHelpdesk(queryClient),
    ).then(
      () => {
        if (!controller.signal.aborted) setMode('polling');
      },
      () => {
        if (!controller.signal.aborted) setMode('polling');
      },
    );
    return () => controller.abort();
  }, [ticketId, queryClient]);

  return mode;
}
