import { LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportChecks } from './use-import-checks';

/** While rows are checked against the catalogue: how many of how many (large sheets take seconds). */
export const ValidationProgress = ({ checks }: { checks: ImportChecks }) => {
  const { t } = useTranslation();
  if (!checks.validate.isPending) return null;
  const { checked, total } = checks.progress;
  return (
    <>
      <LinearProgress
        variant={total > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? (100 * checked) / total : 0}
        aria-label={t('imports.validating')}
      />
      {total > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 3, pt: 0.5 }}>
          {t('imports.validated', { checked: checked.toLocaleString(), total: total.toLocaleString() })}
        </Typography>
      )}
    </>
  );
};
