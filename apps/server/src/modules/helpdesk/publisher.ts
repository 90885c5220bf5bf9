import type { TicketMessageView } from '@cargo/domain';
import type { Channels } from '../../broadcast/channels.js';

type Listener = (message: TicketMessageView) => void;

/**
 * Where the live answers go (decision 028): a message a customer may see, published after its transaction
 * committed, reaches every open stream of its ticket, on whichever instance it is held (the app's channels: in
 * process, or Redis pub/sub with REDIS_URL). A lost message is still shown by the chat's polling fallback.
 */
export interface AnswerPublisher {
  publish(message: TicketMessageView): Promise<void>;
  /** Listens to one ticket's messages; answers the function that stops listening. */
  subscribe(ticketId: number, listener: Listener): () => void;
}

export async function createAnswerPublisher(channels: Channels): Promise<AnswerPublisher> {
  const channel = await channels.channel<TicketMessageView>('helpdesk:answers');
  const byTicket = new Map<number, Set<Listener>>();
  channel.subscribe((message) => {
    for (const listener of byTicket.get(message.ticketId) ?? []) listener(message);
  });
  return {
    publish: (message) => channel.publish(message),
    subscribe(ticketId, listener) {
      const set = byTicket.get(ticketId) ?? new Set<Listener>();
      set.add(listener);
      byTicket.set(ticketId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byTicket.delete(ticketId);
      };
    },
  };
}
