import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Button, Chip, Stack, TextField } from '@mui/material';
import { DEBOUNCE_MS, type Order, orderProductSearch, type ProductSummary, todayDateNumber } from '@stride/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchProductPage, useStyleSuggestions } from '../../products';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';

const COLOR_LIMIT = 100;

/**
 * Adds lines by style: the catalogue's style suggestions (the products search the assortment grid
 * uses), then the style's colours in the order's product type, each added with one click.
 */
export const AddLineSearch = ({
  order,
  onAdd,
}: {
  order: Pick<Order, 'type' | 'productType' | 'lines' | 'region' | 'warehouse'>;
  onAdd: (product: ProductSummary) => void;
}) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [style, setStyle] = useState<string | null>(null);
  const text = useDebouncedValue(typed.trim().toUpperCase(), DEBOUNCE_MS.styleSearch);
  const suggestions = useStyleSuggestions(text);
  const colors = useQuery({
    queryKey: ['orders', 'style-colors', order.productType, style],
    enabled: style !== null,
    queryFn: ({ signal }) =>
      fetchProductPage(
        {
          ...orderProductSearch(order, todayDateNumber(new Date())),
          productType: order.productType,
          lineStatus: 'ALL',
          filters: { ids: style!, styleOnly: false },
        },
        { skip: 0, limit: COLOR_LIMIT },
        signal,
      ),
  });
  const onOrder = new Set(
    order.lines.filter((line) => line.status !== 'Deleted').map((line) => `${line.style}-${line.color}`),
  );

  return (
    <Stack sx={{ gap: 1, mb: 2 }}>
      <Autocomplete
        size="small"
        sx={{ maxWidth: 360 }}
        options={suggestions.data?.data ?? []}
        loading={suggestions.isFetching}
        value={style}
        filterOptions={(options) => options}
        onInputChange={(_, value, reason) => reason === 'input' && setTyped(value)}
        onChange={(_, value) => setStyle(value)}
        noOptionsText={t('orders.add.noStyles')}
        renderInput={(params) => <TextField {...params} label={t('orders.add.style')} />}
      />
      {style && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="style-colors">
          {colors.data?.data.map((product) => {
            const added = onOrder.has(`${product.style}-${product.color}`);
            return (
              <Button
                key={product.styleColorId}
                size="small"
                variant="outlined"
                startIcon={<AddIcon />}
                onClick={() => onAdd(product)}
                aria-label={t('orders.add.addOne', { style: product.style, color: product.color })}
              >
                {product.color} · {product.colorDescription}
                {added && <Chip size="small" label={t('orders.add.onOrder')} sx={{ ml: 1 }} />}
              </Button>
            );
          })}
          {colors.data?.data.length === 0 && <Chip label={t('orders.add.noColors')} />}
        </Stack>
      )}
    </Stack>
  );
};
