import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ProductLocation } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../components/FieldList';
import { showsSuggestedRetail } from '../product-location';
import { useDetailFormatting } from '../use-detail-formatting';
import type { PanelProps } from './panel-props';

/** Prices in each location's own currency symbol and decimal places. */
export const PricesPanel = ({ product, location, locationCode, internal }: PanelProps) => {
  const { t } = useTranslation();
  const format = useDetailFormatting();
  const money = (value: number, at: ProductLocation) => format.money(value, at);
  const markup = (at: ProductLocation) => (at.markupPercent === null ? null : format.percent(at.markupPercent));
  const retail = (at: ProductLocation) =>
    showsSuggestedRetail(at.code, internal) ? money(at.suggestedRetail, at) : null;
  const others = product.locations.filter((other) => other.code !== locationCode);

  return (
    <>
      {location ? (
        <FieldList
          entries={[
            ['wholesalePrice', money(location.wholesalePrice, location)],
            ['originalCost', money(location.originalCost, location)],
            ['suggestedRetail', retail(location)],
            ['netCost', money(location.netCost, location)],
            ['markupPercent', markup(location)],
            ['discountPercent', format.percent(product.discountPercent)],
          ]}
        />
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('productDetail.prices.notPriced', { location: locationCode })}
        </Typography>
      )}
      {others.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('productDetail.prices.otherLocations')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('productDetail.prices.otherLocations')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('productDetail.fields.location')}</TableCell>
                  <TableCell>{t('productDetail.fields.lineStatus')}</TableCell>
                  <TableCell align="right">{t('productDetail.fields.wholesalePrice')}</TableCell>
                  <TableCell align="right">{t('productDetail.fields.suggestedRetail')}</TableCell>
                  <TableCell align="right">{t('productDetail.fields.netCost')}</TableCell>
                  <TableCell align="right">{t('productDetail.fields.markupPercent')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {others.map((other) => (
                  <TableRow key={other.code} data-testid="other-location-price">
                    <TableCell component="th" scope="row">
                      {other.code}
                    </TableCell>
                    <TableCell>{t(`productDetail.lineStatuses.${other.lineStatus}`)}</TableCell>
                    <TableCell align="right">{money(other.wholesalePrice, other)}</TableCell>
                    <TableCell align="right">{retail(other)}</TableCell>
                    <TableCell align="right">{money(other.netCost, other)}</TableCell>
                    <TableCell align="right">{markup(other)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
};
