export type { ImportTable } from './api';
export { BulkDownloadButton } from './BulkDownloadButton';
export { ColumnMappingTable, chooseMappedField } from './ColumnMappingTable';
export { ImportButton } from './ImportButton';
export { importActionColor } from './ImportRowsTable';
export { rememberedMapping, rememberMapping } from './import-targets';
export { SheetImportButton } from './SheetImportButton';
