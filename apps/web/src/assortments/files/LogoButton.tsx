import LogoIcon from '@mui/icons-material/BrandingWatermarkOutlined';
import { Button } from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoDialog } from './LogoDialog';

/** The assortment's logo in its header (or a button to set one), opening 'Logo setting'. */
export const LogoButton = ({ assortment }: { assortment: Assortment }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(true)}
        startIcon={assortment.logo ? undefined : <LogoIcon />}
        aria-label={t('assortmentFiles.logo.title')}
      >
        {assortment.logo ? (
          <img
            src={assortment.logo}
            alt={t('assortmentFiles.logo.alt', { title: assortment.title })}
            style={{ height: 24, maxWidth: 96, objectFit: 'contain' }}
          />
        ) : (
          t('assortmentFiles.logo.button')
        )}
      </Button>
      <LogoDialog assortment={open ? assortment : null} onClose={() => setOpen(false)} />
    </>
  );
};
