import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { staysFocusable } from '../shared/a11y/stays-focusable';

type Props = Omit<ButtonProps, 'onClick' | 'children'> & {
  label: string;
  /** While the chosen file is read: the button is busy and tells the rows read so far. */
  reading: boolean;
  rowsRead: number;
  onFile: (file: File) => void;
};

/** A button choosing an xlsx or CSV file to read (the grid's Import, the bulk downloader's upload). */
export const SpreadsheetPickButton = ({ label, reading, rowsRead, onFile, ...button }: Props) => {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {/* The import dialog gives focus back to this button when it closes. */}
      <Button {...button} {...staysFocusable(reading)} onClick={() => !reading && input.current?.click()}>
        {reading && rowsRead > 0 ? t('imports.rowsRead', { count: rowsRead.toLocaleString() }) : label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
};
