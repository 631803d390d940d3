import { Button, Chip, Stack } from '@mui/material';
import { type AssetFilterKey, formatPickerDate, modifiedSinceDate } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { hasLibraryFilters, type LibraryFilters } from './library-search-state';

type LibraryFilterChipsProps = {
  filters: LibraryFilters;
  onChange: (update: (current: LibraryFilters) => LibraryFilters) => void;
};

const withoutOption = (filters: LibraryFilters, key: AssetFilterKey, value: string): LibraryFilters => {
  const remaining = (filters.options[key] ?? []).filter((candidate) => candidate !== value);
  const { [key]: _removed, ...others } = filters.options;
  return { ...filters, options: remaining.length > 0 ? { ...others, [key]: remaining } : others };
};

/** The active filters, each removable, with one button to clear them all. */
export const LibraryFilterChips = ({ filters, onChange }: LibraryFilterChipsProps) => {
  const { t } = useTranslation();
  if (!hasLibraryFilters(filters)) return null;
  const since = filters.modifiedSince ? modifiedSinceDate(filters.modifiedSince) : null;
  const chips = [
    ...(filters.keyword
      ? [
          {
            id: 'keyword',
            label: `${t('libraries.filters.keyword')}: ${filters.keyword}`,
            remove: (f: LibraryFilters) => ({ ...f, keyword: '' }),
          },
        ]
      : []),
    ...Object.entries(filters.options).flatMap(([key, values]) =>
      (values ?? []).map((value) => ({
        id: `${key}=${value}`,
        label: `${t(`libraries.fields.${key}`)}: ${value}`,
        remove: (f: LibraryFilters) => withoutOption(f, key as AssetFilterKey, value),
      })),
    ),
    ...(filters.modifiedSince
      ? [
          {
            id: 'modifiedSince',
            label: `${t('libraries.filters.modifiedSince')}: ${since === null ? filters.modifiedSince : formatPickerDate(since)}`,
            remove: (f: LibraryFilters) => ({ ...f, modifiedSince: '' }),
          },
        ]
      : []),
  ];
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('libraries.filters.active')}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.id}>
          <Chip size="small" label={chip.label} onDelete={() => onChange(chip.remove)} />
        </li>
      ))}
      <li>
        <Button
          size="small"
          onClick={() => onChange((current) => ({ ...current, keyword: '', options: {}, modifiedSince: '' }))}
        >
          {t('libraries.filters.clearAll')}
        </Button>
      </li>
    </Stack>
  );
};
