import { Stack } from '@mui/material';
import type { AssortmentListView } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { ManagerFrame } from '../../../manager-frame';
import { AssortmentListView as ListView } from '../components/AssortmentListView';
import { FolderTreeView } from '../components/FolderTreeView';
import { ManagerDialogs } from '../components/ManagerDialogs';
import { useAssortmentActions } from '../components/use-assortment-actions';
import { type OpenDialog, useManagerDialogs } from '../components/use-manager-dialogs';
import { useManagerSort } from '../components/use-manager-sort';

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
