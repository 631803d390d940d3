import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { type Assortment, autoMapColumns, importRowChanges, importRows, type ProductToAdd } from '@stride/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staysFocusable } from '../shared/a11y/stays-focusable';
import { errorMessage } from '../shared/api/error-message';
import type { ImportTable } from './api';
import { ColumnMappingTable, chooseMappedField } from './ColumnMappingTable';
import { ImportRowsTable, importActionColor } from './ImportRowsTable';
import { importTargets, rememberedMapping, rememberMapping } from './import-targets';
import { useImportChecks } from './use-import-checks';
import { ValidationProgress } from './ValidationProgress';

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
  const checks = useImportChecks({
    mode: 'import',
    productType: assortment.productType,
    locationCode: assortment.locationId,
    inAssortment: existingIds,
    assortmentId: assortment._id,
    labels: assortment.labels,
    assortmentStatus: assortment.status,
  });
  const { rows, state } = checks;
  const mappedFields = mapping.filter(
    (field): field is string => field !== null && field !== 'style' && field !== 'color',
  );

  const toGrid = () => {
    rememberMapping(userId, table.headers, mapping);
    checks.load.mutate(
      { rows: importRows(table.rows, mapping), colorMapped: mapping.includes('color') },
      { onSuccess: () => setStep('grid') },
    );
  };

  const importLines = () => {
    checks.acted();
    const changes = importRowChanges(rows, assortment.labels);
    const products = rows.map((row) => ({ style: row.style, color: row.color, changes: changes.get(row) }));
    if (onImport(products)) onClose();
  };

  const act = () => {
    if (checks.validate.isPending) return;
    if (state === 'passed' || state === 'warning') importLines();
    else checks.validate.mutate();
  };

  const error = checks.load.error ?? checks.validate.error;

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
          {checks.load.isPending && <LinearProgress />}
          <DialogContent dividers>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(t, error)}
              </Alert>
            )}
            <ColumnMappingTable
              table={table}
              mapping={mapping}
              targets={targets}
              fieldHeader={t('imports.field')}
              onChoose={(column, field) => setMapping((current) => chooseMappedField(current, column, field))}
            />
            {!mapping.includes('style') && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {t('imports.styleRequired')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button variant="contained" disabled={!mapping.includes('style') || checks.load.isPending} onClick={toGrid}>
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
          <ValidationProgress checks={checks} />
          <DialogContent dividers>
            {error && (
              <Alert severity="error" sx={{ mb: 1 }}>
                {errorMessage(t, error)}
              </Alert>
            )}
            <ImportRowsTable
              checks={checks}
              label={t('imports.gridTitle', { title: assortment.title })}
              fields={mappedFields}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setStep('mapping')}>{t('imports.back')}</Button>
            <Button onClick={onClose}>{t('actions.cancel')}</Button>
            <Button
              variant="contained"
              color={importActionColor(state)}
              {...staysFocusable(checks.validate.isPending)}
              disabled={rows.length === 0}
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
