import { MAX_ASSORTMENT_FILE_SIZE } from '@stride/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncedUpload } from '../uploads';
import { announceSeasonFile } from './api';

export type SeasonFileUsage = 'seasonCover' | 'assortmentLogo';

/**
 * Uploads a season's cover or customer logo: the server names the target, the bytes go through
 * the multipart protocol, and the server attaches the file on completion (and renders the
 * cover's preview). Answers whether the file arrived.
 */
export const useSeasonFileUpload = (seasonId: string, usageType: SeasonFileUsage) => {
  const { t } = useTranslation();
  const { state, upload, cancel } = useAnnouncedUpload(usageType, MAX_ASSORTMENT_FILE_SIZE, {
    tooLarge: t('seasons.files.tooLarge'),
    wrongType: t(`seasons.files.wrongType.${usageType}`),
    failed: (message) => t('seasons.files.failed', { message }),
  });
  const uploadFile = useCallback(
    async (file: File): Promise<boolean> =>
      (await upload(file, (announced, signal) => announceSeasonFile(seasonId, { usageType, ...announced }, signal))) !==
      null,
    [seasonId, usageType, upload],
  );
  return { state, upload: uploadFile, cancel };
};
