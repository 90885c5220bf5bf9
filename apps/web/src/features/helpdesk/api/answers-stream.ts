import type { TicketMessageView, TicketStatusEvent } from '@cargo/domain';
import { tokenStorage } from '../../../shared/api/tokenStorage';
import { createSseParser } from '../model/sse';

/** The stream's event carrying a new visible message of the ticket (a ticketMessageSchema JSON). */
export const ANSWER_EVENT = 'answer';
/** The stream's event of a status change without a message: a close by the staff or the auto-close (053). */
export const STATUS_EVENT = 'status';

/**
 * GET /api/helpDesk/answers/{ticketId}/stream: reads the server-sent events with fetch and a ReadableStream
 * (EventSource cannot send the Authorization header) and hands each `answer` to `onAnswer`, each `status` to
 * `onStatus`. Resolves when the
 * server ends the stream or `signal` aborts it; rejects when it cannot be opened or breaks — the caller then
 * falls back to polling.
 */
export async function readAnswersStream(
  ticketId: number,
  onAnswer: (message: TicketMessageView) => void,
  signal: AbortSignal,
  onStatus: (change: TicketStatusEvent) => void = () => undefined,
): Promise<void> {
  const headers: Record<string, string> = { Accept: 'text/event-stream' };
  const token = tokenStorage.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await globalThis.fetch(`/api/helpDesk/answers/${ticketId}/stream`, { headers, signal });
  if (!response.ok || !response.body) throw new Error(`The answers stream answered ${response.status}`);
  const parser = createSseParser(({ event, data }) => {
    if (event !== ANSWER_EVENT && event !== STATUS_EVENT) return;
    try {
      if (event === STATUS_EVENT) onStatus(JSON.parse(data) as TicketStatusEvent);
      else onAnswer(JSON.parse(data) as TicketMessageView);
    } catch {
      // A malformed event is skipped; the next poll or event brings the ticket up to date.
    }
  });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}
