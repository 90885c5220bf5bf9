import type { UploadedImage } from '@cargo/domain';
import { apiClient } from './apiClient';

/** JPG, JPEG and PNG (spec section 5): what the image storage takes. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'];

/**
 * POST /api/google-cloud/image: one image into the storage (multipart field `file`), with the upload's progress.
 * `purpose=good` keeps it to 2 MB, checked by content. Features wrap it in their own hooks (goods, help desk).
 */
export function uploadImage(
  file: File,
  purpose: 'good' | 'image',
  onProgress?: (fraction: number) => void,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return apiClient.upload<UploadedImage>('/google-cloud/image', form, { query: { purpose }, onProgress });
}

/** DELETE /api/google-cloud/image?filename: an upload that went with nothing (its owner's only). */
export function deleteUploadedImage(filename: string): Promise<null> {
  return apiClient.delete<null>('/google-cloud/image', { query: { filename } });
}
