import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditLockState } from '../use-edit-lock';

/** Says who holds the edit lock of an internal assortment, or that the person's own lapsed while idle. */
export const EditLockBanner = ({ lock, onRetry }: { lock: EditLockState | null; onRetry: () => void }) => {
  const { t } = useTranslation();
  if (!lock || lock.granted) return null;
  const retry = (
    <Button color="inherit" size="small" onClick={onRetry}>
      {t('internalAssortments.lock.retry')}
    </Button>
  );
  return 'idle' in lock ? (
    <Alert severity="info" action={retry}>
      {t('internalAssortments.lock.idle')}
    </Alert>
  ) : (
    <Alert severity="warning" action={retry} role="alert">
      {t('internalAssortments.lock.heldBy', { name: lock.holder?.name ?? '' })}
    </Alert>
  );
};
