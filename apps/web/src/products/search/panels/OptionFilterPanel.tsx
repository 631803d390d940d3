import { Autocomplete, Stack, TextField } from '@mui/material';
import { ALL_OPTION, DEBOUNCE_MS, type FacetValue, keyInitiativeLabelOf, type ProductFacetKey } from '@stride/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { toasts } from '../../../shared/toasts/toast-store';
import { useProductFacets } from '../../api';
import type { FilterPanelProps } from './panel-props';

type OptionFilterPanelProps = Pick<FilterPanelProps, 'facetQuery' | 'onAdd'> & { keys: readonly ProductFacetKey[] };

const optionLabel = (key: ProductFacetKey, value: string) =>
  key === 'keyInitiative' ? keyInitiativeLabelOf(value) : value;

/**
 * Filters whose values come from the catalogue. Each list shows how many products a value would
 * leave given the other filters, and is refreshed a moment after the search changes.
 */
export const OptionFilterPanel = ({ keys, facetQuery, onAdd }: OptionFilterPanelProps) => {
  const { t } = useTranslation();
  const query = useDebouncedValue(facetQuery, DEBOUNCE_MS.filterOptionsRefresh);
  const facets = useProductFacets(query, keys, true);
  const failed = facets.isError;
  useEffect(() => {
    if (failed) toasts.show({ type: 'error', message: t('productSearch.optionsFetchFailed') });
  }, [failed, t]);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
      {keys.map((key, index) => {
        const values: FacetValue[] = facets.data?.[key] ?? [];
        const options = key === 'popCategory' ? [{ value: ALL_OPTION, count: -1 }, ...values] : values;
        return (
          <Autocomplete
            key={key}
            options={options}
            loading={facets.isFetching}
            value={null}
            blurOnSelect
            getOptionLabel={(option) =>
              option.value === ALL_OPTION ? t('productSearch.all') : optionLabel(key, option.value)
            }
            renderOption={({ key: optionKey, ...props }, option) => (
              <li key={optionKey} {...props}>
                <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between', gap: 2 }}>
                  <span>{option.value === ALL_OPTION ? t('productSearch.all') : optionLabel(key, option.value)}</span>
                  {option.count >= 0 && <span aria-hidden="true">{option.count.toLocaleString()}</span>}
                </Stack>
              </li>
            )}
            isOptionEqualToValue={(option, selected) => option.value === selected.value}
            onChange={(_event, option) => option && onAdd({ key, value: option.value })}
            noOptionsText={t('productSearch.noOptions')}
            loadingText={t('productSearch.loadingOptions')}
            sx={{ width: 260 }}
            renderInput={(params) => (
              <TextField {...params} size="small" autoFocus={index === 0} label={t(`productSearch.keys.${key}`)} />
            )}
          />
        );
      })}
    </Stack>
  );
};
