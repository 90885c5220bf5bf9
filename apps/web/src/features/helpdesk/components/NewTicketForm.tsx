import {
  type CreateTicketInput,
  createTicketSchema,
  HELPDESK_MESSAGES,
  type TicketView,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCreateTicket } from '../api/create-ticket';
import { useHelpDeskTitles } from '../api/get-titles';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';
import { aboutTitle, type TicketAbout } from '../model/ticket-object';
import { type Attachment, AttachmentsField } from './AttachmentsField';

type NewTicket = z.output<typeof createTicketSchema>;

interface NewTicketFormProps {
  about: TicketAbout | null;
  onCreated: (ticket: TicketView) => void;
}

/** A new request: the topic, an optional subject, the message, images, and the object it is about when given. */
export function NewTicketForm({ about, onCreated }: NewTicketFormProps) {
  const titles = useHelpDeskTitles();
  const create = useCreateTicket();
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useForm<CreateTicketInput, unknown, NewTicket>({
    resolver: zodResolver(createTicketSchema),
    defaultValues: { titleId: undefined, subject: '', message: '', images: [], ...about },
  });
  const { errors } = form.formState;

  const changeAttachments = (next: Attachment[]) => {
    setAttachments(next);
    form.setValue(
      'images',
      next.map((attachment) => attachment.name),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const submit = form.handleSubmit((input) =>
    create.mutate(
      { ...input, subject: input.subject || undefined },
      {
        onSuccess: (ticket) => {
          notifySuccess(HELPDESK_MESSAGES.created);
          onCreated(ticket);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, ['titleId', 'subject', 'message', 'images']);
          notifyError(errorMessage(error, HELPDESK_MESSAGES.createFailed));
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={HELPDESK_WEB_MESSAGES.newTicket}>
      <Stack gap="sm">
        {about && (
          <Alert variant="light" color="blue" data-testid="ticket-about">
            {HELPDESK_WEB_MESSAGES.about}: {aboutTitle(about)}
          </Alert>
        )}
        <Controller
          control={form.control}
          name="titleId"
          render={({ field, fieldState }) => (
            <Select
              label="Тема обращения"
              placeholder={titles.isPending ? 'Загружаем темы…' : 'Выберите тему'}
              withAsterisk
              data={(titles.data ?? []).map((title) => ({ value: String(title.id), label: title.name }))}
              value={field.value === undefined || field.value === null ? null : String(field.value)}
              onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message ?? (titles.isError ? HELPDESK_MESSAGES.loadFailed : undefined)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Кратко о чём вопрос"
          placeholder="Необязательно"
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <Textarea
          label="Сообщение"
          withAsterisk
          rows={5}
          resize="vertical"
          placeholder="Опишите вопрос: номер трека, что случилось, что вы ожидаете"
          error={errors.message?.message}
          {...form.register('message')}
        />
        <AttachmentsField
          value={attachments}
          onChange={changeAttachments}
          onUploadingChange={setUploading}
          error={errors.images?.message}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconSend size={16} />}
            loading={create.isPending}
            disabled={uploading}
          >
            Отправить обращение
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
