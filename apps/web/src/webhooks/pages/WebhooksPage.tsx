import {
  Box,
  Button,
  Chip,
  Collapse,
  Container,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { Webhook } from '@stride/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import { useDeleteWebhook, useSendTestWebhook, useWebhooks } from '../api';
import { DeliveriesPanel } from '../components/DeliveriesPanel';
import { WebhookDialog } from '../components/WebhookDialog';

/** Enabled; disabled after failures (with when); or disabled by an administrator. */
const StateChip = ({ webhook }: { webhook: Webhook }) => {
  const { t } = useTranslation();
  if (webhook.enabled) return <Chip size="small" color="success" label={t('webhooks.state.enabled')} />;
  return (
    <Chip
      size="small"
      color={webhook.disabledAt ? 'error' : 'default'}
      label={t(webhook.disabledAt ? 'webhooks.state.disabledByFailures' : 'webhooks.state.disabled')}
    />
  );
};

/** Admin → Webhooks: the endpoints, each with Edit, Send test, Deliveries and Delete. */
const WebhooksPage = () => {
  const { t } = useTranslation();
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const sendTest = useSendTestWebhook();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const failed = (error: unknown) => toasts.show({ type: 'error', message: errorMessage(t, error) });

  const askDelete = (webhook: Webhook) =>
    prompts.ask({
      title: t('webhooks.deleteTitle'),
      description: t('webhooks.deleteDescription', { url: webhook.url }),
      labelYes: t('webhooks.delete'),
      labelNo: t('actions.cancel'),
      yes: () => remove.mutate(webhook._id, { onError: failed }),
    });
  const test = (webhook: Webhook) =>
    sendTest.mutate(webhook._id, {
      onSuccess: () => {
        setOpened(webhook._id);
        toasts.show({ type: 'success', message: t('webhooks.testSent') });
      },
      onError: failed,
    });

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('webhooks.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('webhooks.new')}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('webhooks.subtitle')}
      </Typography>
      {webhooks.data?.length === 0 && <Typography color="text.secondary">{t('webhooks.empty')}</Typography>}
      {(webhooks.data?.length ?? 0) > 0 && (
        <Table size="small" aria-label={t('webhooks.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('webhooks.url')}</TableCell>
              <TableCell>{t('webhooks.events')}</TableCell>
              <TableCell>{t('webhooks.columns.state')}</TableCell>
              <TableCell>{t('webhooks.columns.failures')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {webhooks.data?.map((webhook) => (
              <Fragment key={webhook._id}>
                <TableRow data-testid="webhook-row">
                  <TableCell sx={{ wordBreak: 'break-all' }}>{webhook.url}</TableCell>
                  <TableCell>{webhook.events.join(', ')}</TableCell>
                  <TableCell>
                    <StateChip webhook={webhook} />
                  </TableCell>
                  <TableCell>{webhook.failuresInARow}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing(webhook)}>
                      {t('webhooks.edit')}
                    </Button>
                    <Button size="small" onClick={() => test(webhook)}>
                      {t('webhooks.sendTest')}
                    </Button>
                    <Button size="small" onClick={() => setOpened(opened === webhook._id ? null : webhook._id)}>
                      {t('webhooks.deliveries')}
                    </Button>
                    <Button size="small" color="error" onClick={() => askDelete(webhook)}>
                      {t('webhooks.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={5} sx={{ py: 0, borderBottom: opened === webhook._id ? undefined : 'none' }}>
                    <Collapse in={opened === webhook._id} unmountOnExit>
                      <Box sx={{ py: 2 }}>
                        <DeliveriesPanel webhookId={webhook._id} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && <WebhookDialog webhook={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Container>
  );
};

export default WebhooksPage;
