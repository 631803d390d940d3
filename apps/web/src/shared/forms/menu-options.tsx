import { MenuItem } from '@mui/material';

/** The items of a select field: each value with its label, in the given order. */
export const menuOptions = (values: readonly string[], labelOf: (value: string) => string) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {labelOf(value)}
    </MenuItem>
  ));
