import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CustomSortTarget = {
  colId: string;
  headerName: string;
  values: readonly string[];
  saved: readonly string[];
};

const natural = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** The column's values in the saved order first, then the others in natural order. */
const initialSortOrder = (values: readonly string[], saved: readonly string[]): string[] => {
  const present = new Set(values);
  const kept = saved.filter((value) => present.has(value));
  const rest = [...present].filter((value) => !kept.includes(value)).sort(natural.compare);
  return [...kept, ...rest];
};

const CustomSortForm = ({
  target,
  onSave,
  onClose,
}: {
  target: CustomSortTarget;
  onSave: (order: string[]) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [order, setOrder] = useState(() => initialSortOrder(target.values, target.saved));
  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [value] = next.splice(index, 1);
      next.splice(index + by, 0, value!);
      return next;
    });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="custom-sort-title">
      <DialogTitle id="custom-sort-title">
        {t('assortmentGrid.customSort.title', { column: target.headerName })}
      </DialogTitle>
      <DialogContent dividers sx={{ maxHeight: 420 }}>
        <List dense aria-label={t('assortmentGrid.customSort.order')}>
          {order.map((value, index) => (
            <ListItem
              key={value}
              disableGutters
              secondaryAction={
                <>
                  <IconButton
                    size="small"
                    aria-label={t('assortmentGrid.customSort.up', { value: value || t('grid.group.blank') })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('assortmentGrid.customSort.down', { value: value || t('grid.group.blank') })}
                    disabled={index === order.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={value || t('grid.group.blank')} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            onSave(order);
            onClose();
          }}
        >
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** 'Customize How This Column Sorts': the column's distinct values, put in the order the grid sorts them by. */
export const CustomSortDialog = (props: {
  target: CustomSortTarget | null;
  onSave: (colId: string, order: string[]) => void;
  onClose: () => void;
}) =>
  props.target ? (
    <CustomSortForm
      key={props.target.colId}
      target={props.target}
      onSave={(order) => props.target && props.onSave(props.target.colId, order)}
      onClose={props.onClose}
    />
  ) : null;
