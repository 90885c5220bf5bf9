import { apiClient } from '../../../shared/api/apiClient';
import { deleteUploadedImage, uploadImage } from '../../../shared/api/images';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/google-cloud/image?purpose=good: a good's photo (up to 2 MB), with the upload's progress. */
export function useUploadGoodPhoto(onProgress: (fraction: number) => void) {
  return useAction({
    mutationFn: (file: File) => uploadImage(file, 'good', onProgress),
  });
}

/** Takes the saved photo off a good (edit). */
export function useDeleteGoodPicture() {
  return useAction({
    mutationFn: ({ goodId, imageName }: { goodId: number; imageName: string }) =>
      apiClient.delete<null>(`/goods/picture/${goodId}`, {
        query: { imageName, goodsImageFieldName: 'picture' },
      }),
  });
}

/** Deletes a photo uploaded in this form and not saved with a good yet. */
export function useDeleteUploadedImage() {
  return useAction({
    mutationFn: (filename: string) => deleteUploadedImage(filename),
  });
}
