// @vitest-environment jsdom
import type { RowChanges } from '@stride/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { loadedAssortment, productRow } from '../test-fixtures';
import { EditCellsDialog } from './EditCellsDialog';

const { products: rows, labels } = loadedAssortment();
const pillars = ['Performance', 'Lifestyle'];

const open = (ids: string[]) => {
  const onApply = vi.fn<(changes: RowChanges) => void>();
  render(
    <EditCellsDialog
      open
      ids={ids}
      rows={rows}
      labels={labels}
      pillars={pillars}
      onApply={onApply}
      onClose={vi.fn()}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Edit Cells' }), onApply };
};
const choose = async (dialog: HTMLElement, field: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};
const tick = (dialog: HTMLElement, field: string) =>
  fireEvent.click(within(dialog).getByRole('checkbox', { name: field }));
const apply = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
const status = (dialog: HTMLElement) => within(dialog).getByRole('status').textContent;

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe("'Edit Cells'", { timeout: 20_000 }, () => {
  it('applies only the ticked fields, and counts the lines that change', async () => {
    const { dialog, onApply } = open(['100_001', '200_001']);
    expect(within(dialog).getByText('Chosen lines: 2')).toBeTruthy();
    expect(apply(dialog).disabled).toBe(true);

    tick(dialog, 'Color note');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New Color note' }), { target: { value: 'Hero' } });
    await choose(dialog, 'Pricing', 'Discount %');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Value' }), { target: { value: '20' } });
    expect(status(dialog)).toBe('Lines that will change: 2');
    fireEvent.click(apply(dialog));
    expect(onApply).toHaveBeenCalledWith({ discountPercent: '20', colorNote: 'Hero' });
  });

  it('offers only the values of the list for lookup fields', async () => {
    const { dialog, onApply } = open(['100_001']);
    tick(dialog, 'Pillar');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'New Pillar' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(pillars);
    fireEvent.click(screen.getByRole('option', { name: 'Performance' }));
    tick(dialog, 'Label');
    await choose(dialog, 'New Label', 'Hot');
    tick(dialog, 'Carryover');
    fireEvent.click(apply(dialog));
    expect(onApply).toHaveBeenCalledWith({ pillar: 'Performance', label: 'Hot', carryover: true });
  });

  it("refuses a discount above 100 % with the spec's message, and takes digits only", async () => {
    const { dialog, onApply } = open(['100_001', '100_002']);
    await choose(dialog, 'Pricing', 'Discount %');
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    fireEvent.change(value, { target: { value: '1a5-0' } });
    expect((value as HTMLInputElement).value).toBe('150');
    expect(within(dialog).getByText('Discount Percentage must be between 0-100')).toBeTruthy();
    expect(apply(dialog).disabled).toBe(true);
    fireEvent.submit(apply(dialog));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('counts the other colours of a style for a style-level field', () => {
    // Style 100 has two colours; only one is chosen.
    const { dialog } = open(['100_001']);
    tick(dialog, 'Style note');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New Style note' }), { target: { value: 'Icon' } });
    expect(status(dialog)).toBe('Lines that will change: 2');
    expect(within(dialog).getByText(/belong to the style: every colour of the style takes them/)).toBeTruthy();
  });

  it('does not count lines that already hold the value', () => {
    render(
      <EditCellsDialog
        open
        ids={['100_001', '200_001']}
        rows={[productRow('100_001', { colorNote: 'Hero' }), productRow('200_001')]}
        labels={labels}
        pillars={pillars}
        onApply={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Cells' });
    tick(dialog, 'Color note');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New Color note' }), { target: { value: 'Hero' } });
    expect(status(dialog)).toBe('Lines that will change: 1');
  });
});
