import type { AssortmentFile, AssortmentFileUsage } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSlotField } from '../../uploads';
import { useAssortmentFileUpload } from './use-assortment-file-upload';

/** What the file input offers; the server decides by the bytes (design files have no reliable type). */
const acceptOf = (usage: AssortmentFileUsage) =>
  usage === 'displayGroupSource' ? 'image/*,application/pdf,.ai,.eps,.psd' : 'image/*';

type Props = {
  assortmentId: string;
  usageType: AssortmentFileUsage;
  attachTo: string;
  /** What is attached now: a picture, a file link, or the fallback the field stands in for. */
  current: ReactNode;
  /** Label of the upload button (it says "Replace" once something is attached). */
  uploadLabel: string;
  /** The file arrived and the server attached it. */
  onUploaded: (file: AssortmentFile) => void;
  /** Clears the attachment; left out when there is nothing to clear. */
  remove?: { label: string; onRemove: () => void };
};

/**
 * Shows what an assortment's picture or file slot holds and replaces it with a picked file,
 * with progress, cancel and the reason of a refusal.
 */
export const AssortmentFileField = ({
  assortmentId,
  usageType,
  attachTo,
  current,
  uploadLabel,
  onUploaded,
  remove,
}: Props) => {
  const { t } = useTranslation();
  const { state, upload, cancel } = useAssortmentFileUpload(assortmentId, usageType);
  const pick = async (file: File) => {
    const uploaded = await upload(file, attachTo);
    if (uploaded) onUploaded(uploaded);
  };
  return (
    <FileSlotField
      current={current}
      uploadLabel={uploadLabel}
      accept={acceptOf(usageType)}
      allowedText={t(`assortmentFiles.allowed.${usageType}`)}
      progressLabel={t('assortmentFiles.uploading')}
      testId={`file-input-${usageType}`}
      state={state}
      onPick={(file) => void pick(file)}
      onCancel={cancel}
      remove={remove}
    />
  );
};
