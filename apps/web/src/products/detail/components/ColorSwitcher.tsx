import { Box, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import { HERO_ANGLE, type Product, productImagePath } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { ProductImage } from './ProductImage';

type ColorSwitcherProps = {
  colors: readonly Product[];
  selectedId: string;
  onSelect: (styleColorId: string) => void;
};

/** Thumbnails of the style's colours; choosing one shows that colour in the single view. */
export const ColorSwitcher = ({ colors, selectedId, onSelect }: ColorSwitcherProps) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('productDetail.colors')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={selectedId}
        onChange={(_, value: string | null) => value && onSelect(value)}
        aria-label={t('productDetail.colors')}
        sx={{ flexWrap: 'wrap' }}
      >
        {colors.map((color) => (
          <Tooltip key={color.styleColorId} title={color.colorDescription}>
            <ToggleButton
              value={color.styleColorId}
              aria-label={`${color.color} ${color.colorDescription}`}
              sx={{ p: 0.5 }}
            >
              <Box sx={{ width: 64 }}>
                <ProductImage
                  src={productImagePath(color.styleColorId, HERO_ANGLE, 'small')}
                  alt=""
                  sx={{ width: 64 }}
                />
                <Typography variant="caption" component="div">
                  {color.color}
                </Typography>
              </Box>
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
};
