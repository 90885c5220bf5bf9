import { Button, FileButton, Progress, Stack } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useDeskT } from '../../../../shared/staff/i18n';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useUploadPhotoReport } from '../../api/staff/upload-photo-report';

/**
 * «Фотоотчёт»: a photo of the good the customer sees next to it, uploaded with a progress bar. The parcel desk
 * offers it too, for a paid photo report that must be in before the parcel is weighed (`onUploaded` refreshes it).
 */
export function PhotoReportButton({
  good,
  onUploaded,
}: {
  good: { id: number; description: string };
  onUploaded?: () => void;
}) {
  const [progress, setProgress] = useState(0);
  const upload = useUploadPhotoReport(setProgress);
  const { t } = useDeskT('goods');
  return (
    <Stack gap={4}>
      <FileButton
        accept="image/png,image/jpeg"
        onChange={(file) => {
          if (!file) return;
          setProgress(0);
          upload.mutate(
            { goodId: good.id, file },
            {
              onSuccess: () => {
                notifySuccess(t('photo.added'));
                onUploaded?.();
              },
              onError: (error) => notifyError(errorMessage(error, t('photo.failed'))),
            },
          );
        }}
        inputProps={{ 'aria-label': t('photo.file', { name: good.description }) }}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            leftSection={<IconCamera size={14} />}
            loading={upload.isPending}
          >
            {t('photo.button')}
          </Button>
        )}
      </FileButton>
      {upload.isPending && <Progress value={progress * 100} size="xs" aria-label={t('photo.uploading')} />}
    </Stack>
  );
}
