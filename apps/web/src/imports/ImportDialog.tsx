import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  type Assortment,
  autoMapColumns,
  checkImportRows,
  type ImportCheck,
  type ImportLookup,
  type ImportRow,
  type ImportState,
  importRowChanges,
  importRows,
  importState,
  toStyleColorId,
} from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductToAdd } from '../assortments/grid/use-assortment-batches';
import { validateProducts } from '../products/api';
import { errorMessage } from '../shared/api/error-message';
import type { ImportTable } from './api';
import { importTargets, rememberedMapping, rememberMapping } from './import-targets';

/** Rows of the import grid on one page. */
const IMPORT_PAGE_SIZE = 100;

type Props = {
  assortment: Assortment;
  table: ImportTable;
  userId: string;
  /** Style-colours already in the assortment ('This Style/Color is Already in Your Assortment'). */
  existingIds: ReadonlySet<string>;
  /** Adds the lines as one undoable batch; false when the grid refused them. */
  onImport: (products: ProductToAdd[]) => boolean;
  onClose: () => void;
};

/**
 * The import of a spreadsheet (part 1 §4 Import flow): 'Column Associations' auto-maps the
 * sheet's columns (editable, remembered), then the import grid lists the rows with their checks
 * (part 1 §5); the one button validates, asks to resubmit after critical issues, lets warnings
 * through, and imports the rows into the grid as one batch.
 */
