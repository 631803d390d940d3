import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  addFilterChip,
  type ProductFilterChip,
  type ProductType,
  productTypes,
  removeFilterChip,
} from '@stride/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterChips, FilterPanel } from '../../products';
import { demoSearchQuery, useDemoProducts } from '../api';

/**
 * The product search's category selects on the live catalogue: each lists its values with the
 * count of products they would leave, and a choice becomes a chip that narrows the next lists.
 */
export const CategorySelectPrototype = () => {
  const { t } = useTranslation();
  const [productType, setProductType] = useState<ProductType>('Footwear');
  const [chips, setChips] = useState<ProductFilterChip[]>([]);
  const found = useDemoProducts(productType, chips, 1);
  const facetQuery = useMemo(() => demoSearchQuery(productType, chips), [productType, chips]);
  return (
    <Stack sx={{ gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={productType}
        aria-label={t('prototypes.categorySelect.productType')}
        onChange={(_, value: ProductType | null) => {
          if (!value) return;
          setProductType(value);
          setChips([]);
        }}
      >
        {productTypes.map((type) => (
          <ToggleButton key={type} value={type}>
            {t(`productSearch.productTypes.${type}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FilterPanel
        module="categories"
        productType={productType}
        chips={chips}
        facetQuery={facetQuery}
        onAdd={(chip) => setChips((current) => addFilterChip(current, chip))}
      />
      <FilterChips
        chips={chips}
        onRemove={(chip) => setChips((current) => removeFilterChip(current, chip))}
        onClear={() => setChips([])}
      />
      <Typography role="status" color="text.secondary">
        {found.data?.totalCount === undefined
          ? t('prototypes.loading')
          : t('prototypes.categorySelect.found', { count: found.data.totalCount })}
      </Typography>
    </Stack>
  );
};
