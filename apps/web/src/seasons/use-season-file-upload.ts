import { allowedUploadContentTypes, MAX_ASSORTMENT_FILE_SIZE, uploadFilename } from '@stride/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../shared/api/api-client';
import { httpUploadTransport } from '../uploads/http-upload-transport';
import { uploadMultipart } from '../uploads/multipart-upload';
import { isAbortError } from '../uploads/upload-errors';
import { uploaderLimits } from '../uploads/uploader';
import { announceSeasonFile } from './api';

export type SeasonFileUsage = 'seasonCover' | 'assortmentLogo';
export type SeasonFileUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; loaded: number; total: number }
  | { status: 'failed'; message: string };

/**
 * Uploads a season's cover or customer logo: the server names the target, the bytes go through
 * the multipart protocol, and the server attaches the file on completion (and renders the
 * cover's preview). A file of the wrong kind or size is refused here first; the server checks again.
 */
export const useSeasonFileUpload = (seasonId: string, usageType: SeasonFileUsage) => {
  const { t } = useTranslation();
  const [state, setState] = useState<SeasonFileUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      if (file.size > MAX_ASSORTMENT_FILE_SIZE) {
        setState({ status: 'failed', message: t('seasons.files.tooLarge') });
        return false;
      }
      if (file.type && !allowedUploadContentTypes(usageType).includes(file.type)) {
        setState({ status: 'failed', message: t(`seasons.files.wrongType.${usageType}`) });
        return false;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', loaded: 0, total: file.size });
      try {
        const { upload: target } = await announceSeasonFile(
          seasonId,
          { usageType, filename: uploadFilename(file.name), fileSize: file.size },
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
        return true;
      } catch (error) {
        setState(
          isAbortError(error)
            ? { status: 'idle' }
            : {
                status: 'failed',
                message: t('seasons.files.failed', {
                  message: error instanceof ApiRequestError ? error.message : t('uploads.failedToStorage'),
                }),
              },
        );
        return false;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [seasonId, usageType, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { state, upload, cancel };
};
