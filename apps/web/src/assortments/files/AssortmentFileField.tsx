import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { AssortmentFile, AssortmentFileUsage } from '@stride/domain';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, cancel } = useAssortmentFileUpload(assortmentId, usageType);
  const uploading = state.status === 'uploading';

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload(file, attachTo);
    if (uploaded) onUploaded(uploaded);
  };

  return (
    <Stack sx={{ gap: 1.5 }}>
      <Box sx={{ minHeight: 120, display: 'grid', placeItems: 'center', bgcolor: 'grey.50', borderRadius: 1, p: 1 }}>
        {current}
      </Box>
      {uploading && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={state.total > 0 ? (100 * state.loaded) / state.total : 0}
            sx={{ flex: 1 }}
            aria-label={t('assortmentFiles.uploading')}
          />
          <Button size="small" onClick={cancel}>
            {t('actions.cancel')}
          </Button>
        </Stack>
      )}
      {state.status === 'failed' && <Alert severity="error">{state.message}</Alert>}
      <Stack direction="row" sx={{ gap: 1 }}>
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptOf(usageType)}
          data-testid={`file-input-${usageType}`}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={uploading}
          onClick={() => input.current?.click()}
        >
          {uploadLabel}
        </Button>
        {remove && (
          <Button color="inherit" disabled={uploading} onClick={remove.onRemove}>
            {remove.label}
          </Button>
        )}
      </Stack>
      {!uploading && state.status !== 'failed' && (
        <Typography variant="caption" color="text.secondary">
          {t(`assortmentFiles.allowed.${usageType}`)}
        </Typography>
      )}
    </Stack>
  );
};
