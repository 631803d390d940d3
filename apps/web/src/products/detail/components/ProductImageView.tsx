import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ImageAngle, imageAngleLabels, imageAngles, type Product, productImagePath } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { ProductImage } from './ProductImage';

type ProductImageViewProps = {
  product: Pick<Product, 'styleColorId' | 'productType' | 'name' | 'color'>;
  angle: ImageAngle;
  onAngleChange: (angle: ImageAngle) => void;
};

/** The single view's large picture, with thumbnails of every angle to choose from. */
export const ProductImageView = ({ product, angle, onAngleChange }: ProductImageViewProps) => {
  const { t } = useTranslation();
  const angleLabel = (value: ImageAngle) =>
    t(`productDetail.angles.${imageAngleLabels[product.productType][value].toLowerCase()}`);
  const alt = (value: ImageAngle) =>
    t('productDetail.imageAlt', { name: product.name, color: product.color, angle: angleLabel(value) });

  return (
    <Stack spacing={1}>
      <ProductImage
        src={productImagePath(product.styleColorId, angle, 'large')}
        alt={alt(angle)}
        testId="product-detail-image"
        sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'background.paper' }}
      />
      <ToggleButtonGroup
        exclusive
        value={angle}
        onChange={(_, value: ImageAngle | null) => value && onAngleChange(value)}
        aria-label={t('productDetail.angleSelector')}
        sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
      >
        {imageAngles.map((value) => (
          <ToggleButton key={value} value={value} aria-label={angleLabel(value)} sx={{ p: 0.5 }}>
            <Box sx={{ width: 72 }}>
              <ProductImage src={productImagePath(product.styleColorId, value, 'small')} alt="" sx={{ width: 72 }} />
              <Typography variant="caption" component="div" sx={{ textTransform: 'none' }}>
                {angleLabel(value)}
              </Typography>
            </Box>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
