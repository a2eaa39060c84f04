export { dataExportsQueryOptions, isBuilding, useDataExports, useStartDataExport } from './api/data-exports';
export { downloadExport } from './api/download-export';
export { dataExportKeys, invalidateDataExports } from './api/keys';
export { DataExportSection } from './components/data-export-section';
