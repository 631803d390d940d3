// @vitest-environment jsdom
import type { Sample } from '@stride/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { UpdateInventoryDialog } from './UpdateInventoryDialog';

const aSample = (fields: Partial<Sample>) =>
  ({ _id: 's1', style: 'TRAIL1', color: 'BLK', side: 'Pair', size: '9', totalQty: 4, ...fields }) as Sample;

const samples = [
  aSample({ _id: 's1', side: 'Left', totalQty: 4 }),
  aSample({ _id: 's2', style: 'WAVE2', color: 'RED', size: '10', totalQty: null }),
];

/** The quantity field on the row naming the sample. */
const quantityOf = (label: string) =>
  within(screen.getByText(label).parentElement!).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;

beforeAll(() => initI18n());
afterEach(cleanup);

describe('the update inventory dialog (spec part 1 §2 generic dialogs: update inventory)', () => {
  const renderDialog = () => {
    const onSubmit = vi.fn();
    render(
      <UpdateInventoryDialog samples={samples} busy={false} error={null} onSubmit={onSubmit} onClose={() => {}} />,
    );
    return { onSubmit, save: screen.getByRole('button', { name: 'Save counts' }) as HTMLButtonElement };
  };

  it('shows each sample with its current quantity, 0 when it has none', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Update inventory' })).toBeTruthy();
    expect(quantityOf('TRAIL1-BLK · Left · 9').value).toBe('4');
    expect(quantityOf('WAVE2-RED · Pair · 10').value).toBe('0');
  });

  it('refuses a count that is not a whole number', () => {
    const { save, onSubmit } = renderDialog();
    expect(save.disabled).toBe(false);
    fireEvent.change(quantityOf('TRAIL1-BLK · Left · 9'), { target: { value: '1.5' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(quantityOf('TRAIL1-BLK · Left · 9'), { target: { value: '' } });
    expect(save.disabled).toBe(true);
    fireEvent.submit(save.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits each sample’s counted quantity and the note', () => {
    const { save, onSubmit } = renderDialog();
    fireEvent.change(quantityOf('TRAIL1-BLK · Left · 9'), { target: { value: '7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Counted in March' } });
    fireEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith(
      [
        { sampleId: 's1', totalQty: 7 },
        { sampleId: 's2', totalQty: 0 },
      ],
      'Counted in March',
    );
  });
});
