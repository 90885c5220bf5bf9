/** Stored images: other modules keep file names and ask this module for the files. */
export { deleteOwnImage, findOwnUpload, findUpload, storeImage, UPLOAD_LIMITS } from './service.js';
export { imageUrl } from './image-url.js';
export { detectImageType } from './image-type.js';
export { readUploadedFile } from './read-upload.js';
