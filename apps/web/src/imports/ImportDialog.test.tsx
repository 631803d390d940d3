// @vitest-environment jsdom
import type { Assortment } from '@stride/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadedAssortment } from '../assortments/grid/test-fixtures';
import { initI18n } from '../i18n/i18n';
import type { ImportTable } from './api';
import { ImportDialog } from './ImportDialog';

const assortment: Assortment = {
  ...loadedAssortment(),
  title: 'Harbor Fall',
  productType: 'Footwear',
  locationId: 'US',
  labels: [{ name: 'Hot', color: '#ff0000' }],
};

/** The catalogue as POST /api/products/validate answers: 100001 BLK and WHT exist, active in the US. */
const stubCatalogue = (inSeason: string[] | 'fails' = []) => {
  const bodies: { locationCode?: string; products: { style: string; color: string }[] }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      if (url.endsWith('products/colors')) return Response.json({ data: { '100001': ['BLK', 'WHT'] } });
      if (url.endsWith('season-overlap'))
        return inSeason === 'fails'
          ? Response.json(
              { messageCode: 'ITS_BE_ERROR_NOT_FOUND', message: 'Assortment was not found.' },
              { status: 404 },
            )
          : Response.json({ data: inSeason });
      bodies.push(body);
      return Response.json({
        message: 'OK',
        data: body.products.map((row: { style: string; color: string }) => {
          const styleColorId = `${row.style}_${row.color}`;
          const known = ['100001_BLK', '100001_WHT'].includes(styleColorId);
          return {
            ...row,
            styleColorId,
            status: known ? 'found' : 'Style/Color Not Found',
            lineStatus: known ? 'A' : null,
          };
        }),
      });
    }),
  );
  return bodies;
};

const twoRows: ImportTable = {
  headers: ['Style #', 'Colour', 'Tag', 'Discount %'],
  rows: [
    ['100001', 'blk', 'hot', '10'],
    ['100001', 'XXX', '', '5'],
  ],
  rowCount: 2,
};

const renderDialog = (onImport = vi.fn((_products: unknown[]) => true), table = twoRows) => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ImportDialog
          assortment={assortment}
          userId="user-1"
          table={table}
          existingIds={new Set()}
          onImport={onImport}
          onClose={vi.fn()}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onImport;
};

beforeAll(async () => {
  await initI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('import dialog', () => {
  it('maps columns, flags a critical row, takes the fix, and imports the rows with their values', async () => {
    const bodies = stubCatalogue();
    const onImport = renderDialog();
    const mapping = screen.getByRole('dialog', { name: /Column Associations/ });
    expect(within(mapping).getByText('Finish Your Excel Mapping')).toBeTruthy();
    // 'Style #' and 'Discount %' map themselves; 'Colour' and 'Tag' need the person.
    expect(within(mapping).getByRole('combobox', { name: 'Style #' }).textContent).toBe('Style');
    expect(within(mapping).getByRole('combobox', { name: 'Discount %' }).textContent).toBe('Discount %');
    fireEvent.mouseDown(within(mapping).getByRole('combobox', { name: 'Colour' }));
    fireEvent.click(screen.getByRole('option', { name: 'Color' }));
    fireEvent.mouseDown(within(mapping).getByRole('combobox', { name: 'Tag' }));
    fireEvent.click(screen.getByRole('option', { name: 'Label' }));
    fireEvent.click(within(mapping).getByRole('button', { name: 'Continue' }));

    const grid = await screen.findByRole('dialog', { name: /Import into Harbor Fall/ });
    fireEvent.click(within(grid).getByRole('button', { name: 'Validate Items' }));
    await within(grid).findByText('Style/Color Not Found');
    expect(bodies[0]?.locationCode).toBe('US');
    expect(within(grid).getByRole('button', { name: 'Critical Issues Fixed - Resubmit' })).toBeTruthy();

    // Only the critical row, then fix its colour: the state resets.
    fireEvent.click(within(grid).getByRole('switch', { name: 'Critical issues only' }));
    expect(within(grid).queryByTestId('import-row-2')).toBeNull();
    const color = within(grid).getByRole('textbox', { name: 'Color 3' });
    fireEvent.change(color, { target: { value: 'wht' } });
    fireEvent.blur(color);
    fireEvent.click(within(grid).getByRole('button', { name: 'Revalidate Items' }));
    fireEvent.click(await within(grid).findByRole('button', { name: 'Import to Assortment' }));

    await waitFor(() => expect(onImport).toHaveBeenCalled());
    expect(onImport.mock.calls[0]?.[0]).toEqual([
      { style: '100001', color: 'BLK', changes: { label: 'Hot', discountPercent: '10' } },
      { style: '100001', color: 'WHT', changes: { discountPercent: '5' } },
    ]);
  });

  it('expands a style without colours to every colour, and warns of one the season already holds', async () => {
    stubCatalogue(['100001_WHT']);
    const onImport = renderDialog(undefined, {
      headers: ['Style', 'Discount %'],
      rows: [
        ['100001', '10'],
        ['100001', '20'],
      ],
      rowCount: 2,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const grid = await screen.findByRole('dialog', { name: /Import into Harbor Fall/ });
    expect(within(grid).getByText('2 rows')).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Validate Items' }));
    expect(await within(grid).findByText('This Style/Color is Already in Season/Year/Region')).toBeTruthy();
    fireEvent.click(within(grid).getByRole('button', { name: 'Ignore Warnings & Import' }));
    await waitFor(() => expect(onImport).toHaveBeenCalled());
    expect(onImport.mock.calls[0]?.[0]).toEqual([
      { style: '100001', color: 'BLK', changes: { discountPercent: '10' } },
      { style: '100001', color: 'WHT', changes: { discountPercent: '10' } },
    ]);
  });

  it('flags a label the assortment lacks, and puts a rename back when the lookup after it fails', async () => {
    const calls = stubCatalogue('fails');
    renderDialog(undefined, {
      headers: ['Style', 'Color', 'Label'],
      rows: [['100001', 'BLK', 'Clearance']],
      rowCount: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const grid = await screen.findByRole('dialog', { name: /Import into Harbor Fall/ });
    const color = within(grid).getByRole('textbox', { name: 'Color 2' });
    fireEvent.change(color, { target: { value: 'wht' } });
    fireEvent.blur(color);
    fireEvent.click(within(grid).getByRole('button', { name: 'Revalidate Items' }));
    expect(await within(grid).findByRole('alert')).toBeTruthy();
    expect((within(grid).getByRole('textbox', { name: 'Color 2' }) as HTMLInputElement).value).toBe('BLK');
    expect(within(grid).getByRole('button', { name: 'Validate Items' })).toBeTruthy();
    expect(calls.length).toBeGreaterThan(0);

    vi.unstubAllGlobals();
    stubCatalogue();
    fireEvent.click(within(grid).getByRole('button', { name: 'Validate Items' }));
    expect(await within(grid).findByText('Data Differs From Excel file')).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Ignore Warnings & Import' })).toBeTruthy();
  });
});
