import { Chip } from '@mui/material';
import { type AssortmentLabel, type AssortmentProduct, numericInput } from '@stride/domain';
import type { ICellRendererParams } from 'ag-grid-community';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { ProductThumbnail } from '../../../products';

/** The line's own picture when it has one, else the style-colour's, as every product grid draws it. */
export const ThumbnailCell = ({ data }: ICellRendererParams<AssortmentProduct>) => (
  <ProductThumbnail styleColorId={data?.id} src={data?.thumbnail} />
);

/** A row's label as a chip in the label's colour. */
export const LabelCell = ({
  value,
  labels,
}: ICellRendererParams<AssortmentProduct, string | null> & { labels: readonly AssortmentLabel[] }) => {
  if (!value) return null;
  const color = labels.find((label) => label.name === value)?.color;
  return (
    <Chip
      size="small"
      label={value}
      sx={{ bgcolor: color, color: color ? (theme) => theme.palette.getContrastText(color) : undefined }}
    />
  );
};

/**
 * The editor of money and percentage cells: it takes digits and a dot only (spec part 1 §5
 * "Numeric fields accept digits and dot"); what it holds goes to the cell rules as typed.
 */
export const NumericCellEditor = ({ initialValue, eventKey, onValueChange, colDef }: CustomCellEditorProps) => {
  const typed = eventKey !== null && eventKey.length === 1;
  const [text, setText] = useState(() =>
    typed ? numericInput(eventKey) : initialValue === null || initialValue === undefined ? '' : String(initialValue),
  );
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor opens.
  useEffect(() => {
    if (typed) onValueChange(text === '' ? null : text);
    const element = input.current;
    element?.focus();
    if (typed) element?.setSelectionRange(text.length, text.length);
    else element?.select();
  }, []);
  return (
    <input
      ref={input}
      className="ag-input-field-input ag-text-field-input"
      inputMode="decimal"
      aria-label={colDef.headerName}
      value={text}
      onChange={(event) => {
        const next = numericInput(event.target.value);
        setText(next);
        onValueChange(next === '' ? null : next);
      }}
      style={{ width: '100%', height: '100%', padding: '0 8px', border: 'none', outline: 'none' }}
    />
  );
};
