import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SaveStatusText } from '../../grid/components/AssortmentHeader';
import type { SaveStatus } from '../save-queue';
import { gridPath } from '../sort-paths';

/** The assortment's title, the way back to its grid, and whether the moves are saved. */
export const SortHeader = ({
  assortment,
  status,
}: {
  assortment: Pick<Assortment, '_id' | 'orgType' | 'title' | 'subTitle'>;
  status?: SaveStatus;
}) => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={gridPath(assortment)} startIcon={<ArrowBackIcon />}>
        {t('groupSort.backToGrid')}
      </Button>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary">
          {t('groupSort.title')}
        </Typography>
        <Typography variant="h5" component="h1" noWrap>
          {assortment.title}
        </Typography>
        {assortment.subTitle && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {assortment.subTitle}
          </Typography>
        )}
      </Box>
      {status && (
        <Box sx={{ ml: 'auto' }}>
          <SaveStatusText status={status} />
        </Box>
      )}
    </Stack>
  );
};
