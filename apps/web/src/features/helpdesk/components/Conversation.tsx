import type { TicketMessageView } from '@cargo/domain';
import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { MessageBubble } from './MessageBubble';

interface ConversationProps {
  messages: TicketMessageView[];
  viewer: 'customer' | 'staff';
}

/**
 * The messages oldest to newest. The customer's side never shows an internal note, even if one reached it; a new
 * message scrolls into view.
 */
export function Conversation({ messages, viewer }: ConversationProps) {
  const shown = viewer === 'customer' ? messages.filter((message) => !message.internal) : messages;
  const end = useRef<HTMLDivElement>(null);
  const lastId = shown[shown.length - 1]?.id;
  useEffect(() => {
    if (lastId !== undefined) end.current?.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [lastId]);

  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {HELPDESK_WEB_MESSAGES.noMessages}
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="log" aria-label="Переписка" aria-live="polite">
      {shown.map((message) => (
        <MessageBubble key={message.id} message={message} viewer={viewer} />
      ))}
      <div ref={end} />
    </Stack>
  );
}
