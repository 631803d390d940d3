import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncedUploadState } from './use-announced-upload';

type Props = {
  /** What the slot holds now: a picture, a file link, or words saying it is empty. */
  current: ReactNode;
  /** Label of the upload button (it says "Replace" once something is attached). */
  uploadLabel: string;
  /** What the file input offers; the server decides by the bytes. */
  accept: string;
  /** The kinds and size the slot takes, shown under the buttons. */
  allowedText: string;
  progressLabel: string;
  testId: string;
  state: AnnouncedUploadState;
  onPick: (file: File) => void;
  onCancel: () => void;
  /** Clears the slot; left out when there is nothing to clear. */
  remove?: { label: string; onRemove: () => void };
};

/** A picture or file slot of a feature: what it holds, and a picked file replacing it, with progress, cancel and the reason of a refusal. */
export const FileSlotField = ({
  current,
  uploadLabel,
  accept,
  allowedText,
  progressLabel,
  testId,
  state,
  onPick,
  onCancel,
  remove,
}: Props) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = state.status === 'uploading';
  // A file dropped on the slot is picked as if chosen with the button.
  const dragOver = (event: DragEvent) => {
    if (uploading || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) onPick(file);
  };
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Box
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid={`${testId}-drop`}
        sx={{
          minHeight: 120,
          display: 'grid',
          placeItems: 'center',
          bgcolor: dragging ? 'action.selected' : 'grey.50',
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'transparent',
          borderRadius: 1,
          p: 1,
        }}
      >
        {current}
      </Box>
      {uploading && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={state.total > 0 ? (100 * state.loaded) / state.total : 0}
            sx={{ flex: 1 }}
            aria-label={progressLabel}
          />
          <Button size="small" onClick={onCancel}>
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
          accept={accept}
          data-testid={testId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onPick(file);
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
          {allowedText}
        </Typography>
      )}
    </Stack>
  );
};
