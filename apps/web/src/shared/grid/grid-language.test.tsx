// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ColDef, GetLocaleTextParams } from 'ag-grid-community';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enUS from '../../i18n/locales/en-US.json';
import { DataGrid } from './DataGrid';
import { GRID_LANGUAGE_STORAGE_KEY, setGridLanguage, useGridTranslation } from './grid-language';
import { useGridLocaleText } from './grid-locale';
import jaJP from './locales/ja-JP.json';

type Shoe = { id: string; style: string };
const columns: ColDef<Shoe>[] = [{ field: 'style', headerName: 'Style' }];

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } } });
});
afterEach(() => {
  cleanup();
  act(() => setGridLanguage(null));
  window.localStorage.clear();
});

/** Dotted keys with their values, e.g. `column.menu`. */
const flatten = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object'
      ? flatten(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('ja-JP, a grid-only language (spec part 1 §1, §9)', { timeout: 20_000 }, () => {
  it('has a Japanese text for every grid text, with the same placeholders', () => {
    const japanese = new Map(flatten(jaJP));
    const english = flatten(enUS.grid);
    expect([...japanese.keys()].sort()).toEqual(english.map(([key]) => key).sort());
    for (const [key, text] of english) {
      expect(placeholders(japanese.get(key)!), key).toEqual(placeholders(text));
      expect(japanese.get(key), key).not.toBe(text);
    }
  });

  it('is chosen in a column menu: the grid speaks Japanese, the interface stays as it was', async () => {
    const grid = () => (
      <DataGrid<Shoe> gridId="ja" label="Shoes" rows={[]} columnDefs={columns} getRowId={(shoe) => shoe.id} />
    );
    const { unmount } = render(grid());
    expect(await screen.findByText('No rows to show')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Column menu for Style' }));
    expect(screen.getByText('Grid language')).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Same as the interface' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('menuitemradio', { name: '日本語' }));

    // The grid's own texts change at once; the interface's language does not.
    // (The closing menu hides the page from the accessibility tree until its transition ends.)
    fireEvent.click(await screen.findByRole('button', { name: 'Style の列メニュー' }, { timeout: 5_000 }));
    expect(screen.getByRole('menuitem', { name: '昇順で並べ替え' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: '日本語' }).getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem(GRID_LANGUAGE_STORAGE_KEY)).toBe('ja-JP');
    expect(i18next.language).toBe('en-US');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), { timeout: 5_000 });
    // AG Grid draws its overlay text once: the next grid shows it in Japanese.
    unmount();
    render(grid());
    expect(await screen.findByText('表示する行がありません')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Style の列メニュー' }));
    fireEvent.click(screen.getByRole('menuitemradio', { name: '画面と同じ言語' }));
    expect(await screen.findByRole('button', { name: 'Column menu for Style' }, { timeout: 5_000 })).toBeTruthy();
    expect(window.localStorage.getItem(GRID_LANGUAGE_STORAGE_KEY)).toBeNull();
  });

  it('gives AG Grid its own texts in the grid language, read at the time it asks', () => {
    const { result } = renderHook(() => useGridLocaleText());
    const ask = (key: string) => result.current({ key, defaultValue: `default ${key}` } as GetLocaleTextParams);
    expect(ask('noRowsToShow')).toBe('No rows to show');
    act(() => setGridLanguage('ja-JP'));
    expect(ask('noRowsToShow')).toBe('表示する行がありません');
    expect(ask('invalidDate')).toBe('無効な日付です');
    expect(ask('somethingElse')).toBe('default somethingElse');
  });

  it('falls back to the interface text for a key it lacks', () => {
    act(() => setGridLanguage('ja-JP'));
    const { result } = renderHook(() => useGridTranslation());
    expect(result.current.language).toBe('ja-JP');
    expect(result.current.t('grid.group.count', { count: 3 })).toBe('行数: 3');
    expect(result.current.t('actions.ok')).toBe('OK');
  });
});
