import type { RecognizedGoodAnswer } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** The photo helper: POST /api/ocr with the image as base64. */
export function useRecognizeGoodPhoto() {
  return useAction({
    mutationFn: (image: { mimeType: string; data: string }) =>
      apiClient.post<RecognizedGoodAnswer>('/ocr', image).then((answer) => answer.result),
  });
}
