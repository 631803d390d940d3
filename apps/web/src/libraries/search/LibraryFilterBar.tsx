import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, Button, InputAdornment, Paper, Stack, TextField } from '@mui/material';
import { type AssetFilterKey, DEBOUNCE_MS, type LibraryType } from '@stride/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModifiedSinceFilterPanel } from '../../products';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { assetFiltersOf, useAssetFacets } from '../api';
import { filterRows } from './filter-layout';
import { LibraryFilterChips } from './LibraryFilterChips';
import type { LibraryFilters } from './library-search-state';

type LibraryFilterBarProps = {
  libraryType: LibraryType;
  keys: readonly AssetFilterKey[];
  filters: LibraryFilters;
  onChange: (update: (current: LibraryFilters) => LibraryFilters) => void;
  /** Manage views count the assets of their state. */
  manage?: Parameters<typeof useAssetFacets>[1]['manage'];
};

/** Keeps the typed keyword until typing pauses (library filter debounce, spec part 2 §9.3). */
const KeywordField = ({ value, onCommit }: { value: string; onCommit: (keyword: string) => void }) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, DEBOUNCE_MS.libraryFilters);
  useEffect(() => setText(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: commit only when the debounced text settles
  useEffect(() => {
    if (debounced.trim() !== value) onCommit(debounced.trim());
  }, [debounced]);
  return (
    <TextField
      size="small"
      label={t('libraries.filters.keyword')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && onCommit(text.trim())}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: 260 }}
    />
  );
};

/**
 * The asset filters of spec part 1 §3: keyword (file name or text), one list per option field with
 * the number of assets each value leaves, and Modified Since. Each choice becomes a chip.
 */
export const LibraryFilterBar = ({ libraryType, keys, filters, onChange, manage }: LibraryFilterBarProps) => {
  const { t } = useTranslation();
  const [modifiedSinceOpen, setModifiedSinceOpen] = useState(false);
  const facetQuery = useDebouncedValue(
    { filters: assetFiltersOf(filters), ...(manage ? { manage } : {}) },
    DEBOUNCE_MS.filterOptionsRefresh,
  );
  const facets = useAssetFacets(libraryType, facetQuery, keys);
  const add = (key: AssetFilterKey, value: string) =>
    onChange((current) => ({
      ...current,
      options: { ...current.options, [key]: [...new Set([...(current.options[key] ?? []), value])] },
    }));

  return (
    <Stack spacing={1.5}>
      <Stack component="search" aria-label={t('libraries.filters.title')} spacing={1.5}>
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <KeywordField
            value={filters.keyword}
            onCommit={(keyword) => onChange((current) => ({ ...current, keyword }))}
          />
          <Button
            size="small"
            variant={modifiedSinceOpen ? 'contained' : 'outlined'}
            aria-expanded={modifiedSinceOpen}
            onClick={() => setModifiedSinceOpen((open) => !open)}
          >
            {t('libraries.filters.modifiedSince')}
          </Button>
        </Stack>
        {/* Two columns (spec part 1 §9): each row starts in the first, so pairs stay side by side. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(160px, 240px))', gap: 1.5 }}>
          {filterRows(keys)
            .flatMap((row) => row.map((key, column) => ({ key, column })))
            .map(({ key, column }) => {
              const chosen = new Set(filters.options[key] ?? []);
              const options = (facets.data?.[key] ?? []).filter((option) => !chosen.has(option.value));
              return (
                <Autocomplete
                  key={key}
                  options={options}
                  loading={facets.isFetching}
                  value={null}
                  blurOnSelect
                  getOptionLabel={(option) => option.value}
                  renderOption={({ key: optionKey, ...props }, option) => (
                    <li key={optionKey} {...props}>
                      <Stack direction="row" sx={{ width: '100%', justifyContent: 'space-between', gap: 2 }}>
                        <span>{option.value}</span>
                        <span aria-hidden="true">{option.count.toLocaleString()}</span>
                      </Stack>
                    </li>
                  )}
                  isOptionEqualToValue={(option, selected) => option.value === selected.value}
                  onChange={(_event, option) => option && add(key, option.value)}
                  noOptionsText={t('libraries.filters.noOptions')}
                  loadingText={t('libraries.filters.loading')}
                  sx={{ gridColumn: column + 1 }}
                  renderInput={(params) => <TextField {...params} size="small" label={t(`libraries.fields.${key}`)} />}
                />
              );
            })}
        </Box>
      </Stack>
      {modifiedSinceOpen && (
        <Paper variant="outlined" sx={{ p: 2 }} role="region" aria-label={t('libraries.filters.modifiedSince')}>
          <ModifiedSinceFilterPanel
            onAdd={({ value }) => {
              setModifiedSinceOpen(false);
              onChange((current) => ({ ...current, modifiedSince: value }));
            }}
          />
        </Paper>
      )}
      <LibraryFilterChips filters={filters} onChange={onChange} />
    </Stack>
  );
};
