import ShareIcon from '@mui/icons-material/ShareOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../dialogs/lazy-dialog';
import { useCurrentUser } from '../session/session-store';

const SendLinkDialog = lazyDialog(() => import('../mail/SendLinkDialog').then((module) => module.SendLinkDialog));

/** The app bar's share button: sends a link to the page on screen by e-mail. */
export const SendLinkButton = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <Tooltip title={t('sendLink.button')}>
        <IconButton color="inherit" aria-label={t('sendLink.button')} onClick={() => setOpen(true)}>
          <ShareIcon />
        </IconButton>
      </Tooltip>
      {/* Mounted while open only: the dialog follows the URL, the app bar does not. */}
      {open && <SendLinkDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
