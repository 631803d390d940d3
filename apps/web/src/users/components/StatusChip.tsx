import { Chip } from '@mui/material';
import type { User } from '@stride/domain';
import { useTranslation } from 'react-i18next';

const colors = { active: 'success', pending: 'warning', deactivated: 'default' } as const;

export const StatusChip = ({ status }: { status: User['status'] }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={t(`users.status.${status}`)}
      variant={status === 'active' ? 'outlined' : 'filled'}
    />
  );
};
