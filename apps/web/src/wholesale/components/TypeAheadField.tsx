import { Autocomplete, TextField } from '@mui/material';

type Props<T> = {
  label: string;
  helperText?: string;
  disabled?: boolean;
  typed: string;
  onTypedChange: (typed: string) => void;
  options: readonly T[];
  loading: boolean;
  optionLabel: (option: T) => string;
  optionKey: (option: T) => string;
  noOptionsText: string;
  onPick: (option: T) => void;
};

/** A look-up field whose options the server filtered: picking one hands it over and clears the field. */
export const TypeAheadField = <T,>(props: Props<T>) => (
  <Autocomplete
    sx={{ minWidth: 320 }}
    size="small"
    disabled={props.disabled}
    options={props.options}
    loading={props.loading}
    filterOptions={(all) => all}
    getOptionLabel={props.optionLabel}
    isOptionEqualToValue={(option, value) => props.optionKey(option) === props.optionKey(value)}
    inputValue={props.typed}
    onInputChange={(_event, value, reason) => {
      if (reason !== 'reset') props.onTypedChange(value);
    }}
    onChange={(_event, value) => {
      if (value) {
        props.onPick(value);
        props.onTypedChange('');
      }
    }}
    value={null}
    noOptionsText={props.noOptionsText}
    renderInput={(params) => <TextField {...params} label={props.label} helperText={props.helperText} />}
  />
);
