import ArchiveIcon from '@mui/icons-material/Archive';
import LogoIcon from '@mui/icons-material/BrandingWatermarkOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import type { Assortment } from '@stride/domain';
import type { TFunction } from 'i18next';
import type { GridMenuItem, GridMenuTarget } from '../../../shared/grid';
import { truncateTitle } from '../folder-tree';
import type { AssortmentActions } from './use-assortment-actions';
import type { OpenDialog } from './use-manager-dialogs';

/** What the folder tree adds: folders, and moving entries between them. */
export type FolderMenuActions = {
  folderById: ReadonlyMap<string, Assortment>;
  newFolder: (parentId: string | null) => void;
  rename: (folder: Assortment) => void;
  move: (entry: Assortment) => void;
};

export type ManagerMenuContext = {
  t: TFunction;
  actions: AssortmentActions;
  dialogs: OpenDialog;
  selection: readonly Assortment[];
  tree?: FolderMenuActions;
};

const deleteLabel = (t: TFunction, entry: Assortment) =>
  t(entry.type === 'folder' ? 'assortmentManager.menu.deleteFolder' : 'assortmentManager.menu.deleteAssortment', {
    title: truncateTitle(entry.title),
  });

const folderItems = (folder: Assortment, { t, actions, dialogs, tree }: ManagerMenuContext): GridMenuItem[] =>
  tree
    ? [
        {
          id: 'newFolder',
          label: t('assortmentManager.menu.newFolder'),
          icon: <CreateNewFolderIcon />,
          onSelect: () => tree.newFolder(folder._id),
        },
        {
          id: 'newAssortment',
          label: t('assortmentManager.menu.newAssortmentHere'),
          onSelect: () => dialogs.create(folder._id),
        },
        {
          id: 'rename',
          label: t('assortmentManager.menu.rename'),
          icon: <EditIcon />,
          onSelect: () => tree.rename(folder),
        },
        {
          id: 'move',
          label: t('assortmentManager.menu.moveTo'),
          icon: <DriveFileMoveIcon />,
          onSelect: () => tree.move(folder),
        },
        {
          id: 'archiveContents',
          label: t('assortmentManager.menu.archiveContents'),
          icon: <ArchiveIcon />,
          onSelect: () => actions.archiveMany([folder._id], true),
        },
        {
          id: 'delete',
          label: deleteLabel(t, folder),
          icon: <DeleteIcon />,
          dividerBefore: true,
          onSelect: () => actions.confirmDelete(folder),
        },
      ]
    : [];

const itemItems = (entry: Assortment, context: ManagerMenuContext): GridMenuItem[] => {
  const { t, actions, dialogs, selection, tree } = context;
  // The menu acts on the selection when the right-clicked row is part of it.
  const chosen = selection.some((row) => row._id === entry._id) ? [...selection] : [entry];
  const archived = entry.archived;
  return [
    {
      id: 'open',
      label: t('assortmentManager.menu.open'),
      icon: <OpenInNewIcon />,
      onSelect: () => actions.open(entry),
    },
    ...(archived
      ? []
      : [
          {
            id: 'edit',
            label: t('assortmentManager.menu.edit'),
            icon: <EditIcon />,
            onSelect: () => dialogs.edit(entry),
          },
          {
            id: 'logo',
            label: t('assortmentFiles.logo.menu'),
            icon: <LogoIcon />,
            onSelect: () => dialogs.logo(entry),
          },
        ]),
    {
      id: 'duplicate',
      label: t('assortmentManager.menu.duplicate', { count: chosen.length }),
      icon: <ContentCopyIcon />,
      onSelect: () => dialogs.copy(chosen),
    },
    ...(tree
      ? [
          {
            id: 'move',
            label: t('assortmentManager.menu.moveTo'),
            icon: <DriveFileMoveIcon />,
            onSelect: () => tree.move(entry),
          },
          {
            id: 'newFolder',
            label: t('assortmentManager.menu.newFolder'),
            icon: <CreateNewFolderIcon />,
            onSelect: () => tree.newFolder(entry.parentId),
          },
        ]
      : []),
    {
      id: 'archive',
      label: t(archived ? 'assortmentManager.menu.unarchive' : 'assortmentManager.menu.archive', {
        count: chosen.length,
      }),
      icon: archived ? <UnarchiveIcon /> : <ArchiveIcon />,
      onSelect: () =>
        actions.archiveMany(
          chosen.map((row) => row._id),
          !archived,
        ),
    },
    {
      id: 'delete',
      label: deleteLabel(t, entry),
      icon: <DeleteIcon />,
      dividerBefore: true,
      onSelect: () => actions.confirmDelete(entry),
    },
  ];
};

/** The right-click menu of the manager's grids (spec part 1 §2 Menus); the grid adds copy and expand/collapse. */
export const managerMenuItems = (target: GridMenuTarget<Assortment>, context: ManagerMenuContext): GridMenuItem[] => {
  if (target.kind === 'group') {
    const folder = context.tree?.folderById.get(target.group.key);
    return folder ? folderItems(folder, context) : [];
  }
  return target.row.type === 'item' ? itemItems(target.row, context) : [];
};
