import type { Good } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/api/apiClient';
import { useInvalidateDeskGoods } from './desk-goods';

/** POST /api/staff/goods/{id}/photo-report (multipart `file`, up to 5 MB). */
export function useUploadPhotoReport(onProgress: (fraction: number) => void) {
  const invalidate = useInvalidateDeskGoods();
  return useMutation({
    mutationFn: ({ goodId, file }: { goodId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload<Good>(`/staff/goods/${goodId}/photo-report`, form, { onProgress });
    },
    onSuccess: invalidate,
  });
}
