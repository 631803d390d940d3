// @vitest-environment jsdom

import { DEBOUNCE_MS } from '@stride/domain';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import enUS from '../../i18n/locales/en-US.json';
import { DatePickerField, DateRangePickerField, type PickerRange } from './DatePickerField';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en-US', resources: { 'en-US': { translation: enUS } } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Single = ({
  initial,
  required,
  onChange,
}: {
  initial: string;
  required?: boolean;
  onChange?: (day: string) => void;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="Delivery"
      value={value}
      required={required}
      onChange={(day) => {
        setValue(day);
        onChange?.(day);
      }}
    />
  );
};

/** Clicks the field and lets the toggle delay pass. */
const openPicker = (name: string) => {
  fireEvent.click(screen.getByRole('textbox', { name }));
  act(() => vi.advanceTimersByTime(DEBOUNCE_MS.datePickerToggle));
  return screen.getByRole('dialog', { name });
};

describe('DatePickerField (spec part 1 §5 date picker, §9 toggle delay)', { timeout: 20_000 }, () => {
  it('shows MM/DD/YYYY and opens its calendar 200 ms after the toggle', () => {
    vi.useFakeTimers();
    render(<Single initial="2026-10-01" />);
    const field = screen.getByRole('textbox', { name: 'Delivery' }) as HTMLInputElement;
    expect(field.value).toBe('10/01/2026');
    expect(field.readOnly).toBe(true);
    fireEvent.click(field);
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.datePickerToggle - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Delivery' })).toBeTruthy();
  });

  it('takes the chosen date on OK', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Single initial="2026-10-01" onChange={onChange} />);
    const calendar = openPicker('Delivery');
    fireEvent.change(within(calendar).getByLabelText('Delivery'), { target: { value: '2026-11-15' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith('2026-11-15');
    expect((screen.getByRole('textbox', { name: 'Delivery' }) as HTMLInputElement).value).toBe('11/15/2026');
  });

  it('reverts to the previous value on Cancel', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Single initial="2026-10-01" onChange={onChange} />);
    let calendar = openPicker('Delivery');
    fireEvent.change(within(calendar).getByLabelText('Delivery'), { target: { value: '2026-11-15' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Delivery' }) as HTMLInputElement).value).toBe('10/01/2026');
    // Opened again, the calendar starts from the value, not from the cancelled choice.
    act(() => vi.runAllTimers());
    calendar = openPicker('Delivery');
    expect((within(calendar).getByLabelText('Delivery') as HTMLInputElement).value).toBe('2026-10-01');
  });

  it('shows Required while a required date is missing', () => {
    vi.useFakeTimers();
    render(<Single initial="" required />);
    expect(screen.getByText('Required')).toBeTruthy();
    const calendar = openPicker('Delivery');
    fireEvent.change(within(calendar).getByLabelText('Delivery'), { target: { value: '2026-11-15' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('opens from the keyboard and not at all when disabled', () => {
    vi.useFakeTimers();
    const { unmount } = render(<Single initial="" />);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Delivery' }), { key: 'Enter' });
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.datePickerToggle));
    expect(screen.getByRole('dialog', { name: 'Delivery' })).toBeTruthy();
    unmount();
    render(<DatePickerField label="Locked" value="2026-10-01" disabled onChange={vi.fn()} />);
    fireEvent.click(screen.getByRole('textbox', { name: 'Locked' }));
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS.datePickerToggle));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DateRangePickerField', { timeout: 20_000 }, () => {
  const Range = ({ initial, onChange }: { initial: PickerRange; onChange: (range: PickerRange) => void }) => {
    const [value, setValue] = useState(initial);
    return (
      <DateRangePickerField
        label="Dates"
        fromLabel="From"
        toLabel="To"
        required
        value={value}
        onChange={(range) => {
          setValue(range);
          onChange(range);
        }}
      />
    );
  };

  it('shows both ends joined by a dash and takes a new range on OK, or keeps it on Cancel', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Range initial={{ from: '2026-10-01', to: '2026-10-31' }} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Dates' }) as HTMLInputElement;
    expect(field.value).toBe('10/01/2026 - 10/31/2026');

    let calendar = openPicker('Dates');
    fireEvent.change(within(calendar).getByLabelText('From'), { target: { value: '2026-09-01' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'Cancel' }));
    expect(field.value).toBe('10/01/2026 - 10/31/2026');

    act(() => vi.runAllTimers());
    calendar = openPicker('Dates');
    fireEvent.change(within(calendar).getByLabelText('From'), { target: { value: '2026-09-01' } });
    fireEvent.change(within(calendar).getByLabelText('To'), { target: { value: '2026-09-30' } });
    fireEvent.click(within(calendar).getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith({ from: '2026-09-01', to: '2026-09-30' });
    expect(field.value).toBe('09/01/2026 - 09/30/2026');
  });

  it('shows Required until both ends are chosen', () => {
    render(<Range initial={{ from: '2026-10-01', to: '' }} onChange={vi.fn()} />);
    expect(screen.getByText('Required')).toBeTruthy();
  });
});
