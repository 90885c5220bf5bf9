import { type TicketAnswerInput, ticketAnswerSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { type Attachment, AttachmentsField } from './AttachmentsField';

export type TicketAnswer = z.output<typeof ticketAnswerSchema>;

interface MessageComposerProps {
  /** Sends the message; the box empties when it resolves, and keeps the text when it fails. */
  onSend: (answer: TicketAnswer) => Promise<unknown>;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  /** More controls beside the send button (the desk's «internal note» switch). */
  extra?: ReactNode;
}

const EMPTY: TicketAnswerInput = { message: '', images: [] };

/** The reply box of a conversation: the text (ticketAnswerSchema), images with upload progress and «Отправить». */
export function MessageComposer({ onSend, label, placeholder, submitLabel, extra }: MessageComposerProps) {
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
    <form onSubmit={submit} noValidate aria-label={label ?? HELPDESK_WEB_MESSAGES.replyLabel}>
      <Stack gap="xs">
        <Textarea
          label={label ?? HELPDESK_WEB_MESSAGES.replyLabel}
          placeholder={placeholder ?? 'Напишите сообщение'}
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
        />
        <Group justify="space-between" gap="sm">
          <div>{extra}</div>
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={form.formState.isSubmitting}
            disabled={uploading}
          >
            {submitLabel ?? HELPDESK_WEB_MESSAGES.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
