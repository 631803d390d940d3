import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import {
  type Assortment,
  type AssortmentDocumentRequest,
  type DocumentFormat,
  type DocumentKind,
  type DocumentSettingKey,
  type DocumentSettings,
  defaultDocumentSettings,
  documentFieldSettings,
  documentFilenameFor,
  documentFileTypeOf,
  documentFormats,
  documentKinds,
  documentLayoutSettings,
  documentSubTypes,
  documentText,
  isUiLanguage,
  type ScheduleTiming,
} from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloads } from '../downloads';
import { errorMessage } from '../shared/api/error-message';
import { queryKeys } from '../shared/api/query-keys';
import { isMailDraftReady, type MailDraft, MailFields, mailRequestOf } from '../shared/mail/MailFields';
import { toasts } from '../shared/toasts/toast-store';
import { createDocumentSchedule, recordDocumentExport, shareAssortmentDocument } from './api';
import { documentDownload } from './document-job-download';
import { ScheduleFields } from './ScheduleFields';

/** "Linesheet|Expanded": one choice of the document select. */
const documentChoices = documentKinds.flatMap((name) =>
  documentSubTypes[name].map((subType) => ({ name, subType, value: `${name}|${subType}` })),
);

type Props = { assortment: Assortment; open: boolean; onClose: () => void };

/**
 * The documents dialog (part 1 §2 'documents schedule and send', §3 Assortment document
 * request): the kind of document, xlsx or pdf, a file name, and every setting toggle starting
 * from the defaults of the assortment's product type and channel; Download makes the file in
 * the page's language.
 */
export const DocumentsDialog = ({ assortment, open, onClose }: Props) => {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = isUiLanguage(i18n.language) ? i18n.language : 'en-US';
  const text = documentText[language];
  const [choice, setChoice] = useState(documentChoices[1]?.value ?? 'Linesheet|Expanded');
  const [format, setFormat] = useState<DocumentFormat>('pdf');
  const [filename, setFilename] = useState('');
  const [settings, setSettings] = useState<DocumentSettings>(() =>
    defaultDocumentSettings(assortment.productType, assortment.channel),
  );
  const [mode, setMode] = useState<'download' | 'send' | 'schedule'>('download');
  const [timing, setTiming] = useState<ScheduleTiming>({ frequency: 'weekly', weekday: 1, dayOfMonth: 1, hour: 7 });
  const [draft, setDraft] = useState<MailDraft>({ to: '', bcc: '', subject: '', body: '' });
  const [name, subType] = choice.split('|') as [DocumentKind, string];
  const documentName = `${text.words.kinds[name]} ${text.words.subTypes[subType as keyof typeof text.words.subTypes]}`;
  const subject = draft.subject || t('documents.defaultSubject', { title: assortment.title, document: documentName });
  const request: AssortmentDocumentRequest = {
    kind: 'AssortmentDocument',
    documentType: { type: documentFileTypeOf(format), name, subType },
    productType: assortment.productType,
    settings,
    assortment: assortment._id,
    filename: filename.trim() || undefined,
    language,
  };
  const { enqueue } = useDownloads();
  // The document is made as a job while the person goes on; the download queue shows it to the file.
  const download = () => {
    enqueue(documentDownload(request, documentFilenameFor(request, assortment.title)));
    recordDocumentExport(request, format);
    onClose();
  };
  const send = useMutation({
    mutationFn: () => shareAssortmentDocument(format, { ...request, ...mailRequestOf({ ...draft, subject }) }),
    onSuccess: () => {
      // Closing the dialog leaves its route for the grid's: the toast is for the grid too.
      toasts.show({ type: 'success', message: t('documents.shared'), keepOnRouteChange: true });
      onClose();
    },
  });
  const schedule = useMutation({
    mutationFn: () =>
      createDocumentSchedule({
        ...request,
        assortment: assortment._id,
        ...mailRequestOf({ ...draft, subject }),
        format,
        timing,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.schedules() });
      toasts.show({ type: 'success', message: t('documents.scheduled'), keepOnRouteChange: true });
      onClose();
    },
  });
  const busy = send.isPending || schedule.isPending;
  const failure = send.error ?? schedule.error;
  const toggle = (key: DocumentSettingKey) => (_: unknown, checked: boolean) =>
    setSettings((current) => ({ ...current, [key]: checked }));
  const toggles = (keys: readonly DocumentSettingKey[], label: (key: DocumentSettingKey) => string) => (
    <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }}>
      {keys.map((key) => (
        <FormControlLabel
          key={key}
          control={<Checkbox size="small" checked={settings[key]} onChange={toggle(key)} />}
          label={label(key)}
        />
      ))}
    </FormGroup>
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="documents-dialog-title">
      <DialogTitle id="documents-dialog-title">{t('documents.title')}</DialogTitle>
      <Tabs value={mode} onChange={(_, value) => setMode(value)} sx={{ px: 3 }}>
        <Tab value="download" label={t('documents.download')} />
        <Tab value="send" label={t('documents.send')} />
        <Tab value="schedule" label={t('documents.schedule')} />
      </Tabs>
      {busy && <LinearProgress aria-label={t('documents.making')} />}
      <DialogContent dividers>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{t('documents.failed', { message: errorMessage(t, failure) })}</Alert>}
          {mode !== 'download' && (
            <Stack spacing={2}>
              {mode === 'schedule' && <ScheduleFields timing={timing} onChange={setTiming} />}
              <MailFields draft={{ ...draft, subject }} onChange={setDraft} />
            </Stack>
          )}
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField
              select
              size="small"
              label={t('documents.document')}
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
              sx={{ minWidth: 260 }}
            >
              {documentChoices.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {`${text.words.kinds[option.name]} – ${text.words.subTypes[option.subType as keyof typeof text.words.subTypes]}`}
                </MenuItem>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id="documents-format">{t('documents.format')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="documents-format"
                value={format}
                onChange={(event) => setFormat(event.target.value as DocumentFormat)}
              >
                {documentFormats.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={t(`documents.${option}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              size="small"
              label={t('documents.filename')}
              value={filename}
              placeholder={documentFilenameFor({ ...request, filename: undefined }, assortment.title)}
              onChange={(event) => setFilename(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 120 } }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('documents.fields')}</FormLabel>
            {toggles(documentFieldSettings, (key) => text.columns[key as keyof typeof text.columns])}
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('documents.layout')}</FormLabel>
            {toggles(documentLayoutSettings, (key) => t(`documents.settings.${key}`))}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        {mode === 'download' ? (
          <Button variant="contained" disabled={busy} onClick={download}>
            {t('documents.download')}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={busy || !isMailDraftReady({ ...draft, subject })}
            onClick={() => (mode === 'send' ? send.mutate() : schedule.mutate())}
          >
            {t(mode === 'send' ? 'documents.send' : 'documents.schedule')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
