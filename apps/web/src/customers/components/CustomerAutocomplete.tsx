import { Autocomplete, TextField } from '@mui/material';
import type { CustomerOption } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerOptions } from '../api';

type CommonProps = { label: string; error?: boolean; helperText?: string };

/**
 * One customer, as an assortment's subTitle: picked from the look-up, or typed freely (a
 * prospect not in the books yet).
 */
type SingleProps = CommonProps & { multiple?: false; value: string; onChange: (value: string) => void };

/** Several accounts, as a report's: each picked from the look-up. */
type MultipleProps = CommonProps & { multiple: true; value: string[]; onChange: (value: string[]) => void };

/** A look-up answer, or (single field only) the text typed or held. */
type Choice = CustomerOption | string;

const customerValue = (option: Choice) => (typeof option === 'string' ? option : option.value);

/** The customers field of the assortment dialog and the reporting forms: a type-ahead on the customer book. */
export const CustomerAutocomplete = (props: SingleProps | MultipleProps) => {
  const { t } = useTranslation();
  // A single field's text is its value (free text allowed); several accounts have a search box of their own.
  const [search, setSearch] = useState('');
  const typed = props.multiple ? search : props.value;
  const lookup = useCustomerOptions(typed);
  const shared = {
    options: (lookup.data ?? []) as Choice[],
    // The server already matched number or name; the label holds both, the typed text may be either.
    filterOptions: (options: Choice[]) => options,
    getOptionLabel: (option: Choice) => (typeof option === 'string' ? option : option.label),
    isOptionEqualToValue: (option: Choice, value: Choice) => customerValue(option) === customerValue(value),
    loading: lookup.isFetching,
    loadingText: t('customers.searching'),
    noOptionsText: typed.trim() ? t('customers.noMatches') : t('customers.typeToSearch'),
    inputValue: typed,
    renderInput: (params: object) => (
      <TextField
        {...params}
        size="small"
        fullWidth
        label={props.label}
        error={props.error}
        helperText={props.helperText}
      />
    ),
  };
  if (props.multiple) {
    return (
      <Autocomplete<Choice, true, false, false>
        {...shared}
        multiple
        value={props.value}
        onInputChange={(_event, value, reason) => {
          // Only what the person types; the resets the field makes itself would wipe the search.
          if (reason === 'input' || reason === 'clear') setSearch(value);
        }}
        onChange={(_event, chosen) => {
          props.onChange([...new Set(chosen.map(customerValue))]);
          // After a pick the search box starts empty again, ready for the next account.
          setSearch('');
        }}
      />
    );
  }
  return (
    <Autocomplete<Choice, false, false, true>
      {...shared}
      freeSolo
      value={props.value}
      onChange={(_event, chosen) => props.onChange(chosen === null ? '' : customerValue(chosen))}
      onInputChange={(_event, value, reason) => {
        // Free text is the customer as typed; a picked option arrives through onChange.
        if (reason === 'input' || reason === 'clear') props.onChange(value);
      }}
    />
  );
};
