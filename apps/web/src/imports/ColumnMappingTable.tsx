import { MenuItem, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { ColumnMapping, ImportTarget } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { ImportTable } from './api';

type Props = {
  table: ImportTable;
  mapping: ColumnMapping;
  targets: readonly ImportTarget[];
  /** The header of the field column, e.g. 'Assortment field'. */
  fieldHeader: string;
  /** The field chosen for a sheet column ('' to leave it out). */
  onChoose: (column: number, field: string) => void;
};

/** 'Column Associations' (part 1 §4): each sheet column, its first values, and the field it fills. */
export const ColumnMappingTable = ({ table, mapping, targets, fieldHeader, onChoose }: Props) => {
  const { t } = useTranslation();
  const firstValues = (column: number) =>
    table.rows
      .map((row) => row[column] ?? '')
      .filter(Boolean)
      .slice(0, 3)
      .join(' · ');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{t('imports.column')}</TableCell>
          <TableCell>{t('imports.sample')}</TableCell>
          <TableCell>{fieldHeader}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {table.headers.map((header, column) =>
          header === '' ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's columns are its positions
            <TableRow key={column}>
              <TableCell>{header}</TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{firstValues(column)}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={mapping[column] ?? ''}
                  onChange={(event) => onChoose(column, event.target.value)}
                  slotProps={{ select: { SelectDisplayProps: { 'aria-label': header } as object } }}
                  sx={{ minWidth: 220 }}
                >
                  <MenuItem value="">{t('imports.ignore')}</MenuItem>
                  {targets.map((target) => (
                    <MenuItem key={target.key} value={target.key}>
                      {target.gridLabel}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
            </TableRow>
          ),
        )}
      </TableBody>
    </Table>
  );
};

/** The mapping after choosing `field` for `column`: a field fills one column at most. */
export const chooseMappedField = (mapping: ColumnMapping, column: number, field: string): ColumnMapping =>
  mapping.map((existing, index) => (index === column ? field || null : existing === field ? null : existing));
