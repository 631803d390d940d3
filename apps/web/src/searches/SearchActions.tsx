import ShareIcon from '@mui/icons-material/ShareOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedSearchesMenu } from './SavedSearchesMenu';
import { ShareSearchDialog } from './ShareSearchDialog';

/** A search page's own actions: mail the search as a link, and keep it to run again. */
export const SearchActions = () => {
  const { t } = useTranslation();
  const [sharing, setSharing] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, ml: 'auto' }}>
      <Button startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
        {t('searches.share.button')}
      </Button>
      <SavedSearchesMenu />
      {sharing && <ShareSearchDialog open onClose={() => setSharing(false)} />}
    </Stack>
  );
};
