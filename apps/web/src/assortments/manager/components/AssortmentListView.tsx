import type { Assortment, AssortmentSortOption } from '@stride/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortOptionSelect } from '../../../shared/forms/SortOptionSelect';
import type { GridMenuTarget } from '../../../shared/grid';
import { type ExportList, useAssortmentList } from '../api';
import type { ListView } from '../list-cache';
import { AssortmentGrid } from './AssortmentGrid';
import { ExportButton } from './ExportButton';
import { ListToolbar } from './ListToolbar';
import { managerMenuItems } from './manager-menu';
import type { AssortmentActions } from './use-assortment-actions';
import type { OpenDialog } from './use-manager-dialogs';

const NO_ENTRIES: Assortment[] = [];

type AssortmentListViewProps = {
  view: Exclude<ListView, 'all'>;
  exportList: ExportList;
  label: string;
  sort: AssortmentSortOption;
  /** Lists that follow the sort select show it (recent is always newest first). */
  onSortChange?: (sort: AssortmentSortOption) => void;
  actions: AssortmentActions;
  dialogs: OpenDialog;
};

/** A flat list of the manager: recent, starred or archived (spec part 1 §2). */
export const AssortmentListView = ({
  view,
  exportList,
  label,
  sort,
  onSortChange,
  actions,
  dialogs,
}: AssortmentListViewProps) => {
  const { t } = useTranslation();
  const list = useAssortmentList(view, sort);
  const [selection, setSelection] = useState<Assortment[]>([]);
  const menuItems = useCallback(
    (target: GridMenuTarget<Assortment>) => managerMenuItems(target, { t, actions, dialogs, selection }),
    [t, actions, dialogs, selection],
  );
  return (
    <>
      <ListToolbar
        label={label}
        count={list.data?.totalCount}
        selection={selection}
        archivedList={view === 'archived'}
        onArchive={actions.archiveMany}
        onCopy={dialogs.copy}
      >
        {onSortChange && <SortOptionSelect sort={sort} onChange={onSortChange} />}
        <ExportButton list={exportList} sort={sort} />
      </ListToolbar>
      <AssortmentGrid
        gridId={`assortment-manager-${exportList}`}
        rows={list.data?.data ?? NO_ENTRIES}
        actions={actions}
        editable={view !== 'archived'}
        busy={list.isFetching}
        onSelectionChange={setSelection}
        contextMenuItems={menuItems}
      />
    </>
  );
};
