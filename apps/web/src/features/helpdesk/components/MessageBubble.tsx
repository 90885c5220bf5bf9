import type { TicketMessageView } from '@cargo/domain';
import { Anchor, Group, Image, Paper, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/format/formatDate';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';

/** A message's words: the cabinet's Russian by default, the desk passes its language's (decision 066). */
export interface MessageBubbleTexts {
  internalNote: string;
  support: string;
  you: string;
  attachment: (n: number) => string;
  dateTime: (iso: string) => string;
}

export const MESSAGE_BUBBLE_TEXTS: MessageBubbleTexts = {
  internalNote: HELPDESK_WEB_MESSAGES.internalNote,
  support: 'Служба поддержки',
  you: 'Вы',
  attachment: (n) => `Вложение ${n}`,
  dateTime: (iso) => formatDateTime(iso),
};

interface MessageBubbleProps {
  message: TicketMessageView;
  /** Whose screen it is: the own side's messages sit on the right. */
  viewer: 'customer' | 'staff';
  texts?: MessageBubbleTexts;
}

/**
 * One message of a conversation: the viewer's own side on the right, the other side on the left with the author's
 * name; staff's internal notes (only ever on the desk) in yellow with a lock and the note's warning.
 */
export function MessageBubble({ message, viewer, texts = MESSAGE_BUBBLE_TEXTS }: MessageBubbleProps) {
  const own = message.fromStaff === (viewer === 'staff');
  const note = message.internal;
  const background = note
    ? 'var(--mantine-color-yellow-0)'
    : own
      ? 'var(--mantine-color-brand-0, var(--mantine-color-blue-0))'
      : 'var(--mantine-color-gray-0)';
  return (
    <Paper
      p="sm"
      radius="md"
      withBorder
      data-testid="ticket-message"
      data-from={message.fromStaff ? 'staff' : 'customer'}
      data-internal={note || undefined}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        maxWidth: 'min(560px, 88%)',
        background,
        borderStyle: note ? 'dashed' : undefined,
        borderColor: note ? 'var(--mantine-color-yellow-6)' : undefined,
      }}
    >
      {note && (
        <Group gap={4} mb={4} c="yellow.9">
          <IconLock size={14} aria-hidden />
          <Text size="xs" fw={600}>
            {texts.internalNote}
          </Text>
        </Group>
      )}
      <Group justify="space-between" gap="md" mb={4} wrap="nowrap">
        <Text size="xs" fw={600}>
          {message.fromStaff
            ? message.authorName || texts.support
            : viewer === 'customer'
              ? texts.you
              : message.authorName}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {texts.dateTime(message.createdAt)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
      {message.images.length > 0 && (
        <Group gap="xs" mt="xs">
          {message.images.map((image, index) => (
            <Anchor key={image.name} href={image.url} target="_blank" rel="noreferrer">
              <Image
                src={image.url}
                alt={texts.attachment(index + 1)}
                w={96}
                h={96}
                radius="sm"
                fit="cover"
                style={{ border: '1px solid var(--mantine-color-gray-3)' }}
              />
            </Anchor>
          ))}
        </Group>
      )}
    </Paper>
  );
}
