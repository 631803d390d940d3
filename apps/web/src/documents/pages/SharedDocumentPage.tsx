import { Alert, Button, LinearProgress, Stack, Typography } from '@mui/material';
import {
  type DocumentFormat,
  documentFormats,
  scheduledDocumentFilePath,
  sharedDocumentFilePath,
} from '@stride/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountCard } from '../../shared/app-shell/AccountCard';
import { saveBlob } from '../../shared/browser/save-blob';

type Download =
  | { state: 'downloading'; loaded: number; total: number | null }
  | { state: 'done' | 'canceled' | 'gone' }
  | { state: 'failed'; message: string };

/** Reads the answer's body, telling how much has come; the signal cancels it. */
const readWithProgress = async (response: Response, onProgress: (loaded: number) => void): Promise<Blob> => {
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    loaded += part.value.length;
    onProgress(loaded);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
};

/**
 * /file/shared/{fileType}/document/{documentId}/{accessCode}/{filename} and
 * /file/scheduled/{fileType}/document/{documentId}/{timeStamp}/{filename} (part 1 §2): a mailed
 * link opens this page signed out; the download starts at once with its progress, can be
 * cancelled ('Your document has been canceled', part 2 §8.6) and started again.
 */
const SharedDocumentPage = () => {
  const { t } = useTranslation();
  const { fileType = '', documentId = '', accessCode, timeStamp, filename = '' } = useParams();
  const [download, setDownload] = useState<Download>({ state: 'downloading', loaded: 0, total: null });
  const controller = useRef<AbortController | null>(null);
  const format = documentFormats.includes(fileType as DocumentFormat) ? (fileType as DocumentFormat) : null;

  const start = useCallback(async () => {
    if (!format) return setDownload({ state: 'gone' });
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setDownload({ state: 'downloading', loaded: 0, total: null });
    try {
      // A shared link names the recipient's access code; a scheduled one its run's time stamp.
      const path = timeStamp
        ? scheduledDocumentFilePath(format, documentId, Number(timeStamp), filename)
        : sharedDocumentFilePath(format, documentId, accessCode ?? '', filename);
      const response = await fetch(path, { signal: abort.signal });
      if (response.status === 404) return setDownload({ state: 'gone' });
      if (!response.ok) return setDownload({ state: 'failed', message: response.statusText });
      const total = Number(response.headers.get('content-length')) || null;
      const blob = await readWithProgress(response, (loaded) => setDownload({ state: 'downloading', loaded, total }));
      saveBlob(blob, filename);
      setDownload({ state: 'done' });
    } catch (error) {
      if (abort.signal.aborted) setDownload({ state: 'canceled' });
      else setDownload({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }, [format, documentId, accessCode, timeStamp, filename]);

  useEffect(() => {
    void start();
    return () => controller.current?.abort();
  }, [start]);

  const again = (
    <Button variant="outlined" onClick={() => void start()}>
      {t('documents.sharedPage.again')}
    </Button>
  );
  return (
    <AccountCard title={t('documents.sharedPage.title')}>
      <Stack spacing={2}>
        {download.state === 'downloading' && (
          <>
            <Typography>{t('documents.sharedPage.downloading', { filename })}</Typography>
            <LinearProgress
              aria-label={t('documents.sharedPage.downloading', { filename })}
              variant={download.total ? 'determinate' : 'indeterminate'}
              value={download.total ? (100 * download.loaded) / download.total : undefined}
            />
            <Button onClick={() => controller.current?.abort()}>{t('documents.sharedPage.cancel')}</Button>
          </>
        )}
        {download.state === 'done' && (
          <>
            <Alert severity="success">{t('documents.sharedPage.done', { filename })}</Alert>
            {again}
          </>
        )}
        {download.state === 'canceled' && (
          <>
            <Alert severity="info">{t('documents.sharedPage.canceled')}</Alert>
            {again}
          </>
        )}
        {download.state === 'gone' && <Alert severity="warning">{t('documents.sharedPage.gone')}</Alert>}
        {download.state === 'failed' && (
          <>
            <Alert severity="error">{t('documents.sharedPage.failed', { message: download.message })}</Alert>
            {again}
          </>
        )}
      </Stack>
    </AccountCard>
  );
};

export default SharedDocumentPage;
