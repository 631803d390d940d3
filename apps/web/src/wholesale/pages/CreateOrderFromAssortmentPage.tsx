import {
  Alert,
  Button,
  CircularProgress,
  FormControlLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { orderLinesFromAssortment, orderPagePath, orderTypesFor } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useAssortment } from '../../assortments';
import { isShownOrderError, orderErrorText } from '../../orders';
import { errorMessage } from '../../shared/api/error-message';
import { useCurrentUser } from '../../shared/session/session-store';
import { toasts } from '../../shared/toasts/toast-store';
import { createOrder } from '../api';

/**
 * Create an order from an assortment (/product/assortments/assortment/{id}/create-order): the
 * person picks a type they may create, the assortment's lines become the new DRAFT's lines, and
 * the order opens.
 */
const CreateOrderFromAssortmentPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const assortmentId = useParams().assortmentId ?? '';
  const assortment = useAssortment({ _id: assortmentId, orgType: 'regular' });
  const types = user ? orderTypesFor(user) : [];
  const [chosen, setChosen] = useState(types[0]?.type ?? null);
  const [busy, setBusy] = useState(false);

  if (assortment.isPending) return <CircularProgress sx={{ m: 4 }} />;
  if (assortment.error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(t, assortment.error)}
      </Alert>
    );
  const products = assortment.data.products;
  const entry = types.find((type) => type.type === chosen);
  const lines = entry ? orderLinesFromAssortment(entry.type, products) : [];

  const create = async () => {
    if (!entry || lines.length === 0) return;
    setBusy(true);
    try {
      const order = await createOrder(entry.type, entry.tab, {
        productType: assortment.data.productType,
        purpose: assortment.data.title,
        // The assortment lists the orders made from it (GET /api/assortments/{id}?includeOrders=true).
        assortmentId: assortment.data._id,
        ...(entry.type === 'wholesale' ? { origin: 'domestic' } : {}),
        lines,
      });
      toasts.show({
        type: 'success',
        kind: 'successOrder',
        message: t('wholesaleOrders.fromAssortment.created'),
        keepOnRouteChange: true,
      });
      navigate(orderPagePath(order));
    } catch (error) {
      if (isShownOrderError(error)) toasts.show({ type: 'error', persist: true, message: orderErrorText(t, error) });
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('wholesaleOrders.fromAssortment.title', { title: assortment.data.title })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {types.length === 0 ? (
          <Alert severity="info">{t('wholesaleOrders.fromAssortment.noType')}</Alert>
        ) : (
          <RadioGroup
            aria-label={t('wholesaleOrders.fromAssortment.type')}
            value={chosen ?? ''}
            onChange={(event) => setChosen(event.target.value as typeof chosen)}
          >
            {types.map((type) => (
              <FormControlLabel
                key={type.type}
                value={type.type}
                control={<Radio />}
                label={t(`wholesaleOrders.fromAssortment.types.${type.type}`)}
              />
            ))}
          </RadioGroup>
        )}
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('wholesaleOrders.fromAssortment.lines', { count: lines.length, skipped: products.length - lines.length })}
        </Typography>
      </Paper>
      <Stack direction="row" spacing={1}>
        <Button onClick={() => navigate(`/product/assortments/assortment/${assortmentId}`)}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={create} disabled={busy || !entry || lines.length === 0}>
          {t('wholesaleOrders.fromAssortment.create')}
        </Button>
      </Stack>
    </Stack>
  );
};

export default CreateOrderFromAssortmentPage;
