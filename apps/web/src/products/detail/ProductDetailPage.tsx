import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';
import {
  fromStyleColorId,
  type ProductSearchLocationCode,
  productSearchLocationCodes,
  productTypes,
  SALES_LOCATION_CODE,
} from '@stride/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useStyleColor } from './api';
import { FIRST_PANEL, type PanelName } from './components/DetailPanels';
import { ProductSingleView } from './components/ProductSingleView';
import { useStyleColorsChoice } from './use-style-colors-choice';

/** A query parameter's value among the allowed ones, in any letter case. */
const pick = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice.toUpperCase() === value?.toUpperCase());

/**
 * The internal product detail page of one style-colour (/product/libraries/internal/detail/:styleColorId),
 * priced at ?location= (US unless told) and narrowed to ?productType= when the link knows it.
 * Switching colour moves the address to that colour, so a link always shows what is on screen.
 */
const ProductDetailPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const styleColorId = (useParams().styleColorId ?? '').toUpperCase();
  const locationCode: ProductSearchLocationCode =
    pick(productSearchLocationCodes, params.get('location')) ?? SALES_LOCATION_CODE;
  const productType = pick(productTypes, params.get('productType'));
  const scope = { locationCode };
  const validId = fromStyleColorId(styleColorId) !== null;
  const loaded = useStyleColor(styleColorId, scope, productType, validId);
  const { colors, chosen } = useStyleColorsChoice(loaded.data ?? undefined, styleColorId, scope);
  const [panel, setPanel] = useState<PanelName>(FIRST_PANEL);

  const notFound = !validId || (loaded.data === null && !loaded.isPlaceholderData);
  let content: ReactNode;
  if (notFound) {
    content = (
      <Alert severity="info">
        <Typography component="h1" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('productDetail.notFoundTitle')}
        </Typography>
        {t('productDetail.notFound', { styleColorId })}
      </Alert>
    );
  } else if (loaded.isError) {
    content = <Alert severity="error">{t('productDetail.loadError')}</Alert>;
  } else if (!chosen) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('productDetail.loading')} />
      </Box>
    );
  } else {
    content = (
      <ProductSingleView
        // Per style: another colour keeps the chosen angle; another style starts afresh.
        key={chosen.style}
        product={chosen}
        colors={colors}
        locationCode={locationCode}
        internal
        titleComponent="h1"
        panel={panel}
        onPanelChange={setPanel}
        onSelectColor={(id) => navigate(`../${encodeURIComponent(id)}${search}`, { relative: 'path', replace: true })}
      />
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {content}
    </Container>
  );
};

export default ProductDetailPage;
