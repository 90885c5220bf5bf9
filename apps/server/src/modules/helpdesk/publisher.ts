import type { TicketMessageView, TicketStatusEvent } from '@cargo/domain';
import type { Channels } from '../../broadcast/channels.js';

type Listener<T> = (event: T) => void;

/**
 * Where the live answers go (decision 028): a message a customer may see, published after its transaction
 * committed, reaches every open stream of its ticket, on whichever instance it is held (the app's channels: in
 * process, or Redis pub/sub with REDIS_URL). A lost message is still shown by the chat's polling fallback.
 * A status change without a message (the staff's close, the auto-close: decision 053) goes the same way, so the
 * open chat shows the ticket closed at once.
 */
export interface AnswerPublisher {
  publish(message: TicketMessageView): Promise<void>;
  publishStatus(event: TicketStatusEvent): Promise<void>;
  /** Listens to one ticket's messages; answers the function that stops listening. */
  subscribe(ticketId: number, listener: Listener<TicketMessageView>): () => void;
  /** Listens to one ticket's status changes; answers the function that stops listening. */
  subscribeStatus(ticketId: number, listener: Listener<TicketStatusEvent>): () => void;
}

/** Listeners by ticket, fed by one channel. */
function byTicket<T extends { ticketId: number }>() {
  const listeners = new Map<number, Set<Listener<T>>>();
  return {
    deliver(event: T) {
      for (const listener of listeners.get(event.ticketId) ?? []) listener(event);
    },
    subscribe(ticketId: number, listener: Listener<T>) {
      const set = listeners.get(ticketId) ?? new Set<Listener<T>>();
      set.add(listener);
      listeners.set(ticketId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(ticketId);
      };
    },
  };
}

export async function createAnswerPublisher(channels: Channels): Promise<AnswerPublisher> {
  const answers = await channels.channel<TicketMessageView>('helpdesk:answers');
  const statuses = await channels.channel<TicketStatusEvent>('helpdesk:statuses');
  const answerListeners = byTicket<TicketMessageView>();
  const statusListeners = byTicket<TicketStatusEvent>();
  answers.subscribe((message) => answerListeners.deliver(message));
  statuses.subscribe((event) => statusListeners.deliver(event));
  return {
    publish: (message) => answers.publish(message),
    publishStatus: (event) => statuses.publish(event),
    subscribe: answerListeners.subscribe,
    subscribeStatus: statusListeners.subscribe,
  };
}
