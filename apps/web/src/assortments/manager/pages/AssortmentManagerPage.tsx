import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Stack, Typography } from '@mui/material';
import type { AssortmentListView } from '@stride/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AssortmentListView as ListView } from '../components/AssortmentListView';
import { FolderTreeView } from '../components/FolderTreeView';
import { ManagerControlBar, type ManagerTab } from '../components/ManagerControlBar';
import { ManagerDialogs } from '../components/ManagerDialogs';
import { useAssortmentActions } from '../components/use-assortment-actions';
import { type OpenDialog, useManagerDialogs } from '../components/use-manager-dialogs';
import { useManagerSort } from '../components/use-manager-sort';

/** The manager's frame: title, New assortment, the control bar, then the current list. */
export const ManagerFrame = ({
  tab,
  onCreate,
  children,
}: {
  tab: ManagerTab;
  onCreate?: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('assortmentManager.title')}
        </Typography>
        {onCreate && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
            {t('assortmentManager.actions.newAssortment')}
          </Button>
        )}
      </Stack>
      <ManagerControlBar current={tab} />
      {children}
    </Container>
  );
};

const QuickAccess = ({
  actions,
  dialogs,
}: {
  actions: ReturnType<typeof useAssortmentActions>;
  dialogs: OpenDialog;
}) => {
  const { t } = useTranslation();
  const [sort, setSort] = useManagerSort();
  return (
    <Stack sx={{ flex: 1, minHeight: 0, gap: 1.5 }}>
      <ListView
        view="starred"
        exportList="quick-access-starred"
        label={t('assortmentManager.views.starred')}
        sort={sort}
        onSortChange={setSort}
        actions={actions}
        dialogs={dialogs}
      />
      <ListView
        view="recent"
        exportList="quick-access-recent"
        label={t('assortmentManager.views.recent')}
        sort="newest"
        actions={actions}
        dialogs={dialogs}
      />
    </Stack>
  );
};

/** One list of the Assortment Manager (spec part 1 §2 Product assortments). */
export const AssortmentManagerPage = ({ view }: { view: AssortmentListView }) => {
  const { t } = useTranslation();
  const dialogs = useManagerDialogs();
  const actions = useAssortmentActions();
  const [sort, setSort] = useManagerSort();
  const body =
    view === 'quick-access' ? (
      <QuickAccess actions={actions} dialogs={dialogs.open} />
    ) : view === 'all' ? (
      <FolderTreeView sort={sort} onSortChange={setSort} actions={actions} dialogs={dialogs.open} />
    ) : (
      <ListView
        key={view}
        view={view}
        exportList={view}
        label={t(`assortmentManager.views.${view}`)}
        sort={view === 'recent' ? 'newest' : sort}
        onSortChange={view === 'recent' ? undefined : setSort}
        actions={actions}
        dialogs={dialogs.open}
      />
    );
  return (
    <ManagerFrame tab={view} onCreate={() => dialogs.open.create()}>
      {body}
      <ManagerDialogs dialogs={dialogs} />
    </ManagerFrame>
  );
};
