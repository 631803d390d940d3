import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Button } from '@mui/material';
import { accessRules, checkAccess } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { createOrderPath } from '../../../shared/routing/assortment-paths';
import { useCurrentUser } from '../../../shared/session/session-store';

/** The assortment grid's way to its lines as a new order, for people who may create one. */
export const CreateOrderButton = ({ assortmentId }: { assortmentId: string }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user || !checkAccess(user, accessRules.anyOrders)) return null;
  return (
    <Button size="small" component={RouterLink} to={createOrderPath(assortmentId)} startIcon={<ShoppingCartIcon />}>
      {t('wholesaleOrders.fromAssortment.button')}
    </Button>
  );
};
