import { Typography } from '@mui/material';
import type { Order } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isShownOrderError, orderErrorText } from '../../orders';
import { saveBlob } from '../../shared/browser/save-blob';
import { FormDialog } from '../../shared/dialogs/FormDialog';
import { toasts } from '../../shared/toasts/toast-store';
import { downloadOrderWorkbook } from '../api';

type Props = { order: Pick<Order, '_id' | 'orderNumber' | 'orderIdentifier'>; open: boolean; onClose: () => void };

const orderWorkbookName = (order: Pick<Order, 'orderNumber'>) => `wholesale-order-${order.orderNumber}.xlsx`;

/** The "export wholesale order to Excel" dialog (spec part 1 §2): the order as a workbook download. */
export const ExportOrderDialog = ({ order, open, onClose }: Props) => {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      saveBlob(await downloadOrderWorkbook(order._id), orderWorkbookName(order));
      toasts.show({ type: 'success', kind: 'successOrder', message: t('wholesaleOrders.export.done') });
      onClose();
    } catch (failure) {
      // At 500 and above the general error dialog has said it (part 2 §8.4).
      setError(isShownOrderError(failure) ? orderErrorText(t, failure) : null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      title={t('wholesaleOrders.export.title')}
      submitLabel={t('wholesaleOrders.export.download')}
      busy={busy}
      error={error}
      onSubmit={download}
      onClose={onClose}
    >
      <Typography>
        {t('wholesaleOrders.export.description', { identifier: order.orderIdentifier, file: orderWorkbookName(order) })}
      </Typography>
    </FormDialog>
  );
};
