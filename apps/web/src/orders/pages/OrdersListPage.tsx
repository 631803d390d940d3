import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { Button, Container, InputAdornment, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import {
  accessRules,
  allowsCoordinatorChange,
  checkAccess,
  DEBOUNCE_MS,
  isOrderCoordinator,
  type OrderView,
} from '@stride/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { viewedCoordinator } from '../../notifications';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { useCurrentUser } from '../../shared/session/session-store';
import { useAssignedCoordinators } from '../api';
import { ALL_COORDINATORS, CoordinatorPicker } from '../components/CoordinatorPicker';
import { OrderListTable } from '../components/OrderListTable';
import { type OrderScreenTab, type OrderScreenType, orderListPath, orderScreens, tabAccess } from '../order-screens';
import { useOrderListActions } from '../use-order-list-actions';

const SampleStylesTable = lazy(() => import('../components/SampleStylesTable'));

/**
 * One order screen's tab (spec part 1 §2 Orders): its tabs, a search, the coordinator whose
 * orders are shown where the tab allows coordinator change, and New order.
 */
export const OrdersListPage = ({ screen, tab }: { screen: OrderScreenType; tab: OrderScreenTab }) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = orderScreens[screen];
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), DEBOUNCE_MS.api);

  const coordinatorChange =
    tab !== 'sample-styles' &&
    allowsCoordinatorChange(config.orderType, tab) &&
    user !== null &&
    isOrderCoordinator(user, config.orderType);
  const coordinators = useAssignedCoordinators(coordinatorChange);
  // With none chosen, the person themselves when the assignment list names them (spec part 1 §4).
  const chosen = params.get('coordinator');
  const coordinator =
    chosen ?? (coordinators.data?.some((entry) => entry.code === user?.userCode) ? user!.userCode : ALL_COORDINATORS);
  const coordinatorsKnown = !coordinatorChange || chosen !== null || !coordinators.isPending;

  // The notifications drawer shows the chosen coordinator's notifications, read only (spec part 1 §6).
  const viewed = coordinatorChange && coordinator !== ALL_COORDINATORS && coordinator !== user?.userCode;
  useEffect(() => {
    viewedCoordinator.set(viewed ? coordinator : null);
    return () => viewedCoordinator.set(null);
  }, [viewed, coordinator]);

  const scope = useMemo(() => ({ routeType: config.routeType, tab }), [config.routeType, tab]);
  const query = useMemo(
    () => ({
      search: search || undefined,
      coordinator: coordinatorChange && coordinator !== ALL_COORDINATORS ? coordinator : undefined,
    }),
    [search, coordinatorChange, coordinator],
  );
  const reload = useRef<(() => void) | null>(null);
  const actions = useOrderListActions(scope, { routeType: config.routeType, tab: config.draftTab }, () =>
    reload.current?.(),
  );
  const tabs = config.tabs.filter((entry) => user && checkAccess(user, accessRules[tabAccess(screen, entry)]));
  const draftsHere = tab === config.draftTab;

  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t(`orders.screens.${screen}.title`)}
        </Typography>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          disabled={actions.creating}
          onClick={actions.create}
        >
          {t('orders.list.newOrder')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Tabs value={tab} sx={{ flex: '1 1 auto' }}>
          {tabs.map((entry) => (
            <Tab
              key={entry}
              value={entry}
              label={t(`orders.tabs.${entry}`)}
              component={RouterLink}
              to={orderListPath(config.routeType, entry)}
            />
          ))}
        </Tabs>
        {coordinatorChange && (
          <CoordinatorPicker
            coordinators={coordinators.data ?? []}
            value={coordinator}
            onChange={(value) => setParams({ coordinator: value }, { replace: true })}
          />
        )}
        <TextField
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('orders.list.search')}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('orders.list.search') },
          }}
          sx={{ width: 280, maxWidth: '100%' }}
        />
      </Stack>
      {tab === 'sample-styles' ? (
        <Suspense>
          <SampleStylesTable search={search} />
        </Suspense>
      ) : (
        coordinatorsKnown && (
          <OrderListTable
            key={tab}
            scope={scope as { routeType: typeof config.routeType; tab: OrderView }}
            query={query}
            actions={{ duplicate: actions.duplicate, remove: actions.remove }}
            onCreate={draftsHere ? actions.create : undefined}
            reloadRef={reload}
          />
        )
      )}
    </Container>
  );
};
