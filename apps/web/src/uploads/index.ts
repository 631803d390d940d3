export { FileSlotField } from './FileSlotField';
export { GlobalUploader } from './GlobalUploader';
export { LibraryUploadPanel } from './LibraryUploadPanel';
export type { UploadEntry } from './upload-types';
export { useSessionUploads } from './uploader';
export { useAnnouncedUpload } from './use-announced-upload';
