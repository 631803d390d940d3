import CheckIcon from '@mui/icons-material/Check';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { Assortment } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../use-assortment-batches';

/**
 * 'Saving…', then 'Saved' or 'Save failed' (spec part 1 §4 "Grid update goes saving, then saved or failed").
 * A polite live region that stays in the page while idle: a screen reader announces changes of a
 * region it already knows, not the text of one that appears with it.
 */
export const SaveStatusText = ({ status }: { status: SaveStatus }) => {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      role="status"
      aria-live="polite"
      data-testid="save-status"
      sx={{ gap: 0.5, alignItems: 'center', color: status === 'failed' ? 'error.main' : 'text.secondary' }}
    >
      {status === 'saving' && <CircularProgress size={14} color="inherit" aria-hidden />}
      {status === 'saved' && <CheckIcon fontSize="small" />}
      {status === 'failed' && <ErrorOutlineIcon fontSize="small" />}
      {status !== 'idle' && <Typography variant="body2">{t(`assortmentGrid.saveStatus.${status}`)}</Typography>}
    </Stack>
  );
};

type AssortmentHeaderProps = {
  assortment: Assortment;
  productCount: number | undefined;
  saveStatus: SaveStatus;
  /** The header's actions (alerts, labels, add products). */
  children?: ReactNode;
};

/** Title and customer, what kind of assortment it is, how many products it holds, and whether edits are saved. */
export const AssortmentHeader = ({ assortment, productCount, saveStatus, children }: AssortmentHeaderProps) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" noWrap>
          {assortment.title}
        </Typography>
        {assortment.subTitle && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {assortment.subTitle}
          </Typography>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" label={t(`productSearch.productTypes.${assortment.productType}`)} />
        <Chip size="small" variant="outlined" label={t(`assortmentGrid.methods.${assortment.method}`)} />
        <Typography variant="body2" color="text.secondary" data-testid="product-count" aria-live="polite">
          {productCount === undefined ? '\u00a0' : t('assortmentGrid.productCount', { count: productCount })}
        </Typography>
        <SaveStatusText status={saveStatus} />
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', ml: 'auto', flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Stack>
  );
};
