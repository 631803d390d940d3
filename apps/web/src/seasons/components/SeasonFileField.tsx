import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A season's cover or logo slot: what it holds, and an upload that replaces it, with progress and cancel. */
export const SeasonFileField = ({ seasonId, usageType, current, uploadLabel, onUploaded, remove }: Props) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { state, upload, cancel } = useSeasonFileUpload(seasonId, usageType);
  const uploading = state.status === 'uploading';
  const pick = async (file: File | undefined) => {
    if (file && (await upload(file))) onUploaded();
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
            aria-label={t('seasons.files.uploading')}
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
          accept={usageType === 'seasonCover' ? 'image/*,application/pdf' : 'image/*'}
          data-testid={`season-file-${usageType}`}
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
          {t(`seasons.files.allowed.${usageType}`)}
        </Typography>
      )}
    </Stack>
  );
};
