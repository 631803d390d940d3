import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type AssortmentDocument, formatFileSize } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { ManagerFrame } from '../../manager-frame';
import { errorMessage } from '../../shared/api/error-message';
import { queryKeys } from '../../shared/api/query-keys';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import { deleteKeptDocument, keptDocumentFilePath, useKeptDocuments } from '../api';

const stateColors = { started: 'info', success: 'success', failed: 'error' } as const;

/**
 * /product/assortments/documents (the manager's Documents tab): the documents the person made
 * in the background or shared, newest first, with their state, who opened each shared link and
 * when; download a made one again, or delete it (its links stop working).
 */
const KeptDocumentsPage = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const queryClient = useQueryClient();
  const documents = useKeptDocuments();
  const remove = useMutation({
    mutationFn: (document: AssortmentDocument) => deleteKeptDocument(document._id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.documents.kept() }),
    // Part 2 §8.3.
    onError: (error) =>
      toasts.show({ type: 'error', message: t('documents.kept.deleteFailed', { message: errorMessage(t, error) }) }),
  });
  const askDelete = (document: AssortmentDocument) =>
    prompts.ask({
      title: t('documents.list.delete'),
      description: t(document.links.length > 0 ? 'documents.kept.deleteShared' : 'documents.kept.deleteConfirm', {
        name: document.displayName,
      }),
      labelYes: t('documents.list.delete'),
      labelNo: t('actions.cancel'),
      yes: () => remove.mutate(document),
    });

  return (
    <ManagerFrame tab="documents">
      {documents.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('grid.loading')} />}
      {documents.isError && <Alert severity="error">{errorMessage(t, documents.error)}</Alert>}
      {documents.data?.length === 0 && <Alert severity="info">{t('documents.kept.empty')}</Alert>}
      {documents.data && documents.data.length > 0 && (
        <Table size="small" aria-label={t('assortmentManager.views.documents')}>
          <TableHead>
            <TableRow>
              {(['document', 'made', 'state', 'lines', 'sharedWith', 'expires', 'actions'] as const).map((column) => (
                <TableCell key={column}>{t(`documents.kept.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {documents.data.map((document) => (
              <TableRow key={document._id} aria-label={document.displayName}>
                <TableCell>
                  {document.displayName}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {document.format.toUpperCase()}
                    {document.size !== null && ` · ${formatFileSize(document.size, format.locale)}`}
                  </Typography>
                </TableCell>
                <TableCell>{format.dateTime(document.createdDate)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={stateColors[document.state]}
                    label={t(`documents.kept.states.${document.state}`)}
                  />
                  {document.error && (
                    <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                      {document.error}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{document.lineCount ?? ''}</TableCell>
                <TableCell>
                  {document.links.map((link) => (
                    <Typography key={link.recipient} variant="body2">
                      {link.lastViewedDate
                        ? t('documents.kept.opened', {
                            recipient: link.recipient,
                            count: link.viewCount,
                            date: format.dateTime(link.lastViewedDate),
                          })
                        : t('documents.kept.notOpened', { recipient: link.recipient })}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>{format.dateTime(document.expiresDate)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {document.state === 'success' && (
                      <Button size="small" component="a" href={keptDocumentFilePath(document._id)} download>
                        {t('documents.download')}
                      </Button>
                    )}
                    <Button size="small" color="error" onClick={() => askDelete(document)}>
                      {t('documents.list.delete')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ManagerFrame>
  );
};

export default KeptDocumentsPage;
