import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  /** When set, the form is done: the message replaces the fields. */
  doneMessage?: string | null;
  canSubmit?: boolean;
  onSubmit: () => void;
  onClose?: () => void;
  children: ReactNode;
};

/** A dialog holding a small form: Enter submits, Escape closes, errors and success shown in place. */
export const FormDialog = ({
  open,
  title,
  submitLabel,
  busy,
  error,
  doneMessage,
  canSubmit = true,
  onSubmit,
  onClose,
  children,
}: Props) => {
  const { t } = useTranslation();
  const titleId = `form-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {doneMessage ? (
            <Alert severity="success">{doneMessage}</Alert>
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {error && <Alert severity="error">{error}</Alert>}
              {children}
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {onClose && <Button onClick={onClose}>{doneMessage ? t('actions.close') : t('actions.cancel')}</Button>}
          {!doneMessage && (
            <Button type="submit" variant="contained" disabled={busy || !canSubmit}>
              {submitLabel}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
