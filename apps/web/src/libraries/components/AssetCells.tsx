import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Tooltip } from '@mui/material';
import type { Asset } from '@stride/domain';
import type { ICellRendererParams } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';

/** The primary file's thumbnail (the cell's value), or an empty box when the asset has none. */
export const AssetThumbnail = ({ value }: ICellRendererParams<Asset, string | null>) =>
  value ? (
    <img
      src={value}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      style={{ display: 'block', margin: '4px auto', objectFit: 'contain' }}
    />
  ) : (
    <Box sx={{ width: 48, height: 48, my: 0.5, mx: 'auto', bgcolor: 'action.hover', borderRadius: 0.5 }} />
  );

/** STEP assets the user has already previewed carry a marker (spec part 1 §3 StepAsset userFlag). */
export const SeenMarker = ({ data }: ICellRendererParams<Asset>) => {
  const { t } = useTranslation();
  if (!data?.seen) return null;
  return (
    <Tooltip title={t('libraries.seen')}>
      <CheckCircleIcon
        color="success"
        fontSize="small"
        aria-label={t('libraries.seen')}
        data-testid="seen-marker"
        sx={{ verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
};
