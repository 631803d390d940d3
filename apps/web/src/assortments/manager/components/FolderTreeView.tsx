import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import { Button } from '@mui/material';
import { type Assortment, type AssortmentSortOption, createAssortmentRequestSchema } from '@stride/domain';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message';
import { SortOptionSelect } from '../../../shared/forms/SortOptionSelect';
import { type GridMenuTarget, type GridRow, type GroupHeaderRow, useGroupedRows } from '../../../shared/grid';
import { toasts } from '../../../shared/toasts/toast-store';
import { useAssortmentList, useCreateAssortment, usePatchAssortment } from '../api';
import { canMoveInto, dropFolderOf, entryOfRow, itemGroupPath } from '../folder-tree';
import { AssortmentGrid } from './AssortmentGrid';
import { ExportButton } from './ExportButton';
import { FolderNameDialog } from './FolderNameDialog';
import { ListToolbar } from './ListToolbar';
import { MoveToDialog } from './MoveToDialog';
import { type FolderMenuActions, managerMenuItems } from './manager-menu';
import type { AssortmentActions } from './use-assortment-actions';
import type { OpenDialog } from './use-manager-dialogs';

type FolderDialog =
  | { mode: 'create'; parentId: string | null; name: string }
  | { mode: 'rename'; folder: Assortment; name: string };

const NO_ENTRIES: Assortment[] = [];
const rowId = (row: Assortment) => row._id;

type FolderTreeViewProps = {
  sort: AssortmentSortOption;
  onSortChange: (sort: AssortmentSortOption) => void;
  actions: AssortmentActions;
  dialogs: OpenDialog;
};

/**
 * All assortments as the folder tree (spec part 1 §2): folders are the group rows of their tree
 * path; entries move into folders by drag or with "Move to…"; folders are made and renamed here.
 */
export const FolderTreeView = ({ sort, onSortChange, actions, dialogs }: FolderTreeViewProps) => {
  const { t } = useTranslation();
  const list = useAssortmentList('all', sort);
  const entries = list.data?.data ?? NO_ENTRIES;
  const create = useCreateAssortment();
  const patch = usePatchAssortment();
  const [selection, setSelection] = useState<Assortment[]>([]);
  const [folderDialog, setFolderDialog] = useState<FolderDialog | null>(null);
  const [moving, setMoving] = useState<Assortment | null>(null);

  const { folders, items, folderById, folderPaths, compareFolders } = useMemo(() => {
    const folders = entries.filter((entry) => entry.type === 'folder');
    const order = new Map(folders.map((folder, index) => [folder._id, index]));
    return {
      folders,
      items: entries.filter((entry) => entry.type === 'item'),
      folderById: new Map(folders.map((folder) => [folder._id, folder])),
      folderPaths: folders.map((folder) => folder.hierarchy),
      // Sibling folders in the order of the sort select, as the server answered them.
      compareFolders: (a: string, b: string) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
    };
  }, [entries]);
  const formatLabel = useCallback(
    (group: GroupHeaderRow) => folderById.get(group.key)?.title ?? group.key,
    [folderById],
  );
  const grouped = useGroupedRows(items, {
    getRowId: rowId,
    groupPath: itemGroupPath,
    extraGroupPaths: folderPaths,
    compareGroupKeys: compareFolders,
    formatLabel,
  });

  const failed = (error: unknown) =>
    toasts.show({ type: 'error', message: t('assortmentManager.errors.save', { message: errorMessage(t, error) }) });
  const saveFolder = (dialog: FolderDialog, name: string) => {
    const done = { onSuccess: () => setFolderDialog(null), onError: failed };
    if (dialog.mode === 'rename') patch.mutate({ id: dialog.folder._id, patch: { title: name } }, done);
    else
      create.mutate(
        createAssortmentRequestSchema.parse({ title: name, type: 'folder', parentId: dialog.parentId }),
        done,
      );
  };

  const tree: FolderMenuActions = {
    folderById,
    newFolder: (parentId) => setFolderDialog({ mode: 'create', parentId, name: '' }),
    rename: (folder) => setFolderDialog({ mode: 'rename', folder, name: folder.title }),
    move: setMoving,
  };
  const menuItems = (target: GridMenuTarget<Assortment>) =>
    managerMenuItems(target, { t, actions, dialogs, selection, tree });

  const onDrop = (dragged: GridRow<Assortment>, over: GridRow<Assortment> | undefined) => {
    const entry = entryOfRow(dragged, folderById);
    const target = dropFolderOf(over);
    if (entry && target !== undefined && canMoveInto(entry, target, folderById)) actions.move(entry, target);
  };

  return (
    <>
      <ListToolbar
        label={t('assortmentManager.views.all')}
        count={list.data ? items.length : undefined}
        selection={selection}
        archivedList={false}
        onArchive={actions.archiveMany}
        onCopy={dialogs.copy}
      >
        <Button
          size="small"
          variant="outlined"
          startIcon={<CreateNewFolderIcon />}
          onClick={() => tree.newFolder(null)}
        >
          {t('assortmentManager.menu.newFolder')}
        </Button>
        <SortOptionSelect sort={sort} onChange={onSortChange} />
        <ExportButton list="all" sort={sort} />
      </ListToolbar>
      <AssortmentGrid
        gridId="assortment-manager-all"
        rows={grouped.rows}
        groups={grouped.groups}
        depthById={grouped.depthById}
        actions={actions}
        editable
        busy={list.isFetching}
        onSelectionChange={setSelection}
        contextMenuItems={menuItems}
        onDrop={onDrop}
      />
      <FolderNameDialog
        folder={folderDialog}
        busy={create.isPending || patch.isPending}
        onSubmit={(name) => folderDialog && saveFolder(folderDialog, name)}
        onClose={() => setFolderDialog(null)}
      />
      <MoveToDialog entry={moving} folders={folders} onMove={actions.move} onClose={() => setMoving(null)} />
    </>
  );
};
