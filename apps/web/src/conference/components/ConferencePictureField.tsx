import { Box, Typography } from '@mui/material';
import type { ConferenceSite } from '@stride/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSlotField } from '../../uploads';
import { useConferencePictureUpload } from '../use-conference-picture-upload';

/** An item's uploaded picture: the key it is saved with, and what the slot shows of it. */
export type PictureValue = { key: string | null; preview: string | null };

type Props = {
  site: ConferenceSite;
  value: PictureValue;
  /** A picture link of older items, shown when there is no uploaded picture. */
  linkedPicture: string | null;
  onChange: (value: PictureValue) => void;
  /** Clears the picture and the link. */
  onRemove: () => void;
  /** Told when an upload starts and ends (the item is saved once its picture is in). */
  onUploadingChange: (uploading: boolean) => void;
};

/** Picks or drops a picture for an item, shows it at once (from the file), replaces or removes it. */
export const ConferencePictureField = ({
  site,
  value,
  linkedPicture,
  onChange,
  onRemove,
  onUploadingChange,
}: Props) => {
  const { t } = useTranslation();
  const { state, upload, cancel } = useConferencePictureUpload(site);
  const uploading = state.status === 'uploading';
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  const localPreview = useRef<string | null>(null);
  const forgetLocalPreview = () => {
    if (localPreview.current) URL.revokeObjectURL(localPreview.current);
    localPreview.current = null;
  };
  useEffect(
    () => () => {
      if (localPreview.current) URL.revokeObjectURL(localPreview.current);
    },
    [],
  );

  const pick = async (file: File) => {
    const key = await upload(file);
    if (!key) return;
    forgetLocalPreview();
    localPreview.current = URL.createObjectURL(file);
    onChange({ key, preview: localPreview.current });
  };
  const shown = value.preview ?? linkedPicture;
  return (
    <FileSlotField
      current={
        shown ? (
          <Box
            component="img"
            src={shown}
            alt={t('conference.picture.preview')}
            sx={{ maxWidth: '100%', maxHeight: 180, objectFit: 'contain', borderRadius: 0.5 }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('conference.picture.none')}
          </Typography>
        )
      }
      uploadLabel={t(shown ? 'conference.picture.replace' : 'conference.picture.upload')}
      accept="image/jpeg,image/png,image/gif,image/webp"
      allowedText={t('conference.picture.allowed')}
      progressLabel={t('conference.picture.uploading')}
      testId="conference-picture"
      state={state}
      onPick={(file) => void pick(file)}
      onCancel={cancel}
      remove={
        shown
          ? {
              label: t('conference.picture.remove'),
              onRemove: () => {
                forgetLocalPreview();
                onRemove();
              },
            }
          : undefined
      }
    />
  );
};
