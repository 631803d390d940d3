import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import type { OrderAction } from '@stride/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { prompts } from '../../shared/dialogs/prompt-store';
import type { ActionProgress } from '../use-order-edits';

/** Actions that undo work or turn a person down ask first. */
const confirmed: readonly OrderAction[] = ['deny', 'cancel', 'deactivate'];
const primary: readonly OrderAction[] = ['submit', 'approve', 'startProcessing', 'markComplete'];

/**
 * Exactly the actions the server offers the person for this order, as buttons; the one under way
 * shows its progress, then success or error, until the order loads again (spec part 1 §4).
 */
export const OrderActionButtons = ({
  actions,
  progress,
  onAction,
}: {
  actions: readonly OrderAction[];
  progress: ActionProgress;
  onAction: (action: OrderAction) => void;
}) => {
  const { t } = useTranslation();
  const busy = progress?.state === 'submitting';
  const status = useRef<HTMLSpanElement>(null);
  // The pressed button is disabled while the action runs and often gone after it (Submit is not
  // offered twice): the keyboard's focus then goes to the action's outcome, not back to the page's start.
  useEffect(() => {
    if (progress && progress.state !== 'submitting' && document.activeElement === document.body)
      status.current?.focus();
  }, [progress]);
  const run = (action: OrderAction) =>
    confirmed.includes(action)
      ? prompts.ask({
          title: t(`orders.actions.${action}`),
          description: t(`orders.actions.confirm.${action}`),
          labelYes: t(`orders.actions.${action}`),
          labelNo: t('actions.cancel'),
          yes: () => onAction(action),
        })
      : onAction(action);
  const iconOf = (action: OrderAction) => {
    if (progress?.action !== action) return undefined;
    if (progress.state === 'submitting') return <CircularProgress size={14} color="inherit" />;
    return progress.state === 'success' ? <CheckIcon /> : <ErrorOutlineIcon />;
  };
  if (actions.length === 0 && !progress) return null;
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="order-actions">
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={primary.includes(action) ? 'contained' : 'outlined'}
          color={action === 'deny' || action === 'cancel' ? 'error' : 'primary'}
          disabled={busy}
          startIcon={iconOf(action)}
          onClick={() => run(action)}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
      {progress && (
        <span role="status" data-testid="action-progress" ref={status} tabIndex={-1}>
          {t(`orders.progress.${progress.state}`, { action: t(`orders.actions.${progress.action}`) })}
        </span>
      )}
    </Stack>
  );
};
