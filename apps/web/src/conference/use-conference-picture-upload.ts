import { CONFERENCE_PICTURE_MAX_SIZE, type ConferenceSite } from '@stride/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncedUpload } from '../uploads';
import { announceConferencePicture } from './api';

/**
 * Uploads a picture for a conference item: the server names the target, the bytes go through the
 * multipart protocol and are sniffed there. Answers the key the item is saved with, or null.
 */
export const useConferencePictureUpload = (site: ConferenceSite) => {
  const { t } = useTranslation();
  const { state, upload, cancel } = useAnnouncedUpload('conferencePicture', CONFERENCE_PICTURE_MAX_SIZE, {
    tooLarge: t('conference.picture.tooLarge'),
    wrongType: t('conference.picture.wrongType'),
    failed: (message) => t('conference.picture.failed', { message }),
  });
  const uploadPicture = useCallback(
    async (file: File): Promise<string | null> => {
      const announced = await upload<{ upload: { key: string } }>(file, (request, signal) =>
        announceConferencePicture(site, request, signal),
      );
      return announced?.upload.key ?? null;
    },
    [site, upload],
  );
  return { state, upload: uploadPicture, cancel };
};
