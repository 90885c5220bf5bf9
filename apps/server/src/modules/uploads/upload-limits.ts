import { GOOD_MESSAGES, GOOD_PHOTO_MAX_BYTES, IMAGE_MAX_BYTES } from '@cargo/domain';

export type UploadPurpose = 'good' | 'image';

/** The largest file each purpose takes, and the refusal past it (413). */
export const UPLOAD_LIMITS: Record<UploadPurpose, { bytes: number; message: string }> = {
  good: { bytes: GOOD_PHOTO_MAX_BYTES, message: GOOD_MESSAGES.photoTooLarge },
  image: { bytes: IMAGE_MAX_BYTES, message: GOOD_MESSAGES.imageTooLarge },
};
