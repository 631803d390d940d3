// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { MatchModifiedItemsDialog, type ModifiedItem } from './MatchModifiedItemsDialog';

beforeAll(() => initI18n());
afterEach(cleanup);

const item = (rowNumber: number, sampleId: string, changes: ModifiedItem['changes']): ModifiedItem => ({
  rowNumber,
  sampleId,
  values: { style: '1001', color: '001', side: 'Left', size: '9' },
  changes,
});

describe('MatchModifiedItemsDialog', () => {
  it('lists each matched row with its changes and updates the ticked samples only', () => {
    const onSubmit = vi.fn();
    render(
      <MatchModifiedItemsDialog
        items={[
          item(2, 'a', [{ field: 'totalQty', from: '2', to: '5' }]),
          item(3, 'b', [
            { field: 'gender', from: '', to: 'Mens' },
            { field: 'division', from: 'RUN', to: 'TRAIL' },
          ]),
        ]}
        busy={false}
        error={null}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Match modified items' })).toBeTruthy();
    expect(screen.getByText('Quantity: 2 → 5')).toBeTruthy();
    expect(screen.getByText('Gender: — → Mens; Division: RUN → TRAIL')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Update the sample of row 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update samples (1)' }));
    expect(onSubmit).toHaveBeenCalledWith([{ _id: 'a', patch: { totalQty: '5' } }], [2]);
  });

  it('updates nothing with every row unticked', () => {
    render(
      <MatchModifiedItemsDialog
        items={[item(2, 'a', [{ field: 'totalQty', from: '2', to: '5' }])]}
        busy={false}
        error={null}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Update the sample of row 2' }));
    expect((screen.getByRole('button', { name: 'Update samples (0)' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
