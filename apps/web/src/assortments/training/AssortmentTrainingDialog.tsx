import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

const steps = ['create', 'add', 'edit', 'sort', 'share'] as const;
const shortcuts = ['undo', 'redo', 'selectAll', 'deselect', 'clear', 'paste'] as const;

/** The Product toolbar's Help dialog on assortment training (spec part 1 §2 Menus). */
export const AssortmentTrainingDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assortment-training-title">
      <DialogTitle id="assortment-training-title">{t('assortmentTraining.title')}</DialogTitle>
      <DialogContent dividers>
        <List dense>
          {steps.map((step, index) => (
            <ListItem key={step} disableGutters>
              <ListItemText
                primary={`${index + 1}. ${t(`assortmentTraining.steps.${step}.title`)}`}
                secondary={t(`assortmentTraining.steps.${step}.text`)}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {t('assortmentTraining.shortcutsTitle')}
        </Typography>
        <List dense>
          {shortcuts.map((shortcut) => (
            <ListItem key={shortcut} disableGutters>
              <ListItemText primary={t(`assortmentTraining.shortcuts.${shortcut}`)} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
