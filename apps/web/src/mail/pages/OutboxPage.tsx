import AttachFileIcon from '@mui/icons-material/AttachFile';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Chip,
  Container,
  Stack,
  TablePagination,
  Typography,
} from '@mui/material';
import { formatFileSize } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { OUTBOX_PAGE_SIZE, useOutbox } from '../api';

const statusColors = { queued: 'info', sent: 'success', failed: 'error', kept: 'default' } as const;

/** Without SMTP the outbox is the mailbox: administrators read every message the app sent. */
const OutboxPage = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const [page, setPage] = useState(0);
  const outbox = useOutbox(page);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {t('mail.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('mail.subtitle')}
      </Typography>
      {outbox.data?.data.length === 0 && <Typography color="text.secondary">{t('mail.empty')}</Typography>}
      {outbox.data?.data.map((message) => (
        <Accordion key={message._id} disableGutters data-testid="outbox-message">
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
                {format.dateTime(message.createdAt)}
              </Typography>
              <Typography sx={{ flexGrow: 1, fontWeight: 600 }}>{message.subject}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                {message.to.join(', ')}
              </Typography>
              <Chip size="small" color={statusColors[message.status]} label={t(`mail.status.${message.status}`)} />
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
              {message.text}
            </Typography>
            {message.attachments.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
                {message.attachments.map((attachment, index) => (
                  <Chip
                    key={attachment.filename}
                    icon={<AttachFileIcon />}
                    component="a"
                    clickable
                    href={`/api/mail/outbox/${message._id}/attachments/${index}`}
                    download
                    label={`${attachment.filename} (${formatFileSize(attachment.size, format.locale)})`}
                  />
                ))}
              </Stack>
            )}
          </AccordionDetails>
        </Accordion>
      ))}
      <TablePagination
        component="div"
        count={outbox.data?.totalCount ?? 0}
        page={page}
        rowsPerPage={OUTBOX_PAGE_SIZE}
        rowsPerPageOptions={[OUTBOX_PAGE_SIZE]}
        onPageChange={(_, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => t('users.pageOf', { from, to, count })}
      />
    </Container>
  );
};

export default OutboxPage;
