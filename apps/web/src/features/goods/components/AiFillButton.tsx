import { GOOD_MESSAGES, IMAGE_MAX_BYTES, type RecognizedGood } from '@cargo/domain';
import { Button, FileButton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useRef } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError } from '../../../shared/ui/notify';
import { useRecognizeGoodPhoto } from '../api/recognize-good-photo';
import { GOODS_LABELS } from '../messages';

/** The photo helper takes JPEG, JPG and PNG only (spec section 5). */
export const AI_FILL_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];

/** The file's bytes as base64 (what POST /api/ocr reads), without the `data:` prefix. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface AiFillButtonProps {
  /** "Товар N": names the button for screen readers when there are several goods. */
  goodTitle: string;
  onRecognized: (result: RecognizedGood) => void;
  onPendingChange: (pending: boolean) => void;
}

/**
 * «Заполнить по фото» (the spec's «AI fill»): a screenshot of the order in, the good's fields out (the form decides
 * what to keep).
 */
export function AiFillButton({ goodTitle, onRecognized, onPendingChange }: AiFillButtonProps) {
  const recognize = useRecognizeGoodPhoto();
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    // The same screenshot can be picked again after a failure.
    resetRef.current?.();
    if (!AI_FILL_MIME_TYPES.includes(file.type)) return notifyError(GOOD_MESSAGES.photoType);
    if (file.size > IMAGE_MAX_BYTES) return notifyError(GOOD_MESSAGES.imageTooLarge);
    onPendingChange(true);
    let data: string;
    try {
      data = await readAsBase64(file);
    } catch {
      onPendingChange(false);
      return notifyError(GOOD_MESSAGES.ocrFailed);
    }
    recognize.mutate(
      { mimeType: file.type, data },
      {
        onSuccess: onRecognized,
        onError: (error) => notifyError(errorMessage(error, GOOD_MESSAGES.ocrFailed)),
        onSettled: () => onPendingChange(false),
      },
    );
  };

  return (
    <FileButton
      onChange={(file) => void pick(file)}
      accept={AI_FILL_MIME_TYPES.join(',')}
      resetRef={resetRef}
      inputProps={{ 'aria-label': `${GOODS_LABELS.photoFillInput}: ${goodTitle}` }}
    >
      {(props) => (
        <Button
          {...props}
          size="xs"
          variant="light"
          color="grape"
          leftSection={<IconSparkles size={14} />}
          loading={recognize.isPending}
          aria-label={`${GOODS_LABELS.photoFill}: ${goodTitle}`}
        >
          {GOODS_LABELS.photoFill}
        </Button>
      )}
    </FileButton>
  );
}
