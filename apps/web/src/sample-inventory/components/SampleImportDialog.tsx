import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  autoMapColumns,
  completeSampleRows,
  type ImportState,
  resetsSampleImport,
  type SampleCheck,
  type SampleFields,
  type SampleLibrary,
  type SampleSheetRow,
  sampleColumnsOf,
  sampleSheetRows,
} from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportTable } from '../../imports';
import {
  ColumnMappingTable,
  chooseMappedField,
  importActionColor,
  rememberedMapping,
  rememberMapping,
} from '../../imports';
import { errorMessage } from '../../shared/api/error-message';
import { validateSamples } from '../api';
import { MatchModifiedItemsDialog, type ModifiedItem } from './MatchModifiedItemsDialog';

/** Rows the import grid draws at most; the checks and the import still cover every row. */
const SHOWN_ROWS = 500;

type Props = {
  library: SampleLibrary;
  table: ImportTable;
  userId: string;
  /** Adds the complete rows; resolves true when the library took them. */
  onImport: (rows: SampleSheetRow[]) => Promise<boolean>;
  /** Updates samples the sheet's rows match ("match modified items"); resolves true when saved. */
  onUpdate: (update: { _id: string; patch: SampleFields }[]) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The sample import (part 1 §4 Import flow): 'Column Associations' maps the sheet's columns to the
 * library's fields, then the import grid lists the rows with the server's checks (part 1 §5). A
 * change to style, colour, side, size or status resets the state; complete rows are imported.
 */
export const SampleImportDialog = ({ library, table, userId, onImport, onUpdate, onClose }: Props) => {
  const { t } = useTranslation();
  const targets = useMemo(
    () =>
      sampleColumnsOf(library).map(({ field, label }) => ({
        key: field,
        gridLabel: t(`sampleInventory.columns.${field}`),
        propertyLabel: label,
      })),
    [library, t],
  );
  const [step, setStep] = useState<'mapping' | 'grid'>('mapping');
  const [mapping, setMapping] = useState(
    () => rememberedMapping(userId, table.headers) ?? autoMapColumns(table.headers, targets),
  );
  const [rows, setRows] = useState<SampleSheetRow[]>([]);
  const [checks, setChecks] = useState<SampleCheck[][]>([]);
  const [modified, setModified] = useState<ModifiedItem[]>([]);
  const [matching, setMatching] = useState(false);
  const [state, setState] = useState<ImportState>('start');
  const [criticalOnly, setCriticalOnly] = useState(false);
  const validate = useMutation({
    mutationFn: (toCheck: SampleSheetRow[]) => validateSamples(library, toCheck),
    onSuccess: (answer, checked) => {
      setChecks(answer.data.map((row) => row.checks as SampleCheck[]));
      setModified(
        answer.data.flatMap(({ match }, index) =>
          match ? [{ ...checked[index]!, sampleId: match._id, changes: match.changes }] : [],
        ),
      );
      setState(answer.status);
    },
  });
  const updating = useMutation({
    mutationFn: ({ update }: { update: { _id: string; patch: SampleFields }[]; rowNumbers: number[] }) =>
      onUpdate(update),
    onSuccess: (saved, { rowNumbers }) => {
      if (!saved) return;
      setMatching(false);
      // The updated rows are done: the rest of the sheet is checked again without them.
      const rest = rows.filter((row) => !rowNumbers.includes(row.rowNumber));
      setRows(rest);
      setModified([]);
      if (rest.length === 0) onClose();
      else validate.mutate(rest);
    },
  });
  const importing = useMutation({ mutationFn: () => onImport(completeSampleRows(library, rows)) });
  const mappedFields = mapping.filter((field): field is string => field !== null);

  const toGrid = () => {
    rememberMapping(userId, table.headers, mapping);
    setRows(sampleSheetRows(table.rows, mapping));
    setChecks([]);
    setModified([]);
    setState('start');
    setStep('grid');
  };

  const edit = (index: number, field: string, value: string) => {
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, values: { ...row.values, [field]: value } } : row)),
    );
    if (resetsSampleImport(field) && state !== 'start') setState('reset');
  };

  const act = () => {
    if (state === 'passed' || state === 'warning') {
      importing.mutate(undefined, { onSuccess: (taken) => taken && onClose() });
    } else validate.mutate(rows);
  };

  const shown = rows
    .map((row, index) => ({ row, index, checks: checks[index] ?? [] }))
    .filter((entry) => !criticalOnly || entry.checks.some((check) => check.severity === 'critical'))
    .slice(0, SHOWN_ROWS);
  const error = validate.error ?? importing.error;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="sample-import-title">
      <DialogTitle id="sample-import-title">
        {step === 'mapping'
          ? t('imports.mappingTitle')
          : t('sampleInventory.import.gridTitle', { library: t(`sampleInventory.libraries.${library}`) })}
        <Typography variant="body2" color="text.secondary">
          {step === 'mapping' ? t('imports.mappingSubtitle') : t('imports.rows', { count: rows.length })}
        </Typography>
      </DialogTitle>
      {(validate.isPending || importing.isPending) && <LinearProgress />}
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(t, error)}
          </Alert>
        )}
        {step === 'mapping' ? (
          <ColumnMappingTable
            table={table}
            mapping={mapping}
            targets={targets}
            fieldHeader={t('sampleInventory.import.field')}
            onChoose={(column, field) => setMapping((current) => chooseMappedField(current, column, field))}
          />
        ) : (
          <>
            {modified.length > 0 && (
              <Alert
                severity="info"
                sx={{ mb: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => setMatching(true)}>
                    {t('sampleInventory.matchModified.title')}
                  </Button>
                }
              >
                {t('sampleInventory.matchModified.found', { count: modified.length })}
              </Alert>
            )}
            <FormControlLabel
              control={<Switch checked={criticalOnly} onChange={(event) => setCriticalOnly(event.target.checked)} />}
              label={t('imports.criticalOnly')}
            />
            <Table size="small" aria-label={t('sampleInventory.import.rowsLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('imports.row')}</TableCell>
                  <TableCell>{t('imports.status')}</TableCell>
                  {mappedFields.map((field) => (
                    <TableCell key={field}>{t(`sampleInventory.columns.${field}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map(({ row, index, checks: rowChecks }) => (
                  <TableRow key={row.rowNumber}>
                    <TableCell>{row.rowNumber}</TableCell>
                    <TableCell
                      sx={{
                        color: rowChecks.some((check) => check.severity === 'critical')
                          ? 'error.main'
                          : rowChecks.length > 0
                            ? 'warning.main'
                            : 'text.secondary',
                      }}
                    >
                      {rowChecks.length > 0
                        ? rowChecks.map((check) => t(`sampleInventory.checks.${check.code}`)).join(', ')
                        : state === 'start'
                          ? ''
                          : t('imports.ok')}
                    </TableCell>
                    {mappedFields.map((field) => (
                      <TableCell key={field}>
                        {resetsSampleImport(field) ? (
                          <TextField
                            variant="standard"
                            size="small"
                            value={String(row.values[field] ?? '')}
                            onChange={(event) => edit(index, field, event.target.value)}
                            slotProps={{
                              htmlInput: { 'aria-label': `${t(`sampleInventory.columns.${field}`)} ${row.rowNumber}` },
                            }}
                          />
                        ) : (
                          String(row.values[field] ?? '')
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'grid' && <Button onClick={() => setStep('mapping')}>{t('imports.back')}</Button>}
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        {step === 'mapping' ? (
          <Button variant="contained" disabled={!mapping.includes('style')} onClick={toGrid}>
            {t('imports.continue')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color={importActionColor(state)}
            disabled={validate.isPending || importing.isPending || rows.length === 0}
            onClick={act}
          >
            {state === 'passed' ? t('sampleInventory.import.passed') : t(`imports.actions.${state}`)}
          </Button>
        )}
      </DialogActions>
      {matching && (
        <MatchModifiedItemsDialog
          items={modified}
          busy={updating.isPending}
          error={null}
          onSubmit={(update, rowNumbers) => updating.mutate({ update, rowNumbers })}
          onClose={() => setMatching(false)}
        />
      )}
    </Dialog>
  );
};
