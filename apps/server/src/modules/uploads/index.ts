/** Stored images: other modules keep file names and ask this module for the files. */
export { deleteOwnImage } from './delete-own-image.js';
export { findOwnUpload, findUpload } from './find-upload.js';
export { storeImage } from './store-image.js';
export { UPLOAD_LIMITS } from './upload-limits.js';
export { imageUrl } from './image-url.js';
export { detectImageType } from './image-type.js';
export { readUploadedFile } from './read-upload.js';
