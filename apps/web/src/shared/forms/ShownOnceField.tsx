import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { toasts } from '../toasts/toast-store';

type Props = {
  value: string;
  label: string;
  /** Says this is the only time the value is shown. */
  warning: string;
  copyLabel: string;
  copiedMessage: string;
  testId: string;
};

/**
 * A secret the server shows once (an API token, a webhook's signing secret): read-only, with a
 * copy button and the warning that it will not be shown again.
 */
export const ShownOnceField = ({ value, label, warning, copyLabel, copiedMessage, testId }: Props) => {
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    toasts.show({ type: 'success', message: copiedMessage });
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{warning}</Alert>
      <TextField
        label={label}
        value={value}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, 'data-testid': testId },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton onClick={() => void copy()} aria-label={copyLabel} edge="end">
                  <ContentCopyIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
};
