import type { NotificationChannel } from '@cargo/domain';

/** One message of one event, as a channel sends it (Russian, with the object's link). */
export interface ChannelMessage {
  subject: string;
  text: string;
  link: string;
}

/**
 * A delivery channel (decision 029): e-mail through the mail outbox, Telegram through the bot. `send` throws when
 * the channel did not accept the message, so the job is retried with back-off and ends in the dead letters.
 */
export interface Notifier {
  channel: NotificationChannel;
  /** `to`: an e-mail address or a Telegram chat id. */
  send(to: string, message: ChannelMessage): Promise<void>;
}
