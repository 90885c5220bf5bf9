import { uploadImage } from '../../../shared/api/images';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/google-cloud/image?purpose=good: a message's image (up to 2 MB), with the upload's progress. */
export function useUploadImage(onProgress: (fraction: number) => void) {
  return useAction({ mutationFn: (file: File) => uploadImage(file, 'good', onProgress) });
}
