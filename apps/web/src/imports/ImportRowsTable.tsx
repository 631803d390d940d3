import {
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportChecks } from './use-import-checks';

/** Rows of the import grid on one page. */
const IMPORT_PAGE_SIZE = 100;

type Props = {
  checks: ImportChecks;
  /** The table's accessible name. */
  label: string;
  /** Mapped fields shown after style and colour (the import's other columns). */
  fields?: readonly string[];
};

/**
 * The import grid (part 1 §4, §5): sheet row, editable style and colour, the mapped values and
 * each row's check texts, with the critical-only switch; one page of 100 rows at a time keeps a
 * 100,000-row sheet responsive.
 */
export const ImportRowsTable = ({ checks, label, fields = [] }: Props) => {
  const { t } = useTranslation();
  const [criticalOnly, setCriticalOnly] = useState(false);
  const [page, setPage] = useState(0);
  const { rows, findings, state } = checks;
  const filtered = criticalOnly
    ? rows.filter((row) => findings.get(row.key)?.some((check) => check.severity === 'critical'))
    : rows;
  const shown = filtered.slice(page * IMPORT_PAGE_SIZE, (page + 1) * IMPORT_PAGE_SIZE);
  const checked = state !== 'start' && state !== 'reset';

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={criticalOnly}
            onChange={(_, on) => {
              setCriticalOnly(on);
              setPage(0);
            }}
          />
        }
        label={t('imports.criticalOnly')}
      />
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('imports.row')}</TableCell>
            <TableCell>{t('assortmentGrid.columns.style')}</TableCell>
            <TableCell>{t('assortmentGrid.columns.color')}</TableCell>
            {fields.map((field) => (
              <TableCell key={field}>{t(`assortmentGrid.columns.${field}`)}</TableCell>
            ))}
            <TableCell>{t('imports.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.key} data-testid={`import-row-${row.key}`}>
              <TableCell>{row.rowNumber}</TableCell>
              {(['style', 'color'] as const).map((field) => (
                <TableCell key={field}>
                  <TextField
                    // A value put back (a rename reverted) shows again: the field starts anew.
                    key={row[field]}
                    size="small"
                    variant="standard"
                    defaultValue={row[field]}
                    onBlur={(event) =>
                      event.target.value.trim().toUpperCase() !== row[field] &&
                      checks.edit(row.key, field, event.target.value)
                    }
                    slotProps={{
                      htmlInput: { 'aria-label': `${t(`assortmentGrid.columns.${field}`)} ${row.rowNumber}` },
                    }}
                    sx={{ width: 90 }}
                  />
                </TableCell>
              ))}
              {fields.map((field) => (
                <TableCell key={field}>{row.values[field] ?? ''}</TableCell>
              ))}
              <TableCell>
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  {(findings.get(row.key) ?? []).map((check) => (
                    <Chip
                      key={check.code}
                      size="small"
                      color={check.severity === 'critical' ? 'error' : 'warning'}
                      label={t(`imports.checks.${check.code}`)}
                    />
                  ))}
                  {checked && (findings.get(row.key) ?? []).length === 0 && (
                    <Chip size="small" color="success" variant="outlined" label={t('imports.ok')} />
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {filtered.length > IMPORT_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={filtered.length}
          page={page}
          rowsPerPage={IMPORT_PAGE_SIZE}
          rowsPerPageOptions={[IMPORT_PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Stack>
  );
};

/** The action button's colour in each state: red to resubmit, amber to let warnings through. */
export const importActionColor = (state: ImportChecks['state']) =>
  state === 'critical' ? 'error' : state === 'warning' ? 'warning' : 'primary';
