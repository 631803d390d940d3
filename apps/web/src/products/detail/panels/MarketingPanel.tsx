import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from './panel-props';

/** The e-commerce copy: description, detail bullets and construction. */
export const MarketingPanel = ({ product }: PanelProps) => {
  const { t } = useTranslation();
  const { description, details, construction } = product.ecommerce;
  if (!description && details.length === 0 && !construction) {
    return <Typography color="text.secondary">{t('productDetail.marketing.none')}</Typography>;
  }
  const heading = (field: string) => (
    <Typography variant="subtitle2" component="h3">
      {t(`productDetail.fields.${field}`)}
    </Typography>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {description && (
        <section>
          {heading('ecommerceDescription')}
          <Typography variant="body2">{description}</Typography>
        </section>
      )}
      {details.length > 0 && (
        <section>
          {heading('ecommerceDetails')}
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {details.map((detail) => (
              <Typography component="li" variant="body2" key={detail}>
                {detail}
              </Typography>
            ))}
          </Box>
        </section>
      )}
      {construction && (
        <section>
          {heading('ecommerceConstruction')}
          <Typography variant="body2">{construction}</Typography>
        </section>
      )}
    </Box>
  );
};
