import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RowProblem } from './use-row-problems';

/**
 * What the server refused, in the user's language: each asset with the fields it lacks to be
 * published (or that may not be cleared outside pending). The cells are marked in the grid too.
 */
export const ProblemsAlert = ({ problems }: { problems: readonly RowProblem[] }) => {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" data-testid="publish-problems">
      <AlertTitle>{t('libraries.manage.problemsTitle')}</AlertTitle>
      {problems.map((problem) => (
        <div key={problem.assetId}>
          {t('libraries.manage.problemRow', {
            name: problem.name,
            fields: problem.fields.map((field) => t(`libraries.fields.${field.replace('.', '_')}`)).join(', '),
          })}
        </div>
      ))}
    </Alert>
  );
};
