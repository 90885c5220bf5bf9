import type { Good } from '@cargo/domain';
import { apiClient } from '../../../../shared/api/apiClient';
import { useInvalidateDeskGoods } from './desk-goods';
import { useAction } from '../../../../shared/api/useAction';

/** POST /api/staff/goods/{id}/photo-report (multipart `file`, up to 5 MB). */
export function useUploadPhotoReport(onProgress: (fraction: number) => void) {
  const invalidate = useInvalidateDeskGoods();
  return useAction({
    mutationFn: ({ goodId, file }: { goodId: number; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.upload<Good>(`/staff/goods/${goodId}/photo-report`, form, { onProgress });
    },
    onSuccess: invalidate,
  });
}
