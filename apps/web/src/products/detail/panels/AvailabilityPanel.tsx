import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { Product, ProductLocation } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../components/FieldList';
import { useDetailFormatting } from '../use-detail-formatting';
import type { PanelProps } from './panel-props';

/** Sizes in the product's size-run order (object keys would put numeric sizes first), then any others. */
const sizeColumns = (product: Product, location: ProductLocation) => {
  const sizes = product.availability.map((entry) => entry.size);
  for (const { sizes: bySize } of location.availability) {
    for (const size of Object.keys(bySize)) if (!sizes.includes(size)) sizes.push(size);
  }
  return sizes;
};

/** Inventory per size from each date on at the chosen location, with its first and last dates. */
export const AvailabilityPanel = ({ product, location }: PanelProps) => {
  const { t } = useTranslation();
  const format = useDetailFormatting();
  if (!location || location.availability.length === 0) {
    return <Typography color="text.secondary">{t('productDetail.availability.none')}</Typography>;
  }
  const sizes = sizeColumns(product, location);
  const upcs = new Map(product.availability.map((entry) => [entry.size, entry.upc]));
  return (
    <>
      <FieldList
        entries={[
          ['firstAvailDate', format.gridDate(location.firstAvailDate)],
          ['lastProdDate', format.gridDate(location.lastProdDate)],
          ['styleLastProdDate', format.gridDate(location.styleLastProdDate)],
          ['totalInventory', format.count(location.totalInventory)],
          ['sizeRange', location.sizeRange],
        ]}
      />
      <TableContainer>
        <Table size="small" aria-label={t('productDetail.tabs.availability')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('productDetail.availability.availableFrom')}</TableCell>
              {sizes.map((size) => {
                const upc = upcs.get(size);
                return (
                  <TableCell
                    key={size}
                    align="right"
                    title={upc && t('productDetail.availability.sizeUpc', { size, upc })}
                  >
                    {size}
                  </TableCell>
                );
              })}
              <TableCell align="right">{t('productDetail.availability.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {location.availability.map(({ date, sizes: bySize }) => (
              <TableRow key={date} data-testid="availability-row">
                <TableCell component="th" scope="row">
                  {format.gridDate(date)}
                </TableCell>
                {sizes.map((size) => {
                  const inventory = bySize[size];
                  return (
                    <TableCell key={size} align="right">
                      {inventory === undefined ? '' : format.count(inventory)}
                    </TableCell>
                  );
                })}
                <TableCell align="right">
                  {format.count(Object.values(bySize).reduce((total, inventory) => total + inventory, 0))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
