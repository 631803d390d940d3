import { Button, type ButtonProps } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<ButtonProps, 'onClick' | 'children'> & {
  label: string;
  /** While the chosen file is read: the button is disabled and tells the rows read so far. */
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
      <Button {...button} disabled={reading} onClick={() => input.current?.click()}>
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
