import type { SampleFields, SampleLibrary, SampleSheetRow } from '@stride/domain';
import { SheetImportButton } from '../../imports';
import { readSampleImportFile } from '../api';
import { SampleImportDialog } from './SampleImportDialog';

type Props = {
  library: SampleLibrary;
  onImport: (rows: SampleSheetRow[]) => Promise<boolean>;
  onUpdate: (update: { _id: string; patch: SampleFields }[]) => Promise<boolean>;
};

/** The sample grid's Import: the sheet's rows go through the sample import dialog. */
export const SampleImportButton = ({ library, onImport, onUpdate }: Props) => (
  <SheetImportButton
    readFile={readSampleImportFile}
    dialog={(table, userId, close) => (
      <SampleImportDialog
        library={library}
        table={table}
        userId={userId}
        onImport={onImport}
        onUpdate={onUpdate}
        onClose={close}
      />
    )}
  />
);
