import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import {
  autoMapColumns,
  importRows,
  PACKAGE_MAX_ROWS,
  type PackageSettings,
  type ProductType,
  pastedImportRows,
  productTypes,
} from '@stride/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloads } from '../downloads';
import { useProductFacets } from '../products';
import { errorMessage } from '../shared/api/error-message';
import { toasts } from '../shared/toasts/toast-store';
import { mailPackage, readImportFile } from './api';
import { ImportRowsTable, importActionColor } from './ImportRowsTable';
import { SpreadsheetPickButton } from './SpreadsheetPickButton';
import { useImportChecks } from './use-import-checks';
import { ValidationProgress } from './ValidationProgress';

type Source = 'list' | 'division';

/**
 * The bulk downloader (part 1 §2 generic dialogs, part 2 §7.11): style/colours pasted or read
 * from a spreadsheet go through the import grid's checks (a duplicate only warns here), then the
 * photos of the valid ones download as one zip, or go by e-mail as a link; a whole division's
 * photos likewise.
 */
export const BulkDownloadDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const { enqueue } = useDownloads();
  const [source, setSource] = useState<Source>('list');
  const [productType, setProductType] = useState<ProductType>('Footwear');
  const [pasted, setPasted] = useState('');
  const [step, setStep] = useState<'list' | 'grid'>('list');
  const [division, setDivision] = useState('');
  const [settings, setSettings] = useState<PackageSettings>({ heroOnly: false, small: false });
  const [filename, setFilename] = useState(() => t('bulkDownload.defaultFilename'));
  const [mailTo, setMailTo] = useState<string | null>(null);
  const [rowsRead, setRowsRead] = useState(0);
  const checks = useImportChecks({ mode: 'download', productType });
  const divisions = useProductFacets(
    { productType, lineStatus: 'ALL', filters: { styleOnly: false } },
    ['division'],
    source === 'division',
  );

  const readFile = useMutation({
    mutationFn: async (file: File) => {
      setRowsRead(0);
      const table = await readImportFile(file, setRowsRead);
      const targets = ['style', 'color'].map((key) => ({ key, gridLabel: t(`assortmentGrid.columns.${key}`) }));
      const mapping = autoMapColumns(table.headers, targets);
      if (!mapping.includes('style')) throw new Error(t('bulkDownload.noStyleColumn'));
      return { rows: importRows(table.rows, mapping), colorMapped: mapping.includes('color') };
    },
    onSuccess: (read) => checks.load.mutate(read, { onSuccess: () => setStep('grid') }),
  });

  /** The package the person asked for: the checked rows once each, or the division. */
  const packageOf = () => {
    if (source === 'division') return { kind: 'division' as const, data: { filename, division, settings } };
    const rows = [...new Map(checks.acceptedRows().map((row) => [`${row.style}_${row.color}`, row])).values()].map(
      ({ style, color }) => ({ style, color }),
    );
    return { kind: 'spreadsheet' as const, data: { filename, rows, settings } };
  };
  const tooMany = source === 'list' && step === 'grid' && checks.rows.length > PACKAGE_MAX_ROWS;

  const mail = useMutation({
    mutationFn: (to: string) => {
      const request = packageOf();
      return mailPackage(request.kind, to, request.data);
    },
    onSuccess: () => {
      toasts.show({ type: 'success', message: t('bulkDownload.mailed') });
      onClose();
    },
  });

  const download = () => {
    const request = packageOf();
    checks.acted();
    enqueue({ action: `/api/packages/download/${request.kind}`, data: request.data, filename: `${filename}.zip` });
    onClose();
  };

  const act = () => {
    if (checks.state === 'passed' || checks.state === 'warning') download();
    else checks.validate.mutate();
  };

  const error = readFile.error ?? checks.load.error ?? checks.validate.error ?? mail.error;
  const ready = source === 'division' ? division !== '' : checks.state === 'passed' || checks.state === 'warning';
  const busy = readFile.isPending || checks.load.isPending || checks.validate.isPending || mail.isPending;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={step === 'grid' ? 'lg' : 'sm'} aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{t('bulkDownload.title')}</DialogTitle>
      {busy && !checks.validate.isPending && <LinearProgress />}
      <ValidationProgress checks={checks} />
      <DialogContent dividers>
        <Stack spacing={2}>
          {error && <Alert severity="error">{errorMessage(t, error)}</Alert>}
          {step === 'list' && (
            <>
              <Tabs value={source} onChange={(_, next: Source) => setSource(next)}>
                <Tab value="list" label={t('bulkDownload.byList')} />
                <Tab value="division" label={t('bulkDownload.byDivision')} />
              </Tabs>
              <TextField
                select
                label={t('bulkDownload.productType')}
                value={productType}
                onChange={(event) => {
                  setProductType(event.target.value as ProductType);
                  setDivision('');
                }}
              >
                {productTypes.map((type) => (
                  <MenuItem key={type} value={type}>
                    {t(`productSearch.productTypes.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              {source === 'list' ? (
                <>
                  <TextField
                    label={t('bulkDownload.paste')}
                    helperText={t('bulkDownload.pasteHint')}
                    multiline
                    minRows={6}
                    value={pasted}
                    onChange={(event) => setPasted(event.target.value)}
                  />
                  <SpreadsheetPickButton
                    sx={{ alignSelf: 'flex-start' }}
                    label={t('bulkDownload.upload')}
                    reading={readFile.isPending}
                    rowsRead={rowsRead}
                    onFile={(file) => readFile.mutate(file)}
                  />
                </>
              ) : (
                <TextField
                  select
                  label={t('bulkDownload.division')}
                  value={division}
                  onChange={(event) => setDivision(event.target.value)}
                >
                  {(divisions.data?.division ?? []).map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.value} ({option.count})
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </>
          )}
          {step === 'grid' && (
            <>
              {tooMany && <Alert severity="warning">{t('bulkDownload.tooMany', { max: PACKAGE_MAX_ROWS })}</Alert>}
              <ImportRowsTable checks={checks} label={t('bulkDownload.title')} />
            </>
          )}
          {(step === 'grid' || source === 'division') && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={t('bulkDownload.filename')}
                value={filename}
                onChange={(event) => setFilename(event.target.value)}
              />
              {(['heroOnly', 'small'] as const).map((setting) => (
                <FormControlLabel
                  key={setting}
                  label={t(`bulkDownload.${setting}`)}
                  control={
                    <Checkbox
                      checked={settings[setting]}
                      onChange={(_, checked) => setSettings({ ...settings, [setting]: checked })}
                    />
                  }
                />
              ))}
            </Stack>
          )}
          {mailTo !== null && (
            <TextField
              label={t('bulkDownload.mailTo')}
              helperText={t('mailFields.addressesHint')}
              value={mailTo}
              onChange={(event) => setMailTo(event.target.value)}
              autoFocus
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step === 'grid' && <Button onClick={() => setStep('list')}>{t('imports.back')}</Button>}
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        {step === 'list' && source === 'list' ? (
          <Button
            variant="contained"
            disabled={busy || pastedImportRows(pasted).length === 0}
            onClick={() =>
              checks.load.mutate(
                { rows: pastedImportRows(pasted), colorMapped: true },
                { onSuccess: () => setStep('grid') },
              )
            }
          >
            {t('imports.continue')}
          </Button>
        ) : (
          <>
            <Button
              disabled={busy || !ready || tooMany || !filename.trim()}
              onClick={() => (mailTo === null ? setMailTo('') : mail.mutate(mailTo))}
            >
              {t('bulkDownload.mail')}
            </Button>
            {source === 'division' ? (
              <Button variant="contained" disabled={!ready || !filename.trim()} onClick={download}>
                {t('bulkDownload.download')}
              </Button>
            ) : (
              <Button
                variant="contained"
                color={importActionColor(checks.state)}
                disabled={busy || checks.rows.length === 0 || (ready && (tooMany || !filename.trim()))}
                onClick={act}
              >
                {t(`bulkDownload.actions.${checks.state}`)}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
