import { GOOD_MESSAGES, GOOD_PHOTO_MAX_BYTES } from '@cargo/domain';
import { Button, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconPhotoOff, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { IMAGE_MIME_TYPES } from '../../../shared/api/images';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useDeleteGoodPicture, useDeleteUploadedImage, useUploadGoodPhoto } from '../api/good-photo';
import { GOODS_WEB_MESSAGES } from '../messages';

/** JPG, JPEG and PNG (spec section 5): the dropzone's accept list. */
export const PHOTO_MIME_TYPES = IMAGE_MIME_TYPES;

export const imageSrc = (fileName: string) => `/api/images/${fileName}`;

interface GoodPhotoFieldProps {
  label: string;
  /** The photo's file name (from the upload call), or null. */
  value: string | null | undefined;
  onChange: (fileName: string | null) => void;
  error?: string;
  /** Editing: the good's saved photo, taken off with DELETE /api/goods/picture/{goodId}. */
  saved: { goodId: number; picture: string } | null;
  /** Duplicating: the original good's photo, which stays with that good when removed here. */
  inherited: string | null;
}

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-invalid-type')) return GOOD_MESSAGES.photoType;
  if (codes.includes('file-too-large')) return GOOD_MESSAGES.photoTooLarge;
  return GOOD_MESSAGES.uploadFailed;
}

/**
 * The good's photo: dropped or picked (JPG/JPEG/PNG, 2 MB), uploaded at once with a progress bar, shown
 * with a remove button. A photo uploaded here and removed again is deleted from the storage; the saved
 * photo of an edited good is taken off the good.
 */
export function GoodPhotoField({ label, value, onChange, error, saved, inherited }: GoodPhotoFieldProps) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadGoodPhoto(setProgress);
  const deletePicture = useDeleteGoodPicture();
  const deleteImage = useDeleteUploadedImage();
  const removing = deletePicture.isPending || deleteImage.isPending;

  const uploadFile = (file: File) => {
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (image) => {
        onChange(image.fileName);
        notifySuccess(GOODS_WEB_MESSAGES.imageUploaded);
      },
      onError: (failure) => notifyError(errorMessage(failure, GOOD_MESSAGES.uploadFailed)),
    });
  };

  const remove = () => {
    if (!value) return;
    if (saved && value === saved.picture) {
      deletePicture.mutate(
        { goodId: saved.goodId, imageName: value },
        {
          onSuccess: () => onChange(null),
          onError: () => notifyError(GOOD_MESSAGES.pictureDeleteFailed),
        },
      );
    } else if (value === inherited) {
      onChange(null);
    } else {
      // The upload belongs to nobody yet: it leaves the form whatever the storage answers.
      deleteImage.mutate(value, {
        onError: () => notifyError(GOODS_WEB_MESSAGES.cloudDeleteFailed),
        onSettled: () => onChange(null),
      });
    }
  };

  let body;
  if (value) {
    body = (
      <Group gap="md" align="center" wrap="nowrap">
        <Image
          src={imageSrc(value)}
          alt="Фото товара"
          w={96}
          h={96}
          radius="md"
          fit="cover"
          style={{ flex: 'none', border: '1px solid var(--mantine-color-gray-3)' }}
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          loading={removing}
          onClick={remove}
        >
          Удалить фото
        </Button>
      </Group>
    );
  } else {
    body = (
      <Stack gap={6}>
        <Dropzone
          onDrop={(files) => files[0] && uploadFile(files[0])}
          onReject={(rejections) => notifyError(rejectionMessage(rejections))}
          accept={PHOTO_MIME_TYPES}
          maxSize={GOOD_PHOTO_MAX_BYTES}
          multiple={false}
          disabled={upload.isPending}
          inputProps={{ 'aria-label': label }}
          p="md"
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} stroke={1.5} />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconPhotoOff size={28} stroke={1.5} />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
            </Dropzone.Idle>
            <div>
              <Text size="sm">Перетащите фото сюда или нажмите, чтобы выбрать</Text>
              <Text size="xs" c="dimmed">
                JPG, JPEG или PNG, не больше 2 МБ
              </Text>
            </div>
          </Group>
        </Dropzone>
        {upload.isPending && (
          <Progress
            value={Math.round(progress * 100)}
            animated
            size="sm"
            aria-label="Загрузка фото"
            transitionDuration={150}
          />
        )}
      </Stack>
    );
  }

  return (
    <Input.Wrapper label={label} error={error}>
      <div style={{ marginTop: 4 }}>{body}</div>
    </Input.Wrapper>
  );
}
