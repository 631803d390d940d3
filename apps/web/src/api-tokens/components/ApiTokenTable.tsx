import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ApiToken } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { errorMessage } from '../../shared/api/error-message';
import { prompts } from '../../shared/dialogs/prompt-store';
import { toasts } from '../../shared/toasts/toast-store';
import { type TokenOwner, useApiTokens, useRevokeApiToken } from '../api';

/** A person's tokens (name, access, dates) with a Revoke button each, asked for once more before it acts. */
export const ApiTokenTable = ({ owner }: { owner: TokenOwner }) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const tokens = useApiTokens(owner);
  const revoke = useRevokeApiToken(owner);
  const now = Date.now();

  const askRevoke = (token: ApiToken) =>
    prompts.ask({
      title: t('apiTokens.revokeTitle'),
      description: t('apiTokens.revokeDescription', { name: token.name }),
      labelYes: t('apiTokens.revoke'),
      labelNo: t('actions.cancel'),
      yes: () =>
        revoke.mutate(token._id, {
          onSuccess: () => toasts.show({ type: 'success', message: t('apiTokens.revoked', { name: token.name }) }),
          onError: (error) => toasts.show({ type: 'error', message: errorMessage(t, error) }),
        }),
    });

  if (tokens.data?.length === 0) return <Typography color="text.secondary">{t('apiTokens.empty')}</Typography>;
  return (
    <Table size="small" aria-label={t('apiTokens.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('apiTokens.name')}</TableCell>
          <TableCell>{t('apiTokens.columns.access')}</TableCell>
          <TableCell>{t('apiTokens.columns.created')}</TableCell>
          <TableCell>{t('apiTokens.columns.lastUsed')}</TableCell>
          <TableCell>{t('apiTokens.columns.expires')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {tokens.data?.map((token) => (
          <TableRow key={token._id}>
            <TableCell>{token.name}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={token.access === 'write' ? 'warning' : 'default'}
                label={t(`apiTokens.access.${token.access}`)}
              />
            </TableCell>
            <TableCell>{format.dateTime(token.createdAt)}</TableCell>
            <TableCell>{token.lastUsedAt ? format.dateTime(token.lastUsedAt) : t('apiTokens.neverUsed')}</TableCell>
            <TableCell>
              {Date.parse(token.expiresAt) <= now ? (
                <Chip size="small" color="error" label={t('apiTokens.expired')} />
              ) : (
                format.dateTime(token.expiresAt)
              )}
            </TableCell>
            <TableCell align="right">
              <Button
                color="error"
                size="small"
                onClick={() => askRevoke(token)}
                aria-label={`${t('apiTokens.revoke')} ${token.name}`}
              >
                {t('apiTokens.revoke')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
