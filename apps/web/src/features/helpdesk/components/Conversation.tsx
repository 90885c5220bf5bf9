import type { TicketMessageView } from '@cargo/domain';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { MESSAGE_BUBBLE_TEXTS, MessageBubble, type MessageBubbleTexts } from './MessageBubble';

/** The conversation's words: the cabinet's Russian by default, the desk passes its language's (decision 066). */
export interface ConversationTexts {
  log: string;
  empty: string;
  message: MessageBubbleTexts;
}

export const CONVERSATION_TEXTS: ConversationTexts = {
  log: 'Переписка',
  empty: HELPDESK_WEB_MESSAGES.noMessages,
  message: MESSAGE_BUBBLE_TEXTS,
};

interface ConversationProps {
  messages: TicketMessageView[];
  viewer: 'customer' | 'staff';
  texts?: ConversationTexts;
}

/**
 * The messages oldest to newest. The customer's side never shows an internal note, even if one reached it; a new
 * message scrolls into view.
 */
export function Conversation({ messages, viewer, texts = CONVERSATION_TEXTS }: ConversationProps) {
  const shown = viewer === 'customer' ? messages.filter((message) => !message.internal) : messages;
  const end = useRef<HTMLDivElement>(null);
  const lastId = shown[shown.length - 1]?.id;
  useEffect(() => {
    if (lastId !== undefined) end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [lastId]);

  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="log" aria-label={texts.log} aria-live="polite">
      {shown.map((message) => (
        <MessageBubble key={message.id} message={message} viewer={viewer} texts={texts.message} />
      ))}
      <div ref={end} />
    </Stack>
  );
}
