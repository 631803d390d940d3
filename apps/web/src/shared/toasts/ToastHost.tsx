import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton } from '@mui/material';
import { TOAST_BOTTOM_OFFSET_PX, TOAST_STACK_GAP_PX, TOAST_WIDTH_PX } from '@stride/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../api/error-message';
import { type Toast, toasts } from './toast-store';

const ToastItem = ({ toast }: { toast: Toast }) => {
  const { t } = useTranslation();
  useEffect(() => {
    if (toast.timeout < 0) return;
    const timer = setTimeout(() => toasts.close(toast.id), toast.timeout);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <Alert
      severity={toast.type}
      variant="filled"
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      sx={{ width: TOAST_WIDTH_PX, maxWidth: 'calc(100vw - 32px)', boxShadow: 3 }}
      action={
        <>
          {toast.action && (
            <Button color="inherit" size="small" onClick={toast.action.run}>
              {toast.action.label}
            </Button>
          )}
          {toast.persist && (
            <IconButton
              aria-label={t('actions.close')}
              color="inherit"
              size="small"
              onClick={() => toasts.close(toast.id)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </>
      }
    >
      {typeof toast.message === 'string' ? toast.message : messageText(t, toast.message)}
    </Alert>
  );
};

/** Toasts stack upwards from 50 px above the bottom, 10 px apart, 500 px wide. */
export const ToastHost = () => {
  const items = toasts.useToasts();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        bottom: TOAST_BOTTOM_OFFSET_PX,
        left: '50%',
        transform: 'translateX(-50%)',
        display: 'flex',
        flexDirection: 'column-reverse',
        gap: `${TOAST_STACK_GAP_PX}px`,
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {items.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Box>
  );
};
