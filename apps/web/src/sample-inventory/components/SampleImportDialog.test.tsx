// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import type { ImportTable } from '../../imports/api';
import { SampleImportDialog } from './SampleImportDialog';

const table: ImportTable = {
  headers: ['Division', 'Style', 'Color', 'Status', 'Side', 'Size', 'Quantity', 'Bin'],
  rows: [['Work', 'TRAIL1', 'BLK', 'Proto', 'Left', '9', '2', 'B-12']],
  rowCount: 1,
};

/** POST /api/sampleInventory/validate/Production: every row passes; the bodies sent are kept. */
const stubValidate = () => {
  const bodies: { rows: { rowNumber: number; values: Record<string, unknown> }[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url !== '/api/sampleInventory/validate/Production' || init.method !== 'POST')
        return Response.json({}, { status: 404 });
      bodies.push(JSON.parse(String(init.body)));
      return Response.json({ status: 'passed', data: [{ rowNumber: 2, checks: [] }] });
    }),
  );
  return bodies;
};

/** The dialog past its column mapping, the rows checked once (all passed). */
const validatedGrid = async () => {
  const bodies = stubValidate();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SampleImportDialog
        library="Production"
        table={table}
        userId="u1"
        onImport={async () => true}
        onUpdate={async () => true}
        onClose={() => {}}
      />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  fireEvent.click(screen.getByRole('button', { name: 'Validate Items' }));
  expect(await screen.findByRole('button', { name: 'Import to Inventory' })).toBeTruthy();
  return bodies;
};

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the sample import grid resets on a change of side, size or status (spec part 1 §4 Import flow)', () => {
  it.each([
    ['Side', 'Right', 'side'],
    ['Size', '10', 'size'],
    ['Status', 'Final', 'status'],
  ])('editing %s after validation asks to revalidate, with the new value', async (column, value, field) => {
    const bodies = await validatedGrid();
    fireEvent.change(screen.getByRole('textbox', { name: `${column} 2` }), { target: { value } });
    const revalidate = screen.getByRole('button', { name: 'Revalidate Items' });
    expect(screen.queryByRole('button', { name: 'Import to Inventory' })).toBeNull();

    fireEvent.click(revalidate);
    expect(await screen.findByRole('button', { name: 'Import to Inventory' })).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.rows[0]!.values[field]).toBe(value);
  });

  it('keeps the import action for the other fields, which the grid shows read-only', async () => {
    await validatedGrid();
    for (const column of ['Division', 'Quantity', 'Bin']) {
      expect(screen.queryByRole('textbox', { name: `${column} 2` })).toBeNull();
    }
    expect(screen.getByRole('cell', { name: 'B-12' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import to Inventory' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revalidate Items' })).toBeNull();
  });
});
