import ScreenRotationIcon from '@mui/icons-material/ScreenRotation';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { needsOrientationAlert } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const isTouchDevice = () => window.matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0;

/** Tablets narrower than 1024 px are asked to rotate the device (spec part 1 §1). */
export const OrientationAlert = () => {
  const { t } = useTranslation();
  const [needed, setNeeded] = useState(() => needsOrientationAlert(window.innerWidth, isTouchDevice()));
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const onResize = () => setNeeded(needsOrientationAlert(window.innerWidth, isTouchDevice()));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return (
    <Dialog open={needed && !dismissed} aria-labelledby="orientation-title">
      <DialogTitle id="orientation-title">
        <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
          <ScreenRotationIcon />
          <span>{t('dialogs.orientation.title')}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{t('dialogs.orientation.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDismissed(true)}>{t('actions.ok')}</Button>
      </DialogActions>
    </Dialog>
  );
};
