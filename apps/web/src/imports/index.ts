export { type ImportTable, readImportFile } from './api';
export { BulkDownloadButton } from './BulkDownloadButton';
export { ColumnMappingTable, chooseMappedField } from './ColumnMappingTable';
export { ImportDialog } from './ImportDialog';
export { importActionColor } from './ImportRowsTable';
export { rememberedMapping, rememberMapping } from './import-targets';
export { SheetImportButton } from './SheetImportButton';
