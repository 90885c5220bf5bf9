import { deleteUploadedImage } from '../../../shared/api/images';
import { useAction } from '../../../shared/api/useAction';

/** DELETE /api/google-cloud/image?filename: an image taken off the message before it was sent. */
export function useDeleteUploadedImage() {
  return useAction({ mutationFn: (filename: string) => deleteUploadedImage(filename) });
}
