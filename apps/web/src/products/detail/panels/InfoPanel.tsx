import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../components/FieldList';
import { useDetailFormatting } from '../use-detail-formatting';
import type { PanelProps } from './panel-props';

const list = (values: readonly string[]) => values.join(', ');

/** What the product is: classification, categories, components, packaging and POP attributes. */
export const InfoPanel = ({ product, location }: PanelProps) => {
  const { t } = useTranslation();
  const format = useDetailFormatting();
  const { categories, components } = product;
  const capacity =
    product.capacity === null ? null : [format.count(product.capacity), product.capacityUnit].filter(Boolean).join(' ');

  return (
    <Box>
      <FieldList
        title={t('productDetail.sections.general')}
        entries={[
          ['styleColorId', product.styleColorId],
          ['productType', product.productType],
          ['division', product.division],
          ['gender', product.gender],
          ['pillar', product.pillar],
          ['lifeCycle', product.lifeCycle],
          ['lineStatus', location && t(`productDetail.lineStatuses.${location.lineStatus}`)],
          ['description', product.description],
          ['features', list(product.features)],
          ['sizeScale', product.sizeScale],
          ['sizeRange', location?.sizeRange],
          ['outsole', product.outsole],
          ['upper', product.upper],
          ['origin', product.origin],
          ['seasonCodes', list(product.seasonCodes)],
          ['colorDescription', product.colorDescription],
          ['nrf', product.nrf],
        ]}
      />
      <FieldList
        title={t('productDetail.sections.categories')}
        entries={[
          ['type', categories.type],
          ['shape', categories.shape],
          ['height', categories.height],
          ['closure', categories.closure],
          ['sport', categories.sport],
          ['width', categories.width],
          ['apparelType', categories.apparelType],
          ['apparelSubType', categories.apparelSubType],
        ]}
      />
      <FieldList
        title={t('productDetail.sections.components')}
        entries={[
          ['color1', components.color1],
          ['material1', components.material1],
          ['color2', components.color2],
          ['material2', components.material2],
          ['color3', components.color3],
          ['material3', components.material3],
        ]}
      />
      <FieldList
        title={t('productDetail.sections.logistics')}
        entries={[
          ['boxCategory', product.boxCategory],
          ['dutyCode', product.dutyCode],
          ['units', format.count(product.units)],
          ['capacity', capacity],
          ['dimensions', product.dimensions],
          ['metricDimensions', product.metricDimensions],
          ['expirationDate', product.expirationDate === null ? null : format.gridDate(product.expirationDate)],
        ]}
      />
      <FieldList
        title={t('productDetail.sections.pop')}
        entries={[
          ['popCategory', product.popCategory],
          ['popType', product.popType],
          ['popGender', product.popGender],
          ['usage', product.usage],
          ['materials', list(product.materials)],
        ]}
      />
      {location && (
        <FieldList
          title={t('productDetail.sections.dates')}
          entries={[
            ['statusDate', format.gridDate(location.statusDate)],
            ['addDate', format.gridDate(location.addDate)],
          ]}
        />
      )}
    </Box>
  );
};
