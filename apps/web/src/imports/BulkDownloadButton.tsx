import DownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkDownloadDialog } from './BulkDownloadDialog';

/** The products library's Bulk download: photos of a pasted or uploaded list, or of a division. */
export const BulkDownloadButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={() => setOpen(true)}>
        {t('bulkDownload.button')}
      </Button>
      {open && <BulkDownloadDialog onClose={() => setOpen(false)} />}
    </>
  );
};
