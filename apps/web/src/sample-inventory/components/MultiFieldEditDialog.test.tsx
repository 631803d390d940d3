// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { MultiFieldEditDialog } from './MultiFieldEditDialog';

beforeAll(() => initI18n());
afterEach(cleanup);

describe('MultiFieldEditDialog', () => {
  it('sets only the ticked fields on every selected sample, an emptied one cleared', () => {
    const onSubmit = vi.fn();
    render(<MultiFieldEditDialog library="Sales" count={3} busy={false} onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Edit fields of 3 samples' })).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply to all' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Change Style' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change Aisle' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Aisle' }), { target: { value: ' 12 ' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change Level' }));
    fireEvent.click(apply);
    expect(onSubmit).toHaveBeenCalledWith({ aisle: '12', level: null });
  });
});