export const ImportDialog = ({ assortment, table, userId, existingIds, onImport, onClose }: Props) => {
  const { t } = useTranslation();
  const targets = useMemo(() => importTargets(t), [t]);
  const [step, setStep] = useState<'mapping' | 'grid'>('mapping');
  const [mapping, setMapping] = useState(
    () => rememberedMapping(userId, table.headers) ?? autoMapColumns(table.headers, targets),
  );
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [state, setState] = useState<ImportState>('start');
  const [findings, setFindings] = useState(new Map<number, ImportCheck[]>());
  const [criticalOnly, setCriticalOnly] = useState(false);
  const [page, setPage] = useState(0);
  const mappedFields = mapping.filter(
    (field): field is string => field !== null && field !== 'style' && field !== 'color',
  );

  const toGrid = () => {
    rememberMapping(userId, table.headers, mapping);
    setRows(importRows(table.rows, mapping));
    setState('start');
    setFindings(new Map());
    setStep('grid');
  };

  const validate = useMutation({
    mutationFn: async () => {
      const unique = [...new Map(rows.map((row) => [toStyleColorId(row.style, row.color), row])).values()].filter(
        (row) => row.style && row.color,
      );
      const answer = await validateProducts(assortment.productType, unique, undefined, assortment.locationId);
      const lookup = new Map<string, ImportLookup>();
      for (const found of answer)
        if (found.status !== 'Style/Color Not Found')
          lookup.set(found.styleColorId, {
            productType: found.status === 'found' ? assortment.productType : otherType(assortment.productType),
            lineStatus: found.lineStatus ?? null,
          });
      return checkImportRows(rows, {
        mode: 'import',
        productType: assortment.productType,
        lookup,
        inAssortment: existingIds,
      });
    },
    onSuccess: (checked) => {
      setFindings(checked);
      setState(importState(checked));
    },
  });

  const importLines = () => {
    const changes = importRowChanges(rows, assortment.labels);
    const products = rows.map((row) => ({ style: row.style, color: row.color, changes: changes.get(row) }));
    if (onImport(products)) onClose();
  };

  const act = () => {
    if (state === 'passed' || state === 'warning') importLines();
    else validate.mutate();
  };

  const edit = (rowNumber: number, field: 'style' | 'color', value: string) => {
    setRows((current) =>
      current.map((row) => (row.rowNumber === rowNumber ? { ...row, [field]: value.trim().toUpperCase() } : row)),
    );
    // A changed style or colour needs checking again (part 1 §4).
    setState('reset');
  };

  const choose = (column: number, field: string) =>
    setMapping((current) =>
      current.map((existing, index) => (index === column ? field || null : existing === field ? null : existing)),
    );

  const samples = (column: number) =>
    table.rows
      .map((row) => row[column] ?? '')
      .filter(Boolean)
      .slice(0, 3)
      .join(' · ');
  const filtered = criticalOnly
    ? rows.filter((row) => findings.get(row.rowNumber)?.some((check) => check.severity === 'critical'))
    : rows;
  // Pages keep a 100,000-row sheet responsive: only one page of rows is ever on screen.
  const shown = filtered.slice(page * IMPORT_PAGE_SIZE, (page + 1) * IMPORT_PAGE_SIZE);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="import-dialog-title">
      {step === 'mapping' ? (
        <>
          <DialogTitle id="import-dialog-title">
            {t('imports.mappingTitle')}
            <Typography variant="body2" color="text.secondary">
              {t('imports.mappingSubtitle')}
            </Typography>
          </DialogTitle>
          <DialogContent dividers>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('imports.column')}</TableCell>
                  <TableCell>{t('imports.sample')}</TableCell>
                  <TableCell>{t('imports.field')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {table.headers.map((header, column) =>
                  header === '' ? null : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's columns are its positions
                    <TableRow key={column}>
                      <TableCell>{header}</TableCell>
                      <TableCell sx={{ color: 'text.secondary' }}>{samples(column)}</TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          value={mapping[column] ?? ''}
                          onChange={(event) => choose(column, event.target.value)}
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
            {!mapping.includes('style') && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('imports.styleRequired')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button variant="contained" disabled={!mapping.includes('style')} onClick={toGrid}>
              {t('imports.continue')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogTitle id="import-dialog-title">
            {t('imports.gridTitle', { title: assortment.title })}
            <Typography variant="body2" color="text.secondary">
              {t('imports.rows', { count: rows.length })}
            </Typography>
          </DialogTitle>
          {validate.isPending && <LinearProgress />}
          <DialogContent dividers>
            <Stack spacing={1}>
              {validate.error && <Alert severity="error">{errorMessage(t, validate.error)}</Alert>}
              <FormControlLabel
                control={
                  <Switch
                    checked={criticalOnly}
                    onChange={(_, checked) => {
                      setCriticalOnly(checked);
                      setPage(0);
                    }}
                  />
                }
                label={t('imports.criticalOnly')}
              />
              <Table size="small" aria-label={t('imports.gridTitle', { title: assortment.title })}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('imports.row')}</TableCell>
                    <TableCell>{t('assortmentGrid.columns.style')}</TableCell>
                    <TableCell>{t('assortmentGrid.columns.color')}</TableCell>
                    {mappedFields.map((field) => (
                      <TableCell key={field}>{t(`assortmentGrid.columns.${field}`)}</TableCell>
                    ))}
                    <TableCell>{t('imports.status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((row) => (
                    <TableRow key={row.rowNumber} data-testid={`import-row-${row.rowNumber}`}>
                      <TableCell>{row.rowNumber}</TableCell>
                      {(['style', 'color'] as const).map((field) => (
                        <TableCell key={field}>
                          <TextField
                            size="small"
                            variant="standard"
                            defaultValue={row[field]}
                            onBlur={(event) =>
                              event.target.value.trim().toUpperCase() !== row[field] &&
                              edit(row.rowNumber, field, event.target.value)
                            }
                            slotProps={{
                              htmlInput: { 'aria-label': `${t(`assortmentGrid.columns.${field}`)} ${row.rowNumber}` },
                            }}
                            sx={{ width: 90 }}
                          />
                        </TableCell>
                      ))}
                      {mappedFields.map((field) => (
                        <TableCell key={field}>{row.values[field] ?? ''}</TableCell>
                      ))}
                      <TableCell>
                        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                          {(findings.get(row.rowNumber) ?? []).map((check) => (
                            <Chip
                              key={check.code}
                              size="small"
                              color={check.severity === 'critical' ? 'error' : 'warning'}
                              label={t(`imports.checks.${check.code}`)}
                            />
                          ))}
                          {state !== 'start' &&
                            state !== 'reset' &&
                            (findings.get(row.rowNumber) ?? []).length === 0 && (
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
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setStep('mapping')}>{t('imports.back')}</Button>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              variant="contained"
              color={state === 'critical' ? 'error' : state === 'warning' ? 'warning' : 'primary'}
              disabled={validate.isPending || rows.length === 0}
              onClick={act}
            >
              {t(`imports.actions.${state}`)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};

/** Some other product type than the assortment's: what 'Product Type is not correct' found. */
const otherType = (productType: Assortment['productType']): Assortment['productType'] =>
  productType === 'Footwear' ? 'Apparel' : 'Footwear';
