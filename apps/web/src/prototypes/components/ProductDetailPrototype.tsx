import { Chip, CircularProgress, Stack } from '@mui/material';
import { toStyleColorId } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ProductDetailPage } from '../../products';
import { DEMO_PRODUCTS, useDemoProducts } from '../api';

const NO_CHIPS = [] as const;

/**
 * The product detail viewer (single view, angles, colours, panels) on catalogue lines: the first
 * footwear styles, one click apart; the address holds the one shown, as the detail page's does.
 */
export const ProductDetailPrototype = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { styleColorId } = useParams();
  const demo = useDemoProducts('Footwear', NO_CHIPS, DEMO_PRODUCTS);
  const lines = demo.data?.data ?? [];
  if (!styleColorId) {
    if (demo.isPending) return <CircularProgress aria-label={t('prototypes.loading')} />;
    const first = lines[0];
    return first ? <Navigate to={toStyleColorId(first.style, first.color)} replace /> : null;
  }
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} aria-label={t('prototypes.productDetail.lines')}>
        {lines.map((line) => {
          const id = toStyleColorId(line.style, line.color);
          return (
            <Chip
              key={id}
              label={`${line.style} ${line.color} · ${line.name ?? ''}`}
              color={id === styleColorId.toUpperCase() ? 'primary' : 'default'}
              onClick={() => navigate(`../${id}`, { relative: 'path' })}
            />
          );
        })}
      </Stack>
      <ProductDetailPage />
    </Stack>
  );
};
