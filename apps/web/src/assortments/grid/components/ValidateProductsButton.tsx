import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Button, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ProductValidationAnswer } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateProducts } from '../../../products';
import { errorMessage } from '../../../shared/api/error-message';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { toasts } from '../../../shared/toasts/toast-store';
import type { AssortmentBatches } from '../use-assortment-batches';
import type { RowHistory } from '../use-row-history';

/** A line the catalogue does not confirm; answers come in the order the lines were sent. */
type Problem = ProductValidationAnswer['data'][number] & { rowId: string };

const statusKey = (status: Problem['status']) => (status === 'Product Type is not correct' ? 'wrongType' : 'notFound');

/**
 * Checks every line against the catalogue (spec part 2 §7.3 validate products): lines whose
 * style-colour left the catalogue, or is now of another product type, are listed and can be
 * removed in one undoable step.
 */
export const ValidateProductsButton = ({
  batches,
  rowHistory,
}: {
  batches: AssortmentBatches;
  rowHistory: RowHistory;
}) => {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<Problem[] | null>(null);

  const check = async () => {
    const { assortment, rows } = batches.store.get();
    if (rows.length === 0) {
      toasts.show({ type: 'info', message: t('assortmentGrid.validate.noProducts') });
      return;
    }
    setChecking(true);
    try {
      const answer = await validateProducts(
        assortment.productType,
        rows.map(({ style, color }) => ({ style, color })),
      );
      const invalid = answer.flatMap((product, index) =>
        product.status === 'found' ? [] : [{ ...product, rowId: rows[index]?.id ?? product.styleColorId }],
      );
      if (invalid.length === 0)
        toasts.show({ type: 'success', message: t('assortmentGrid.validate.allValid', { count: rows.length }) });
      else setProblems(invalid);
    } catch (error) {
      toasts.show({ type: 'error', message: t('assortmentGrid.validate.failed', { message: errorMessage(t, error) }) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        startIcon={checking ? <CircularProgress size={14} color="inherit" /> : <FactCheckIcon />}
        disabled={checking}
        onClick={check}
      >
        {t('assortmentGrid.validate.button')}
      </Button>
      <FormDialog
        open={problems !== null}
        title={t('assortmentGrid.validate.title')}
        submitLabel={t('assortmentGrid.validate.remove', { count: problems?.length ?? 0 })}
        busy={false}
        error={null}
        onSubmit={() => {
          rowHistory.deleteProducts(
            (problems ?? []).map((problem) => problem.rowId),
            { announce: true },
          );
          setProblems(null);
        }}
        onClose={() => setProblems(null)}
      >
        <Typography variant="body2">{t('assortmentGrid.validate.found', { count: problems?.length ?? 0 })}</Typography>
        <List dense sx={{ maxHeight: 320, overflow: 'auto' }}>
          {(problems ?? []).map((problem) => (
            <ListItem key={problem.rowId} disableGutters>
              <ListItemText
                primary={`${problem.style} ${problem.color}`}
                secondary={t(`assortmentGrid.validate.statuses.${statusKey(problem.status)}`)}
              />
            </ListItem>
          ))}
        </List>
      </FormDialog>
    </>
  );
};
