import {
  GOOD_MESSAGES,
  GOOD_PHOTO_MAX_BYTES,
  HELPDESK_MESSAGES,
  TICKET_ATTACHMENTS_MAX,
} from '@cargo/domain';
import { ActionIcon, Button, FileButton, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { IMAGE_MIME_TYPES } from '../../../shared/api/images';
import { useDeleteUploadedImage } from '../api/delete-uploaded-image';
import { useUploadImage } from '../api/upload-image';
import { HELPDESK_WEB_MESSAGES } from '../model/messages';

export interface Attachment {
  name: string;
  url: string;
}

/** The field's words: the cabinet's Russian by default, the desk passes its language's (decision 066). */
export interface AttachmentsTexts {
  attach: string;
  uploading: string;
  uploadFailed: string;
  list: string;
  image: (n: number) => string;
  remove: (n: number) => string;
  progress: (current: number, total: number) => string;
}

export const ATTACHMENTS_TEXTS: AttachmentsTexts = {
  attach: HELPDESK_WEB_MESSAGES.attach,
  uploading: HELPDESK_WEB_MESSAGES.uploading,
  uploadFailed: HELPDESK_WEB_MESSAGES.uploadFailed,
  list: 'Прикреплённые изображения',
  image: (n) => `Изображение ${n}`,
  remove: (n) => `Убрать изображение ${n}`,
  progress: (current, total) => `${current} из ${total}`,
};

interface AttachmentsFieldProps {
  value: Attachment[];
  onChange: (attachments: Attachment[]) => void;
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
  disabled?: boolean;
  texts?: AttachmentsTexts;
}

function fileProblem(file: File): string | null {
  if (!IMAGE_MIME_TYPES.includes(file.type)) return GOOD_MESSAGES.photoType;
  if (file.size > GOOD_PHOTO_MAX_BYTES) return GOOD_MESSAGES.photoTooLarge;
  return null;
}

/**
 * A message's images: picked (JPG/JPEG/PNG up to 2 MB, at most TICKET_ATTACHMENTS_MAX), uploaded one after another
 * through the image storage with a progress bar, shown as thumbnails with a remove button.
 */
export function AttachmentsField({
  value,
  onChange,
  onUploadingChange,
  error,
  disabled,
  texts = ATTACHMENTS_TEXTS,
}: AttachmentsFieldProps) {
  const [progress, setProgress] = useState(0);
  const [queue, setQueue] = useState<{ current: number; total: number } | null>(null);
  const upload = useUploadImage(setProgress);
  const remove = useDeleteUploadedImage();
  const room = TICKET_ATTACHMENTS_MAX - value.length;

  const pick = async (files: File[]) => {
    if (files.length > room) notifyError(HELPDESK_MESSAGES.attachmentsTooMany);
    const accepted = files.slice(0, Math.max(0, room)).filter((file) => {
      const problem = fileProblem(file);
      if (problem) notifyError(problem);
      return problem === null;
    });
    if (accepted.length === 0) return;
    onUploadingChange?.(true);
    let attachments = value;
    for (const [index, file] of accepted.entries()) {
      setQueue({ current: index + 1, total: accepted.length });
      setProgress(0);
      try {
        const image = await upload.mutateAsync(file);
        attachments = [...attachments, { name: image.fileName, url: image.url }];
        onChange(attachments);
      } catch (failure) {
        notifyError(errorMessage(failure, texts.uploadFailed));
      }
    }
    setQueue(null);
    onUploadingChange?.(false);
  };

  const removeOne = (name: string) => {
    onChange(value.filter((attachment) => attachment.name !== name));
    // Not sent with any message yet: the stored file goes too (a failure leaves only an unused file).
    remove.mutate(name, { onError: () => undefined });
  };

  return (
    <Input.Wrapper error={error}>
      <Stack gap={6}>
        {value.length > 0 && (
          <Group gap="xs" role="list" aria-label={texts.list}>
            {value.map((attachment, index) => (
              <div key={attachment.name} role="listitem" style={{ position: 'relative' }}>
                <Image
                  src={attachment.url}
                  alt={texts.image(index + 1)}
                  w={64}
                  h={64}
                  radius="sm"
                  fit="cover"
                />
                <ActionIcon
                  size="xs"
                  radius="xl"
                  color="dark"
                  aria-label={texts.remove(index + 1)}
                  onClick={() => removeOne(attachment.name)}
                  style={{ position: 'absolute', top: -6, right: -6 }}
                >
                  <IconX size={12} />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
        {queue && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {texts.uploading} {queue.total > 1 ? texts.progress(queue.current, queue.total) : ''}
            </Text>
            <Progress value={Math.round(progress * 100)} animated size="sm" aria-label={texts.uploading} />
          </Stack>
        )}
        <FileButton
          onChange={(files) => void pick(files)}
          accept={IMAGE_MIME_TYPES.join(',')}
          multiple
          inputProps={{ 'aria-label': texts.attach }}
        >
          {(props) => (
            <Button
              {...props}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPaperclip size={16} />}
              disabled={disabled || queue !== null || room <= 0}
              style={{ alignSelf: 'flex-start' }}
            >
              {texts.attach}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
