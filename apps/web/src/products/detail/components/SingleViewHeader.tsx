import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { Product, ProductLocation } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tearsheetPath } from '../api';

type SingleViewHeaderProps = {
  product: Product;
  location: ProductLocation | undefined;
  locationCode: string;
  titleId?: string;
  /** h1 on a page of its own, h2 inside a dialog. */
  titleComponent?: 'h1' | 'h2';
  onPreviousStyle?: () => void;
  onNextStyle?: () => void;
  /** Extra buttons at the end, e.g. the viewer's close button. */
  actions?: ReactNode;
};

/** Style, colour and name, the flags worth a glance, and the tearsheet and style-stepping buttons. */
export const SingleViewHeader = ({
  product,
  location,
  locationCode,
  titleId,
  titleComponent = 'h2',
  onPreviousStyle,
  onNextStyle,
  actions,
}: SingleViewHeaderProps) => {
  const { t, i18n } = useTranslation();
  const flags = [
    ['newColor', product.newColor],
    ['carryover', product.carryover],
    ['focusStyle', product.focusStyle],
    ['vegan', product.vegan || product.categories.vegan === true],
    ['lighted', product.categories.lighted === true],
  ] as const;
  const stepsStyles = onPreviousStyle !== undefined || onNextStyle !== undefined;

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component={titleComponent} id={titleId}>
          {product.name}
        </Typography>
        <Typography color="text.secondary" data-testid="product-detail-style-color">
          {product.style} · {product.color} · {product.colorDescription}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
          <Chip
            size="small"
            color="primary"
            variant="outlined"
            label={
              location ? `${locationCode} · ${t(`productDetail.lineStatuses.${location.lineStatus}`)}` : locationCode
            }
          />
          {flags
            .filter(([, on]) => on)
            .map(([field]) => (
              <Chip key={field} size="small" label={t(`productDetail.fields.${field}`)} />
            ))}
        </Stack>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
        {stepsStyles && (
          <>
            <Tooltip title={t('productDetail.previousStyle')}>
              <span>
                <IconButton
                  aria-label={t('productDetail.previousStyle')}
                  onClick={onPreviousStyle}
                  disabled={!onPreviousStyle}
                >
                  <ChevronLeftIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('productDetail.nextStyle')}>
              <span>
                <IconButton aria-label={t('productDetail.nextStyle')} onClick={onNextStyle} disabled={!onNextStyle}>
                  <ChevronRightIcon />
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
        {location && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PictureAsPdfIcon />}
            href={tearsheetPath(product, locationCode, i18n.language)}
            download
          >
            {t('productDetail.tearsheet')}
          </Button>
        )}
        {actions}
      </Stack>
    </Stack>
  );
};
