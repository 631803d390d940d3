import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSlotField } from '../../uploads';
import { type SeasonFileUsage, useSeasonFileUpload } from '../use-season-file-upload';

type Props = {
  seasonId: string;
  usageType: SeasonFileUsage;
  /** What the slot holds now (a picture, or words saying it is empty). */
  current: ReactNode;
  uploadLabel: string;
  onUploaded: () => void;
  remove?: { label: string; onRemove: () => void };
};

/** A season's cover (a picture or a PDF) or customer logo slot, replaced by an upload. */
export const SeasonFileField = ({ seasonId, usageType, current, uploadLabel, onUploaded, remove }: Props) => {
  const { t } = useTranslation();
  const { state, upload, cancel } = useSeasonFileUpload(seasonId, usageType);
  const pick = async (file: File) => {
    if (await upload(file)) onUploaded();
  };
  return (
    <FileSlotField
      current={current}
      uploadLabel={uploadLabel}
      accept={usageType === 'seasonCover' ? 'image/*,application/pdf' : 'image/*'}
      allowedText={t(`seasons.files.allowed.${usageType}`)}
      progressLabel={t('seasons.files.uploading')}
      testId={`season-file-${usageType}`}
      state={state}
      onPick={(file) => void pick(file)}
      onCancel={cancel}
      remove={remove}
    />
  );
};
