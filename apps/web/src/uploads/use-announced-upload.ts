import { allowedUploadContentTypes, type UploadUsage, uploadFilename } from '@stride/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../shared/api/api-client';
import { httpUploadTransport } from './http-upload-transport';
import { uploadMultipart } from './multipart-upload';
import { isAbortError } from './upload-errors';
import { uploaderLimits } from './uploader';

export type AnnouncedUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; loaded: number; total: number }
  | { status: 'failed'; message: string };

/** Asks the feature's server for the upload target of a file (its name cleaned, its size). */
export type AnnounceUpload<Answer> = (
  file: { filename: string; fileSize: number },
  signal: AbortSignal,
) => Promise<Answer & { upload: { bucket: string; key: string } }>;

/** What the user reads when a file is refused here or the upload fails. */
export type AnnouncedUploadTexts = { tooLarge: string; wrongType: string; failed: (message: string) => string };

/**
 * One file for a feature's slot (an assortment's logo, a season's cover…): refused here first
 * when too large or of the wrong kind (the server sniffs the bytes and checks again), announced
 * to the feature's server, then sent through the multipart protocol with progress and cancel.
 * The server attaches the file when the upload completes.
 */
export const useAnnouncedUpload = (usageType: UploadUsage, maxSize: number, texts: AnnouncedUploadTexts) => {
  const { t } = useTranslation();
  const [state, setState] = useState<AnnouncedUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const textsRef = useRef(texts);
  textsRef.current = texts;
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async <Answer>(file: File, announce: AnnounceUpload<Answer>): Promise<Answer | null> => {
      if (file.size > maxSize) {
        setState({ status: 'failed', message: textsRef.current.tooLarge });
        return null;
      }
      // The browser's type is only a first check; design files often have none.
      if (file.type && !allowedUploadContentTypes(usageType).includes(file.type)) {
        setState({ status: 'failed', message: textsRef.current.wrongType });
        return null;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', loaded: 0, total: file.size });
      try {
        const announced = await announce({ filename: uploadFilename(file.name), fileSize: file.size }, abort.signal);
        await uploadMultipart({
          transport: httpUploadTransport,
          target: announced.upload,
          file,
          limits: uploaderLimits,
          signal: abort.signal,
          onProgress: (loaded) => setState({ status: 'uploading', loaded, total: file.size }),
        });
        setState({ status: 'idle' });
        return announced;
      } catch (error) {
        setState(
          isAbortError(error)
            ? { status: 'idle' }
            : {
                status: 'failed',
                message: textsRef.current.failed(
                  error instanceof ApiRequestError ? error.message : t('uploads.failedToStorage'),
                ),
              },
        );
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [usageType, maxSize, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, upload, cancel };
};
