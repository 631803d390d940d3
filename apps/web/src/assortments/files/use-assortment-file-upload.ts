import {
  type AssortmentFile,
  type AssortmentFileUsage,
  allowedUploadContentTypes,
  MAX_ASSORTMENT_FILE_SIZE,
  uploadFilename,
} from '@stride/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../shared/api/api-client';
import { httpUploadTransport } from '../../uploads/http-upload-transport';
import { uploadMultipart } from '../../uploads/multipart-upload';
import { isAbortError } from '../../uploads/upload-errors';
import { uploaderLimits } from '../../uploads/uploader';
import { announceAssortmentFile } from './api';

export type AssortmentFileUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; loaded: number; total: number }
  | { status: 'failed'; message: string };

/**
 * Uploads one file of an assortment (its logo, a line's picture, a group's preview or source):
 * announced with what it attaches to, then sent through the multipart protocol. The server
 * attaches it as a batch, which the grid hears of like any other saved batch. A file of the
 * wrong kind or size is refused here first, in the user's words; the server checks again.
 */
export const useAssortmentFileUpload = (assortmentId: string, usageType: AssortmentFileUsage) => {
  const { t } = useTranslation();
  const [state, setState] = useState<AssortmentFileUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File, attachTo: string): Promise<AssortmentFile | null> => {
      if (file.size > MAX_ASSORTMENT_FILE_SIZE) {
        setState({ status: 'failed', message: t('assortmentFiles.tooLarge') });
        return null;
      }
      // The browser's type is only a first check (the server sniffs the bytes); design files often have none.
      if (file.type && !allowedUploadContentTypes(usageType).includes(file.type)) {
        setState({ status: 'failed', message: t(`assortmentFiles.wrongType.${usageType}`) });
        return null;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', loaded: 0, total: file.size });
      try {
        const { file: announced, upload: target } = await announceAssortmentFile(
          assortmentId,
          { usageType, attachTo, filename: uploadFilename(file.name), fileSize: file.size },
          abort.signal,
        );
        await uploadMultipart({
          transport: httpUploadTransport,
          target,
          file,
          limits: uploaderLimits,
          signal: abort.signal,
          onProgress: (loaded) => setState({ status: 'uploading', loaded, total: file.size }),
        });
        setState({ status: 'idle' });
        return announced;
      } catch (error) {
        if (isAbortError(error)) setState({ status: 'idle' });
        else
          setState({
            status: 'failed',
            message: t('assortmentFiles.failed', {
              message: error instanceof ApiRequestError ? error.message : t('uploads.failedToStorage'),
            }),
          });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [assortmentId, usageType, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, upload, cancel };
};
