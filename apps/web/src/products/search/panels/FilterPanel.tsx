import { Stack } from '@mui/material';
import {
  categoryFilterKeysByType,
  dueDatePresets,
  type ProductFacetKey,
  type ProductFilterModule,
  productFacetKeys,
  productFilterKeysOf,
} from '@stride/domain';
import { AvailabilityFilterPanel } from './AvailabilityFilterPanel';
import { BooleanFilterSelect } from './BooleanFilterSelect';
import { IdsFilterPanel } from './IdsFilterPanel';
import { ModifiedSinceFilterPanel } from './ModifiedSinceFilterPanel';
import { OptionFilterPanel } from './OptionFilterPanel';
import { PresetButtons } from './PresetButtons';
import { PriceFilterPanel } from './PriceFilterPanel';
import type { FilterPanelProps } from './panel-props';
import { TextFilterPanel } from './TextFilterPanel';

const facetKeys = new Set<string>(productFacetKeys);
const isFacetKey = (key: string): key is ProductFacetKey => facetKeys.has(key);

/** The panel of one filter module. */
export const FilterPanel = ({ module, ...props }: FilterPanelProps & { module: ProductFilterModule }) => {
  switch (module) {
    case 'ids':
      return <IdsFilterPanel onAdd={props.onAdd} />;
    case 'name':
    case 'description':
      return <TextFilterPanel filterKey={module} onAdd={props.onAdd} />;
    case 'price':
      return <PriceFilterPanel onAdd={props.onAdd} />;
    case 'dueDate':
      return <PresetButtons filterKey="dueDate" presets={dueDatePresets} chips={props.chips} onAdd={props.onAdd} />;
    case 'availability':
      return <AvailabilityFilterPanel {...props} />;
    case 'modifiedSince':
      return <ModifiedSinceFilterPanel onAdd={props.onAdd} />;
    case 'categories': {
      const keys = categoryFilterKeysByType[props.productType];
      return (
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <OptionFilterPanel keys={keys.filter(isFacetKey)} facetQuery={props.facetQuery} onAdd={props.onAdd} />
          {keys.includes('lighted') && <BooleanFilterSelect filterKey="lighted" onAdd={props.onAdd} />}
          {keys.includes('vegan') && <BooleanFilterSelect filterKey="vegan" onAdd={props.onAdd} />}
        </Stack>
      );
    }
    default:
      return (
        <OptionFilterPanel
          keys={productFilterKeysOf(module).filter(isFacetKey)}
          facetQuery={props.facetQuery}
          onAdd={props.onAdd}
        />
      );
  }
};
