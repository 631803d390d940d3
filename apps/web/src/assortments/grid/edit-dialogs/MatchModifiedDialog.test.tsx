// @vitest-environment jsdom
import type { RowChanges } from '@stride/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { productRow } from '../test-fixtures';
import { MatchModifiedDialog } from './MatchModifiedDialog';

const rows = [
  productRow('100_001', { discountPercent: 15, discountAmount: 15, netCost: 85, colorNote: 'Hero' }),
  productRow('100_002'),
  productRow('200_001', { colorNote: 'Hero' }),
];
const context = { labels: [], pillars: ['Performance', 'Lifestyle'] };

const open = () => {
  const onApply = vi.fn<(ids: string[], changes: RowChanges) => void>();
  render(<MatchModifiedDialog lines={rows} rows={rows} context={context} onApply={onApply} onClose={vi.fn()} />);
  return { dialog: screen.getByRole('dialog', { name: 'Source/Working File Merge' }), onApply };
};
const copy = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Copy to the other lines' }) as HTMLButtonElement;

beforeAll(async () => {
  await initI18n();
});
afterEach(cleanup);

describe("'Source/Working File Merge'", { timeout: 20_000 }, () => {
  it("lists the chosen lines and the source's differing fields, and copies the ticked ones to the others", () => {
    const { dialog, onApply } = open();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['100_001', '100_002', '200_001']);
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.parentElement?.textContent),
    ).toEqual(['Discount %: 15', 'Net cost: 85', 'Color note: Hero']);
    expect(within(dialog).getByRole('status').textContent).toBe('Lines that will change: 2');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Color note: Hero' }));
    expect(within(dialog).getByRole('status').textContent).toBe('Lines that will change: 2');
    fireEvent.click(copy(dialog));
    expect(onApply).toHaveBeenCalledWith(['100_002', '200_001'], { discountPercent: 15 });
  });

  it('takes another line as the source', () => {
    const { dialog, onApply } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^200 001/ }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Discount %: —' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Net cost: 100' }));
    // Only 100_002 lacks the colour note of 200_001.
    expect(within(dialog).getByRole('status').textContent).toBe('Lines that will change: 1');
    fireEvent.click(copy(dialog));
    expect(onApply).toHaveBeenCalledWith(['100_001', '100_002'], { colorNote: 'Hero' });
  });

  it('says when the lines already match, with nothing to copy', () => {
    render(
      <MatchModifiedDialog
        lines={[productRow('100_001'), productRow('200_001')]}
        rows={rows}
        context={context}
        onApply={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Source/Working File Merge' });
    expect(within(dialog).getByText('The lines already match the source.')).toBeTruthy();
    expect(copy(dialog).disabled).toBe(true);
  });
});
