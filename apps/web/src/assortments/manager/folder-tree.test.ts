import { DELETE_MENU_TITLE_MAX } from '@stride/domain';
import { describe, expect, it } from 'vitest';
import { groupRowId, groupRows } from '../../shared/grid';
import { canMoveInto, dropFolderOf, entryOfRow, folderChoices, itemGroupPath, truncateTitle } from './folder-tree';
import { assortment } from './test-fixtures';

// A tree: Europe > Key accounts > (item 3); Europe > (item 4); (item 5) at the top.
const europe = assortment(1, { type: 'folder', title: 'Europe' });
const keyAccounts = assortment(2, {
  type: 'folder',
  title: 'Key accounts',
  parentId: europe._id,
  hierarchy: [europe._id, assortment(2)._id],
});
const deep = assortment(3, { parentId: keyAccounts._id, hierarchy: [...keyAccounts.hierarchy, assortment(3)._id] });
const inEurope = assortment(4, { parentId: europe._id, hierarchy: [europe._id, assortment(4)._id] });
const top = assortment(5);
const folders = new Map([europe, keyAccounts].map((folder) => [folder._id, folder]));

describe('truncateTitle (spec part 1 §9: delete menu entries cut titles at 50 characters)', () => {
  it.each([
    ['', ''],
    ['Spring 2027', 'Spring 2027'],
    ['x'.repeat(DELETE_MENU_TITLE_MAX), 'x'.repeat(DELETE_MENU_TITLE_MAX)],
    ['x'.repeat(DELETE_MENU_TITLE_MAX + 1), `${'x'.repeat(DELETE_MENU_TITLE_MAX)}…`],
    [
      'Spring 2027 Global Line Plan for the European wholesale key accounts',
      'Spring 2027 Global Line Plan for the European whol…',
    ],
  ])('%j → %j', (title, shown) => {
    expect(truncateTitle(title)).toBe(shown);
  });
});

describe('the folder tree', () => {
  it('groups items by the folders of their tree path, empty folders included', () => {
    const grouped = groupRows([deep, inEurope, top], {
      getRowId: (row) => row._id,
      groupPath: itemGroupPath,
      extraGroupPaths: [europe.hierarchy, keyAccounts.hierarchy, assortment(9, { type: 'folder' }).hierarchy],
      collapsed: new Set(),
    });
    expect(grouped.rows.map((row) => ('title' in row ? row.title : `[${row.key}]`))).toEqual([
      `[${europe._id}]`,
      `[${keyAccounts._id}]`,
      'Line plan 3',
      'Line plan 4',
      `[${assortment(9)._id}]`,
      'Line plan 5',
    ]);
  });

  it('drops into the folder dropped on, or into the folder of the row dropped on', () => {
    const header = groupRows([deep], {
      getRowId: (row) => row._id,
      groupPath: itemGroupPath,
      collapsed: new Set(),
    }).rows.find((row) => !('title' in row) && row.id === groupRowId(keyAccounts.hierarchy));
    expect(dropFolderOf(header)).toBe(keyAccounts._id);
    expect(dropFolderOf(inEurope)).toBe(europe._id);
    expect(dropFolderOf(top)).toBeNull();
    expect(dropFolderOf(undefined)).toBeUndefined();
    expect(entryOfRow(header, folders)).toBe(keyAccounts);
    expect(entryOfRow(top, folders)).toBe(top);
  });

  it('moves items anywhere else, and folders never into themselves or their subfolders', () => {
    expect(canMoveInto(top, europe._id, folders)).toBe(true);
    expect(canMoveInto(deep, null, folders)).toBe(true);
    expect(canMoveInto(inEurope, europe._id, folders)).toBe(false);
    expect(canMoveInto(top, null, folders)).toBe(false);
    expect(canMoveInto(top, assortment(9)._id, folders)).toBe(false);
    expect(canMoveInto(europe, keyAccounts._id, folders)).toBe(false);
    expect(canMoveInto(europe, europe._id, folders)).toBe(false);
    expect(canMoveInto(keyAccounts, null, folders)).toBe(true);
  });

  it('offers the folders in tree order, without the moving folder and what is inside it', () => {
    const northern = assortment(6, { type: 'folder', title: 'Alpine' });
    const all = [europe, keyAccounts, northern];
    expect(folderChoices(all, top)).toEqual([
      { id: northern._id, title: 'Alpine', depth: 0 },
      { id: europe._id, title: 'Europe', depth: 0 },
      { id: keyAccounts._id, title: 'Key accounts', depth: 1 },
    ]);
    expect(folderChoices(all, europe).map((choice) => choice.title)).toEqual(['Alpine']);
  });
});
