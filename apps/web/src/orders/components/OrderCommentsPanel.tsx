import { Button, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatDateTime, type OrderComment } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** An order's comments, oldest first, and a box to add one (any order type). */
export const OrderCommentsPanel = ({
  comments,
  sending,
  onSend,
}: {
  comments: readonly OrderComment[];
  sending: boolean;
  /** Resolves once the comment is kept; the box then empties. */
  onSend: (text: string) => Promise<unknown>;
}) => {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = async () => {
    await onSend(text.trim());
    setText('');
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {t('orders.comments.title')}
      </Typography>
      <List dense data-testid="order-comments">
        {comments.map((comment) => (
          <ListItem key={comment._id} disableGutters>
            <ListItemText
              primary={comment.text}
              secondary={`${comment.name} · ${formatDateTime(new Date(comment.createdDate))}`}
              slotProps={{ primary: { sx: { whiteSpace: 'pre-line' } } }}
            />
          </ListItem>
        ))}
      </List>
      {comments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('orders.comments.empty')}
        </Typography>
      )}
      <Stack sx={{ gap: 1 }}>
        <TextField
          size="small"
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          label={t('orders.comments.new')}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button
          size="small"
          variant="outlined"
          sx={{ alignSelf: 'flex-end' }}
          disabled={sending || text.trim() === ''}
          onClick={() => void send().catch(() => undefined)}
        >
          {t('orders.comments.send')}
        </Button>
      </Stack>
    </Paper>
  );
};
