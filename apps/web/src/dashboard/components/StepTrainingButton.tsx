import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Badge, Button } from '@mui/material';
import { accessRules, checkAccess } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '../../shared/dialogs/lazy-dialog';
import { useCurrentUser } from '../../shared/session/session-store';
import { useLatestStepAssets } from '../api';

const StepTrainingDialog = lazyDialog(() => import('./StepTrainingDialog').then((module) => module.StepTrainingDialog));

/** `/dashboard?dialog=step` opens the STEP dialog, so a link (an announcement, an e-mail) can too. */
const STEP_DIALOG = 'step';

/** The dashboard's way into STEP training: how many of the latest assets are new to the user, and the dialog. */
export const StepTrainingButton = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const allowed = user !== null && checkAccess(user, accessRules.viewStepTraining);
  const latest = useLatestStepAssets(allowed);
  if (!allowed) return null;
  const unseen = latest.data?.filter((asset) => !asset.seen).length ?? 0;
  const setOpen = (open: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('dialog', STEP_DIALOG);
        else next.delete('dialog');
        return next;
      },
      { replace: !open },
    );
  return (
    <>
      <Badge badgeContent={unseen} color="secondary" overlap="rectangular">
        <Button variant="outlined" startIcon={<SchoolOutlinedIcon />} onClick={() => setOpen(true)}>
          {t('salesTools.step.button')}
        </Button>
      </Badge>
      <StepTrainingDialog open={search.get('dialog') === STEP_DIALOG} onClose={() => setOpen(false)} />
    </>
  );
};
