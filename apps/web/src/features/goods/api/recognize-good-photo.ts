import type { RecognizedGoodAnswer } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

/** The photo helper: POST /api/ocr with the image as base64. */
export function useRecognizeGoodPhoto() {
  return useMutation({
    mutationFn: (image: { mimeType: string; data: string }) =>
      apiClient.post<RecognizedGoodAnswer>('/ocr', image).then((answer) => answer.result),
  });
}
