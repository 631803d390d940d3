import { type AssortmentFile, type AssortmentFileUsage, MAX_ASSORTMENT_FILE_SIZE } from '@stride/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncedUpload } from '../../uploads';
import { announceAssortmentFile } from './api';

/**
 * Uploads one file of an assortment (its logo, a line's picture, a group's preview or source):
 * announced with what it attaches to, then sent through the multipart protocol. The server
 * attaches it as a batch, which the grid hears of like any other saved batch.
 */
export const useAssortmentFileUpload = (assortmentId: string, usageType: AssortmentFileUsage) => {
  const { t } = useTranslation();
  const { state, upload, cancel } = useAnnouncedUpload(usageType, MAX_ASSORTMENT_FILE_SIZE, {
    tooLarge: t('assortmentFiles.tooLarge'),
    wrongType: t(`assortmentFiles.wrongType.${usageType}`),
    failed: (message) => t('assortmentFiles.failed', { message }),
  });
  const uploadFile = useCallback(
    async (file: File, attachTo: string): Promise<AssortmentFile | null> =>
      (
        await upload(file, (announced, signal) =>
          announceAssortmentFile(assortmentId, { usageType, attachTo, ...announced }, signal),
        )
      )?.file ?? null,
    [assortmentId, usageType, upload],
  );
  return { state, upload: uploadFile, cancel };
};
