export { FileSlotField } from './FileSlotField';
export { GlobalUploader } from './GlobalUploader';
export { LibraryUploadPanel } from './LibraryUploadPanel';
export type { LibraryUploadTarget, UploadEntry } from './upload-types';
export { useSessionUploads, useUploader } from './uploader';
export { useAnnouncedUpload } from './use-announced-upload';
