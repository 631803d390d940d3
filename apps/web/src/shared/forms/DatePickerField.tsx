import EventIcon from '@mui/icons-material/Event';
import { Button, IconButton, InputAdornment, Popover, Stack, TextField, type TextFieldProps } from '@mui/material';
import { DEBOUNCE_MS } from '@stride/domain';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickerDay, pickerDayText, pickerRangeText } from './picker-day';

type FieldLook = {
  /** The visible label; a field in a table cell may have none and pass `ariaLabel` instead. */
  label?: string;
  ariaLabel?: string;
  /** Shows 'Required' while no date is chosen (spec part 1 §5, the default rule). */
  required?: boolean;
  disabled?: boolean;
  /** Earliest and latest days the calendar offers (YYYY-MM-DD). */
  min?: PickerDay;
  max?: PickerDay;
  size?: TextFieldProps['size'];
  variant?: TextFieldProps['variant'];
  fullWidth?: boolean;
  sx?: TextFieldProps['sx'];
};

/** The calendar opens 200 ms after the toggle (spec part 1 §9 "Date picker toggle delay"). */
const usePickerToggle = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const open = (element: HTMLElement, beforeOpen: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      beforeOpen();
      setAnchor(element);
    }, DEBOUNCE_MS.datePickerToggle);
  };
  return { anchor, open, close: () => setAnchor(null) };
};

type PickerShellProps = FieldLook & {
  text: string;
  empty: boolean;
  /** Takes a copy of the value: the calendar edits the copy, and only OK hands it back. */
  onOpen: () => void;
  onOk: () => void;
  children: ReactNode;
};

/** The read-only field showing the chosen date(s), and the calendar popover with OK and Cancel. */
const PickerShell = ({ text, empty, onOpen, onOk, children, ...look }: PickerShellProps) => {
  const { t } = useTranslation();
  const toggle = usePickerToggle();
  const name = look.label ?? look.ariaLabel ?? '';
  const field = useRef<HTMLDivElement>(null);
  const openFrom = (element: HTMLElement | null) => {
    if (!look.disabled && element) toggle.open(element, onOpen);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    openFrom(field.current);
  };
  const missing = Boolean(look.required) && empty;
  return (
    <>
      <TextField
        ref={field}
        label={look.label}
        value={text}
        placeholder="MM/DD/YYYY"
        required={look.required}
        disabled={look.disabled}
        error={missing}
        helperText={missing ? t('datePicker.required') : undefined}
        size={look.size}
        variant={look.variant}
        fullWidth={look.fullWidth}
        sx={look.sx}
        onClick={() => openFrom(field.current)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { readOnly: true, 'aria-label': look.ariaLabel, onKeyDown },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  disabled={look.disabled}
                  aria-label={t('datePicker.open', { field: name })}
                  aria-haspopup="dialog"
                >
                  <EventIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={toggle.anchor !== null}
        anchorEl={toggle.anchor}
        onClose={toggle.close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': name } }}
      >
        <Stack sx={{ p: 2, gap: 2 }}>
          {children}
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
            {/* Cancel (like Escape or a click outside) leaves the value as it was. */}
            <Button onClick={toggle.close}>{t('actions.cancel')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                onOk();
                toggle.close();
              }}
            >
              {t('actions.ok')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
};

/** The browser's own calendar inside the popover (MUI's core has no date picker). */
const CalendarInput = (props: {
  label: string;
  value: PickerDay;
  min?: PickerDay;
  max?: PickerDay;
  autoFocus?: boolean;
  onChange: (day: PickerDay) => void;
}) => (
  <TextField
    type="date"
    size="small"
    label={props.label}
    value={props.value}
    autoFocus={props.autoFocus}
    onChange={(event) => props.onChange(event.target.value)}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.min, max: props.max } }}
  />
);

type DatePickerFieldProps = FieldLook & { value: PickerDay; onChange: (day: PickerDay) => void };

/**
 * A date field (spec part 1 §5 "Date picker"): shows MM/DD/YYYY, opens a calendar 200 ms after
 * it is toggled, takes the date on OK and reverts on Cancel, and says 'Required' while a required
 * date is missing. Values are YYYY-MM-DD ('' for none).
 */
export const DatePickerField = ({ value, onChange, ...look }: DatePickerFieldProps) => {
  const [draft, setDraft] = useState(value);
  return (
    <PickerShell
      {...look}
      text={pickerDayText(value)}
      empty={pickerDayText(value) === ''}
      onOpen={() => setDraft(value)}
      onOk={() => draft !== value && onChange(draft)}
    >
      <CalendarInput
        label={look.label ?? look.ariaLabel ?? ''}
        value={draft}
        min={look.min}
        max={look.max}
        autoFocus
        onChange={setDraft}
      />
    </PickerShell>
  );
};

export type PickerRange = { from: PickerDay; to: PickerDay };

type DateRangePickerFieldProps = FieldLook & {
  value: PickerRange;
  onChange: (range: PickerRange) => void;
  fromLabel: string;
  toLabel: string;
};

/** The range variant: one field showing both ends joined by a dash, a calendar for each end. */
export const DateRangePickerField = ({ value, onChange, fromLabel, toLabel, ...look }: DateRangePickerFieldProps) => {
  const [draft, setDraft] = useState(value);
  const text = pickerRangeText(value.from, value.to);
  return (
    <PickerShell
      {...look}
      text={text}
      empty={pickerDayText(value.from) === '' || pickerDayText(value.to) === ''}
      onOpen={() => setDraft(value)}
      onOk={() => (draft.from !== value.from || draft.to !== value.to) && onChange(draft)}
    >
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <CalendarInput
          label={fromLabel}
          value={draft.from}
          min={look.min}
          max={draft.to || look.max}
          autoFocus
          onChange={(from) => setDraft((current) => ({ ...current, from }))}
        />
        <CalendarInput
          label={toLabel}
          value={draft.to}
          min={draft.from || look.min}
          max={look.max}
          onChange={(to) => setDraft((current) => ({ ...current, to }))}
        />
      </Stack>
    </PickerShell>
  );
};
