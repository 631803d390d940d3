// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { RareOutDialog } from './RareOutDialog';

beforeAll(() => initI18n());
afterEach(cleanup);

const renderDialog = (error: string | null = null) => {
  const onSubmit = vi.fn();
  render(
    <RareOutDialog label="TRAIL1-BLK · Pair · 9" busy={false} error={error} onSubmit={onSubmit} onClose={() => {}} />,
  );
  return { onSubmit, record: screen.getByRole('button', { name: 'Record' }) as HTMLButtonElement };
};

describe('the rare out / returned dialog (spec part 1 §2 generic dialogs: rare out/returned)', () => {
  it('records one rare out by default', () => {
    const { onSubmit, record } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Rare out / returned: TRAIL1-BLK · Pair · 9' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Rare out' })).toHaveProperty('checked', true);
    fireEvent.click(record);
    expect(onSubmit).toHaveBeenCalledWith({ action: 'out', quantity: 1, note: '' });
  });

  it('submits what the user chose: returned, the quantity and the note', () => {
    const { onSubmit, record } = renderDialog();
    fireEvent.click(screen.getByRole('radio', { name: 'Returned' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Back from the shoot' } });
    fireEvent.click(record);
    expect(onSubmit).toHaveBeenCalledWith({ action: 'returned', quantity: 3, note: 'Back from the shoot' });
  });

  it('refuses a quantity below one and shows the error it is given', () => {
    const { onSubmit, record } = renderDialog('Not enough on hand');
    expect(screen.getByText('Not enough on hand')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '0' } });
    expect(record.disabled).toBe(true);
    fireEvent.click(record);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
