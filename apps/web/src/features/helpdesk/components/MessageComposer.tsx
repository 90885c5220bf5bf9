import { type TicketAnswerInput, ticketAnswerSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import {
  type Attachment,
  ATTACHMENTS_TEXTS,
  AttachmentsField,
  type AttachmentsTexts,
} from './AttachmentsField';

export type TicketAnswer = z.output<typeof ticketAnswerSchema>;

interface MessageComposerProps {
  /** Sends the message; the box empties when it resolves, and keeps the text when it fails. */
  onSend: (answer: TicketAnswer) => Promise<unknown>;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  /** More controls beside the send button (the desk's «internal note» switch). */
  extra?: ReactNode;
  /** The box's words: the cabinet's Russian by default, the desk passes its language's (decision 066). */
  texts?: MessageComposerTexts;
}

export interface MessageComposerTexts {
  label: string;
  placeholder: string;
  send: string;
  attachments: AttachmentsTexts;
}

export const MESSAGE_COMPOSER_TEXTS: MessageComposerTexts = {
  label: HELPDESK_WEB_MESSAGES.replyLabel,
  placeholder: 'Напишите сообщение',
  send: HELPDESK_WEB_MESSAGES.send,
  attachments: ATTACHMENTS_TEXTS,
};

const EMPTY: TicketAnswerInput = { message: '', images: [] };

/** The reply box of a conversation: the text (ticketAnswerSchema), images with upload progress and «Отправить». */
export function MessageComposer({
  onSend,
  label,
  placeholder,
  submitLabel,
  extra,
  texts = MESSAGE_COMPOSER_TEXTS,
}: MessageComposerProps) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useForm<TicketAnswerInput, unknown, TicketAnswer>({
    resolver: zodResolver(ticketAnswerSchema),
    defaultValues: EMPTY,
  });
  const changeAttachments = (next: Attachment[]) => {
    setAttachments(next);
    form.setValue(
      'images',
      next.map((attachment) => attachment.name),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const submit = form.handleSubmit(async (answer) => {
    try {
      await onSend(answer);
      form.reset(EMPTY);
      setAttachments([]);
    } catch (error) {
      applyServerErrors(error, form.setError, ['message', 'images']);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label ?? texts.label}>
      <Stack gap="xs">
        <Textarea
          label={label ?? texts.label}
          placeholder={placeholder ?? texts.placeholder}
          rows={3}
          resize="vertical"
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <AttachmentsField
          value={attachments}
          onChange={changeAttachments}
          onUploadingChange={setUploading}
          error={form.formState.errors.images?.message}
          texts={texts.attachments}
        />
        <Group justify="space-between" gap="sm">
          <div>{extra}</div>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={form.formState.isSubmitting}
            disabled={uploading}
          >
            {submitLabel ?? texts.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
