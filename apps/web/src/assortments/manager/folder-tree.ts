import { type Assortment, DELETE_MENU_TITLE_MAX } from '@stride/domain';
import { type GridRow, isGroupHeaderRow } from '../../shared/grid';

/** The folders an item sits in, outermost first (its tree path without its own id). */
export const itemGroupPath = (row: Assortment): readonly string[] => row.hierarchy.slice(0, -1);

/** Where a dragged entry lands: the folder dropped on, or the folder of the row dropped on; null is the top level. */
export const dropFolderOf = (over: GridRow<Assortment> | undefined): string | null | undefined => {
  if (!over) return undefined;
  if (isGroupHeaderRow(over)) return over.key;
  return over.parentId;
};

/** A folder cannot go into itself or into a folder inside it. */
export const canMoveInto = (
  moving: Assortment,
  target: string | null,
  folders: ReadonlyMap<string, Assortment>,
): boolean => {
  if (target === moving.parentId) return false;
  if (target === null) return true;
  const folder = folders.get(target);
  if (!folder) return false;
  return moving.type === 'item' || !folder.hierarchy.includes(moving._id);
};

/** The entry a drag started on: a data row, or the folder behind a folder's header. */
export const entryOfRow = (
  row: GridRow<Assortment> | undefined,
  folders: ReadonlyMap<string, Assortment>,
): Assortment | undefined => (row && isGroupHeaderRow(row) ? folders.get(row.key) : row);

/** Delete menu entries name the entry, its title cut at 50 characters (spec part 1 §9). */
export const truncateTitle = (title: string, max = DELETE_MENU_TITLE_MAX) =>
  title.length > max ? `${title.slice(0, max)}…` : title;

export type FolderChoice = { id: string; title: string; depth: number };

/** The folders an entry may move into, in tree order, each with its depth for indenting. */
export const folderChoices = (folders: readonly Assortment[], moving: Assortment | null): FolderChoice[] => {
  const byParent = new Map<string | null, Assortment[]>();
  for (const folder of folders) byParent.set(folder.parentId, [...(byParent.get(folder.parentId) ?? []), folder]);
  const choices: FolderChoice[] = [];
  const visit = (parentId: string | null, depth: number) => {
    const children = [...(byParent.get(parentId) ?? [])].sort((a, b) => a.title.localeCompare(b.title));
    for (const folder of children) {
      if (moving?.type === 'folder' && folder._id === moving._id) continue;
      choices.push({ id: folder._id, title: folder.title, depth });
      visit(folder._id, depth + 1);
    }
  };
  visit(null, 0);
  return choices;
};
